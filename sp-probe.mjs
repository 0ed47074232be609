import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--enable-unsafe-swiftshader"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 300)));
page.on("request", (r) => { if (r.url().includes("find-offers")) console.log("req", r.url().slice(0, 80)); });
await page.goto(`http://quartier.localhost:8822/en/search/Berlin?${process.argv[2]}&view=map`);
const t0 = Date.now();
try { await page.waitForSelector("[data-map-ready=true]", { timeout: 60000 }); console.log("ready after", Date.now() - t0); } catch (e) { console.log("not ready", e.message.slice(0, 100)); }
console.log("pins", await page.getAttribute("[data-pins]", "data-pins"));
await page.screenshot({ path: "/tmp/sp-map.png" });
await browser.close();

import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const [,, path, out, w = "1280", h = "900", js = "1", open = "0"] = process.argv;
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, javaScriptEnabled: js === "1", deviceScaleFactor: 1 });
const page = await ctx.newPage();
await page.goto(`http://quartier.localhost:8882${path}`);
if (js === "1") await page.waitForSelector("html[data-hydrated], body", { timeout: 30000 });
if (open === "1") {
  await page.waitForTimeout(1500);
  await page.getByTestId("stay-box").getByRole("button", { name: /Check-in|Anreise/ }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: out });
} else if (open === "2") {
  await page.locator("#availability").scrollIntoViewIfNeeded();
  await page.screenshot({ path: out });
} else await page.screenshot({ path: out, fullPage: false });
await browser.close();

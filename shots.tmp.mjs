import { chromium } from "playwright-core";
const day = (n) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const url = (lng, from, nights, extra = "") =>
  `http://quartier.localhost:5402/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${day(from)}&outDate=${day(from + nights)}&guests=2&radius=10${extra}`;
for (const [name, viewport, mobile] of [["desktop", { width: 1280, height: 1000 }, false], ["phone", { width: 390, height: 844 }, true]]) {
  for (const lng of ["en", "de"]) {
    const ctx = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.goto(url(lng, 70, 4, "&companyCode=ACME"));
    await page.waitForSelector("html[data-hydrated]");
    const banner = page.getByTestId("cookie-banner");
    if (await banner.isVisible()) await banner.getByRole("button").last().click();
    await page.getByText(lng === "en" ? "Change search" : "Suche ändern").click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/cs/${name}-${lng}-form.png` });
    await page.getByText(lng === "en" ? "Change search" : "Suche ändern").click();
    await page.getByTestId("listing-card").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/cs/${name}-${lng}-cards.png`, fullPage: false });
    await page.goto(url(lng, 70, 30, "&companyCode=ACME-OLD"));
    await page.waitForSelector("html[data-hydrated]");
    await page.screenshot({ path: `/tmp/cs/${name}-${lng}-expired.png` });
    await ctx.close();
  }
}
await browser.close();

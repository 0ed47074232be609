import { expect, type Page, test } from "@playwright/test";
import { holdScript, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * The apartment page's stay box hydrates late (its code loads when the visitor reaches for it, 0108),
 * so the server renders the look it has with JavaScript: nothing moves when its code arrives, and it
 * looks the same without JavaScript.
 */
const LABELS = {
  en: { checkIn: "Check-in", checkOut: "Check-out" },
  de: { checkIn: "Anreise", checkOut: "Abreise" },
} as const;

const searchPath = (lng: string) =>
  `/${lng}/search/Berlin?lat=52.52437&long=13.41053&inDate=${isoDateFromToday(32)}&outDate=${isoDateFromToday(39)}&guests=2&radius=10`;

/** An apartment page with a stay, as a search result links to it. */
async function offerPath(page: Page, lng: "en" | "de"): Promise<string> {
  await page.goto(tenantUrl("quartier", searchPath(lng)));
  const href = await page.getByTestId("listing-card").first().getByRole("link").first().getAttribute("href");
  expect(href).toMatch(new RegExp(`^/${lng}/apartments/[^?]+\\?from=`));
  return href ?? "";
}

/** The box's, each date field's and the Book button's boxes, as the visitor sees them. */
async function boxes(page: Page, lng: "en" | "de", javaScriptEnabled: boolean) {
  const stayBox = page.getByTestId("stay-box");
  const field = (name: string) =>
    javaScriptEnabled
      ? stayBox.getByRole("button", { name: new RegExp(name) }).first()
      : stayBox.getByRole("textbox", { name, exact: true });
  return {
    box: await stayBox.boundingBox(),
    checkIn: await field(LABELS[lng].checkIn).boundingBox(),
    checkOut: await field(LABELS[lng].checkOut).boundingBox(),
    book: await page.getByTestId("book-form").getByRole("button").boundingBox(),
  };
}

/** The stay box's code has arrived: the picker's native inputs are only its values then. */
const boxIsLive = (page: Page) =>
  expect(page.locator('input[type="date"][name="from"]')).toHaveAttribute("aria-hidden", "true");

for (const lng of ["en", "de"] as const) {
  test(`apartment (${lng}): the stay box looks the same before its code loads, after, and without JavaScript`, async ({
    browser,
  }) => {
    const withScript = await browser.newPage();
    const path = await offerPath(withScript, lng);
    await withScript.goto(tenantUrl("quartier", path));
    await hydrated(withScript);
    // Hydrated, and the box still the server's: its date fields are buttons already.
    await expect(withScript.locator('input[type="date"][name="from"]')).not.toHaveAttribute("aria-hidden", "true");
    const before = await boxes(withScript, lng, true);
    // A pointer over the box, without the scrolling Playwright's hover does (the box is taller than the window).
    await withScript.getByTestId("stay-box").dispatchEvent("pointerover");
    await boxIsLive(withScript);
    expect(await boxes(withScript, lng, true)).toEqual(before);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto(tenantUrl("quartier", path));
    await expect(withoutScript.getByTestId("stay-box").getByRole("button", { name: /Check-in|Anreise/ })).toHaveCount(
      0,
    );
    expect(await boxes(withoutScript, lng, false)).toEqual(before);
    await context.close();
    await withScript.close();
  });
}

test("apartment: a date field clicked before the stay box's code arrives opens the calendar, which re-prices", async ({
  page,
}) => {
  const path = await offerPath(page, "en");
  const release = await holdScript(page, /\/assets\/stay-box-[^/]+\.js$/);
  await page.goto(tenantUrl("quartier", path));
  await hydrated(page);
  await page
    .getByTestId("stay-box")
    .getByRole("button", { name: /Check-out/ })
    .click();
  await expect(page.locator('input[type="date"][name="from"]')).not.toHaveAttribute("aria-hidden", "true");
  release();
  // The click is done again once the code is there: the calendar opens and a stay re-prices the page.
  await expect(page.getByRole("dialog").locator("button[data-date]").first()).toBeVisible();
  await page
    .getByRole("dialog")
    .locator(`button[data-date="${isoDateFromToday(46)}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`to=${isoDateFromToday(46)}`));
  await expect(page.getByTestId("stay-summary")).toBeVisible();
});

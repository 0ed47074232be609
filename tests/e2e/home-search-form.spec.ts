import { expect, type Page, test } from "@playwright/test";
import { holdScript, hydrated, tenantUrl } from "./support";

/**
 * The home page's search form hydrates late (its code loads when the visitor reaches for it), so the
 * server renders the look it has with JavaScript: the date fields are buttons with JavaScript and
 * native date inputs without, and nothing moves when the form's code arrives.
 */
const LABELS = {
  en: { checkIn: "Check-in", checkOut: "Check-out" },
  de: { checkIn: "Anreise", checkOut: "Abreise" },
} as const;

/** The form's and each date field's box, as the visitor sees them. */
async function boxes(page: Page, lng: "en" | "de", javaScriptEnabled: boolean) {
  const { checkIn, checkOut } = LABELS[lng];
  const field = (name: string) =>
    javaScriptEnabled
      ? page.getByRole("button", { name: new RegExp(name) }).first()
      : page.getByRole("textbox", { name, exact: true });
  return {
    form: await page.getByTestId("search-form").boundingBox(),
    checkIn: await field(checkIn).boundingBox(),
    checkOut: await field(checkOut).boundingBox(),
  };
}

/** The form's code has arrived: the picker's native inputs are only its values then. */
const formIsLive = (page: Page) => expect(page.locator('input[name="inDate"]')).toHaveAttribute("aria-hidden", "true");

for (const lng of ["en", "de"] as const) {
  test(`home (${lng}): the search form looks the same before its code loads, after, and without JavaScript`, async ({
    browser,
  }) => {
    const withScript = await browser.newPage();
    await withScript.goto(tenantUrl("quartier", `/${lng}`));
    await hydrated(withScript);
    // Hydrated, and the form still the server's: its date fields are buttons already.
    await expect(withScript.locator('input[name="inDate"]')).not.toHaveAttribute("aria-hidden", "true");
    const nativeInput = await withScript.locator('input[name="inDate"]').boundingBox();
    expect(nativeInput?.width).toBeLessThanOrEqual(1); // visually hidden: it only holds the value
    const before = await boxes(withScript, lng, true);
    await withScript.getByTestId("search-form").hover();
    await formIsLive(withScript);
    expect(await boxes(withScript, lng, true)).toEqual(before);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto(tenantUrl("quartier", `/${lng}`));
    await expect(withoutScript.getByRole("button", { name: new RegExp(LABELS[lng].checkIn) })).toHaveCount(0);
    expect(await boxes(withoutScript, lng, false)).toEqual(before);
    await context.close();
    await withScript.close();
  });
}

/** Holds the form's code back until the visitor has acted; the returned function lets it come. */
const holdFormCode = (page: Page) => holdScript(page, /\/assets\/search-form-[^/]+\.js$/);

test("home: a date field clicked and a place typed before the form's code arrives are not lost", async ({ page }) => {
  const release = await holdFormCode(page);
  await page.goto(tenantUrl("quartier", "/en"));
  await hydrated(page);
  await page.getByLabel("Where to?").fill("Berl");
  await page.getByRole("button", { name: /Check-in/ }).click();
  await expect(page.locator('input[name="inDate"]')).not.toHaveAttribute("aria-hidden", "true");
  release();
  // The calendar opens from the click, and the typed text stays.
  await expect(page.locator('button[data-date][tabindex="0"]').first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Where to?")).toHaveValue("Berl");
  await page.getByLabel("Where to?").focus();
  await page.getByLabel("Where to?").press("i");
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Berlin");
});

test("home: the place typed before the form's code arrives gets its suggestions", async ({ page }) => {
  const release = await holdFormCode(page);
  await page.goto(tenantUrl("quartier", "/en"));
  await hydrated(page);
  await page.getByLabel("Where to?").fill("Berl");
  release();
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText("Berlin");
  await expect(page.getByLabel("Where to?")).toBeFocused();
});

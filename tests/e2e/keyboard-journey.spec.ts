import { expect, type Locator, type Page, test } from "@playwright/test";
import { TEXT } from "./checkout-support";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * A visitor who uses only the keyboard (Tab, Enter, Space, arrows and typing; no pointer) goes from
 * the home page to the checkout's summary. After every client navigation focus is on the new page's
 * heading and its title is announced (docs/decisions/0076); after a full page load the browser starts
 * at the top, as on the first page.
 */

const WORDS = {
  en: { where: "Where to?", checkIn: "Check-in", done: "Done", guests: "Guests", search: "Search" },
  de: { where: "Wohin?", checkIn: "Anreise", done: "Fertig", guests: "Gäste", search: "Suchen" },
} as const;

/** Presses Tab until `target` has focus (at most `max` times), as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await target.waitFor({ state: "attached" });
  for (let i = 0; i < max; i++) {
    // Found anew each time: a part whose code loads on focus (LateIsland) replaces its server HTML.
    if (await target.evaluate((e) => e === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** Focus is on the page's main heading and the announcer says the page's title. */
async function landedOn(page: Page, heading: string | RegExp): Promise<void> {
  const h1 = page.locator("main h1");
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  const title = await page.title();
  await expect(page.getByTestId("route-announcer")).toHaveText(title);
}

for (const lng of ["en", "de"] as const) {
  test(`keyboard only from home to the summary (${lng})`, async ({ page }) => {
    const words = WORDS[lng];
    const text = TEXT[lng];
    await page.goto(tenantUrl("quartier", `/${lng}`));
    await hydrated(page);

    // The search form: a place typed, the stay chosen in the calendar with arrows, guests typed.
    await tabTo(page, page.getByLabel(words.where));
    await page.keyboard.type("Berlin");
    await page.keyboard.press("Escape");
    await tabTo(page, page.getByRole("button", { name: new RegExp(words.checkIn) }).first());
    await page.keyboard.press("Enter");
    await expect(page.locator('button[data-date][tabindex="0"]').first()).toBeFocused();
    const fromToday = 45;
    for (let i = 0; i < Math.floor(fromToday / 7); i++) await page.keyboard.press("ArrowDown");
    for (let i = 0; i < fromToday % 7; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(page.locator('input[name="outDate"]').first()).toHaveValue(isoDateFromToday(fromToday + 4));
    const done = page.getByRole("button", { name: words.done });
    if (await done.isVisible()) {
      await tabTo(page, done);
      await page.keyboard.press("Enter");
    }
    await tabTo(page, page.getByLabel(words.guests, { exact: true }));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("2");
    await tabTo(page, page.getByRole("button", { name: words.search, exact: true }));
    await page.keyboard.press("Enter");

    // The results: a client navigation lands on their heading.
    await expect(page).toHaveURL(/\/search\/Berlin\?/);
    await landedOn(page, /Berlin/);

    // The first bookable result's page (a full page load: the browser starts at its top).
    const card = page.getByTestId("listing-card").first().getByRole("link").first();
    await tabTo(page, card, 200);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/apartments\//);
    await hydrated(page);
    const book = page.getByTestId("book-form").getByRole("button", { name: text.book, exact: true });
    await tabTo(page, book, 200);
    await page.keyboard.press("Enter");

    // The booking step (after the Book form's full page load), filled in by typing.
    await expect(page.getByRole("heading", { name: text.details, level: 1 })).toBeVisible();
    await hydrated(page);
    await tabTo(page, page.getByLabel(text.firstName));
    await page.keyboard.type("Ada");
    await tabTo(page, page.getByLabel(text.lastName));
    await page.keyboard.type("Lovelace");
    await tabTo(page, page.getByLabel(text.email));
    await page.keyboard.type(`keyboard-${lng}@example.com`);
    await tabTo(page, page.getByLabel(text.phone));
    await page.keyboard.type("+44 20 7946 0958");
    await tabTo(page, page.getByLabel(text.country));
    // The select's type-ahead: the name's first letters (up to the first that is not plain ASCII).
    await page.keyboard.type(text.countryName.replace(/[^\x20-\x7e].*$/, ""));
    await expect(page.getByLabel(text.country)).toHaveValue("GB");
    const bankTransfer = page.getByRole("radio", { name: new RegExp(text.bankTransfer) });
    await tabTo(page, page.getByRole("radio").first());
    for (let i = 0; i < 6 && !(await bankTransfer.isChecked()); i++) await page.keyboard.press("ArrowDown");
    await expect(bankTransfer).toBeChecked();
    await tabTo(page, page.getByTestId("step-next"));
    await page.keyboard.press("Enter");

    // Each further step is a client navigation that lands on its heading.
    await expect(page).toHaveURL(/\/checkout\/(extra-services|summary)\?id=/);
    if (page.url().includes("/extra-services")) {
      await landedOn(page, /./);
      await tabTo(page, page.getByTestId("step-next"));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/checkout\/summary\?id=/);
    }
    await landedOn(page, text.summary);
    // The next Tab goes on from the heading, not from where the last page's button was.
    await page.keyboard.press("Tab");
    const after = await page.evaluate(() => {
      const heading = document.querySelector("main h1");
      const active = document.activeElement;
      return !!heading && !!active && !!(heading.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
  });
}

import { expect, type Page, test } from "@playwright/test";
import { book, continueToSummary, fillGuest, type Lng, TEXT } from "./checkout-support";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";
import { serveWidgetHostPage } from "./widget-host-page";

/**
 * The brand's widget on a partner's page of another origin (docs/widget/example.html): its search box
 * leads to the brand's search page, an apartment and a booking, in English (the page's language) and
 * in German (the box's data-lang). Each language books its own dates.
 */
const BOX = {
  en: {
    index: 0,
    place: "Munich",
    where: "Where to?",
    checkIn: "Check-in",
    checkOut: "Check-out",
    guests: "Guests",
    search: "Search",
  },
  de: {
    index: 1,
    place: "München",
    where: "Wohin?",
    checkIn: "Anreise",
    checkOut: "Abreise",
    guests: "Gäste",
    search: "Suchen",
  },
} as const;
const FROM_TODAY: Record<Lng, number> = { en: 236, de: 243 };

let host: Awaited<ReturnType<typeof serveWidgetHostPage>>;
test.beforeAll(async () => {
  host = await serveWidgetHostPage();
});
test.afterAll(async () => {
  await host.close();
});

/** The first result whose apartment page offers Book (enquiry-only apartments ask for a proposal). */
async function firstBookableResult(page: Page, lng: Lng): Promise<string> {
  const hrefs = await page
    .getByTestId("listing-card")
    .locator('a[href*="/apartments/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  const bookable = await page.evaluate(
    async ({ hrefs, label }) => {
      for (const href of hrefs) {
        const html = await (await fetch(href)).text();
        const form = new DOMParser().parseFromString(html, "text/html").querySelector('[data-testid="book-form"]');
        if (form?.querySelector("button[type=submit]")?.textContent?.trim() === label) return href;
      }
      return null;
    },
    { hrefs, label: TEXT[lng].book },
  );
  expect(bookable, "a bookable result").toBeTruthy();
  return bookable ?? "";
}

for (const lng of ["en", "de"] as const) {
  test(`the widget on a partner's site: search, open an apartment and book it (${lng})`, async ({ page }) => {
    test.slow();
    const words = BOX[lng];
    const cookies: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/widget/") || request.url().includes("/api/places/suggest"))
        void request.allHeaders().then((headers) => headers.cookie && cookies.push(headers.cookie));
    });
    await page.goto(host.url);
    const box = page.locator("[data-quartier-search]").nth(words.index);
    const where = box.getByRole("combobox", { name: words.where });
    await expect(where).toBeVisible();

    // The page's own styles (dashed red borders on every input) do not reach into the box.
    expect(await where.evaluate((input) => getComputedStyle(input).borderStyle)).toBe("solid");

    // A search without a place says so in the box's language and keeps the focus there.
    await box.getByRole("button", { name: words.search }).click();
    await expect(box.getByRole("alert")).toHaveText(
      lng === "en" ? "Please enter a city or town." : "Bitte geben Sie eine Stadt oder einen Ort ein.",
    );
    await expect(where).toBeFocused();
    await expect(where).toHaveAttribute("aria-invalid", "true");

    // Suggestions by keyboard: the combobox pattern.
    await where.pressSequentially("Münch");
    // The places answer in the box's language: Munich in English.
    const option = box.getByRole("option", { name: new RegExp(`^${words.place}`) }).first();
    await expect(option).toBeVisible();
    await expect(where).toHaveAttribute("aria-expanded", "true");
    await where.press("ArrowDown");
    await expect(box.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await where.press("Enter");
    await expect(where).toHaveValue(words.place);
    await expect(where).toHaveAttribute("aria-expanded", "false");

    const from = FROM_TODAY[lng];
    await box.getByLabel(words.checkIn).fill(isoDateFromToday(from));
    await box.getByLabel(words.checkOut).fill(isoDateFromToday(from + 3));
    await box.getByLabel(words.guests).fill("2");
    await box.getByRole("button", { name: words.search }).click();

    // The brand's own search page, by the search entry deep link, in the box's language.
    await expect(page).toHaveURL(new RegExp(`^${tenantUrl("alpenstay", `/${lng}/search/M`)}`));
    expect(page.url()).toContain(`inDate=${isoDateFromToday(from)}&outDate=${isoDateFromToday(from + 3)}&guests=2`);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await hydrated(page);

    const offer = await firstBookableResult(page, lng);
    await page.locator(`[data-testid="listing-card"] a[href="${offer}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/apartments/[^?]+\\?from=${isoDateFromToday(from)}`));
    await page.getByTestId("book-form").getByRole("button", { name: TEXT[lng].book }).click();
    await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
    await fillGuest(page, lng, `widget.${lng}@example.com`);
    await page.getByLabel(TEXT[lng].bankTransfer).check();
    await continueToSummary(page, lng);
    await book(page, lng);
    expect(cookies, "the widget sends no cookie").toEqual([]);
  });
}

test("the partner page is accessible; book buttons open the apartment page in their language; a site the brand does not list gets no widget", async ({
  page,
}) => {
  await page.goto(host.url);
  // Both boxes mounted: axe and HTML_CodeSniffer find nothing on the partner's page, boxes included.
  await expect(page.getByRole("combobox", { name: "Wohin?" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Where to?" })).toBeVisible();
  expect(await accessibilityErrors(page)).toEqual([]);
  const link = page.locator("a[data-quartier-book]");
  await expect(link).toHaveAttribute("href", tenantUrl("alpenstay", "/en/apartments/a-munich-0002-2"));
  await page.locator("button[data-quartier-book]").click();
  await expect(page).toHaveURL(tenantUrl("alpenstay", "/de/apartments/a-munich-0002-2"));

  // The same page on an origin the brand does not list: the config is not readable, the boxes stay empty.
  const other = host.url.replace("partner.localhost", "127.0.0.1");
  const refused = page.waitForEvent("console", (message) => message.text().startsWith("Quartier widget:"));
  await page.goto(other);
  await refused;
  await expect(page.locator("a[data-quartier-book]")).not.toHaveAttribute("href", /.+/);
  expect(
    await page
      .locator("[data-quartier-search]")
      .first()
      .evaluate((box) => box.shadowRoot),
  ).toBeNull();
});

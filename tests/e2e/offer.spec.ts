import { expect, test } from "@playwright/test";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

const searchPath = (lng: string, from: string, to: string) =>
  `/${lng}/search/Berlin?lat=52.52437&long=13.41053&inDate=${from}&outDate=${to}&guests=2&radius=10`;

test("from a search result to the offer page, re-price with other dates, book (English, JavaScript)", async ({
  page,
}) => {
  test.slow();
  await page.goto(tenantUrl("quartier", searchPath("en", isoDateFromToday(30), isoDateFromToday(37))));
  await hydrated(page);
  await page.getByTestId("listing-card").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/en\/apartments\/[^?]+\?from=/);
  await expect(page.getByTestId("offer-name")).toBeVisible();
  expect(await accessibilityErrors(page)).toEqual([]);
  const total = page.getByTestId("price-breakdown").getByRole("definition").last();
  await expect(total).toContainText("€");
  const before = await total.textContent();

  // The stay box's calendar: a complete stay re-prices the page.
  await page
    .getByTestId("stay-box")
    .getByRole("button", { name: /Check-out/ })
    .click();
  await page
    .getByRole("dialog")
    .locator(`button[data-date="${isoDateFromToday(44)}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`to=${isoDateFromToday(44)}`));
  await expect(page.getByTestId("stay-summary")).toBeVisible();
  await expect(total).not.toHaveText(before ?? "");

  // The location map loads only when it scrolls into view.
  await expect(page.locator("canvas.maplibregl-canvas")).toHaveCount(0);
  await page.locator("[data-map-placeholder]").scrollIntoViewIfNeeded();
  await expect(page.locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 30_000 });

  await page.getByTestId("book-form").getByRole("button").click();
  await expect(page).toHaveURL(/\/en\/checkout\/booking\?id=[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  await expect(page.getByTestId("checkout-price-total")).toContainText("€");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same journey in German", async ({ page }) => {
    await page.goto(tenantUrl("quartier", searchPath("de", isoDateFromToday(31), isoDateFromToday(38))));
    await page.getByTestId("listing-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/de\/apartments\/[^?]+\?from=/);
    const total = page.getByTestId("price-breakdown").getByRole("definition").last();
    const before = await total.textContent();
    await page.getByRole("textbox", { name: "Abreise", exact: true }).fill(isoDateFromToday(45));
    await page.getByRole("button", { name: "Preis aktualisieren" }).click();
    await expect(page).toHaveURL(new RegExp(`to=${isoDateFromToday(45)}`));
    await expect(total).not.toHaveText(before ?? "");
    await page.getByTestId("book-form").getByRole("button").click();
    await expect(page.getByRole("heading", { name: "Ihre Daten" })).toBeVisible();
  });
});

test.describe("rate choice", () => {
  // Property 0002 in Berlin has a flexible and a non-refundable rate in the seeded inventory.
  const offer = (lng: string) =>
    `/${lng}/apartments/a-berlin-0002-2?from=${isoDateFromToday(170)}&to=${isoDateFromToday(174)}&guests=2`;

  test("choosing the flexible rate changes the price and books that rate (English)", async ({ page }) => {
    await page.goto(tenantUrl("quartier", offer("en")));
    await hydrated(page);
    const choice = page.getByTestId("rate-choice");
    await expect(choice.getByRole("radio")).toHaveCount(2);
    const total = page.getByTestId("price-breakdown").getByRole("definition").last();
    const before = await total.textContent();
    await choice.getByRole("radio", { name: /Flexible rate/ }).check();
    await expect(total).not.toHaveText(before ?? "");
    await page.getByTestId("book-form").getByRole("button", { name: "Book", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(page.getByTestId("checkout-stay")).toContainText("Flexible rate");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the chosen rate is booked (German)", async ({ page }) => {
      await page.goto(tenantUrl("quartier", offer("de")));
      await page
        .getByTestId("rate-choice")
        .getByRole("radio", { name: /Flexibler Tarif/ })
        .check();
      await page.getByTestId("book-form").getByRole("button", { name: "Buchen", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Ihre Daten" })).toBeVisible();
      await expect(page.getByTestId("checkout-stay")).toContainText("Flexibler Tarif");
    });
  });
});

test("the booking box stays below the header and whole on the screen while the page scrolls (German)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(tenantUrl("quartier", searchPath("de", isoDateFromToday(32), isoDateFromToday(39))));
  await hydrated(page);
  await page.getByTestId("listing-card").first().getByRole("link").first().click();
  await expect(page.getByTestId("offer-name")).toBeVisible();
  const box = page.getByRole("complementary", { name: /./ }).filter({ has: page.getByTestId("book-form") });
  for (const scroll of [400, 1200]) {
    await page.evaluate(`window.scrollTo(0, ${scroll})`);
    await expect(async () => {
      const header = await page.locator("header").first().boundingBox();
      const aside = await box.boundingBox();
      if (!header || !aside) throw new Error("no box");
      expect(aside.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(aside.y + aside.height).toBeLessThanOrEqual(720);
    }).toPass();
  }
  // Its end, the book button, can be reached inside it.
  await page.getByTestId("book-form").getByRole("button").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("book-form").getByRole("button")).toBeInViewport();
});

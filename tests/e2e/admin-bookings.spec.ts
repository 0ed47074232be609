import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { bookByForms } from "./checkout-support";
import { accessibilityErrors, hydrated, tenantUrl } from "./support";

/**
 * The operators' bookings: a brand's admin finds a booking by the guest's e-mail, opens it, cancels
 * it with the fee waived and exports the filtered list; the platform admin sees two brands'
 * bookings; the same without JavaScript; the list as cards on a phone. Each journey books its own
 * stay through the checkout's forms first (a guest address of its own), so journeys never meet.
 */

// Each journey books its stay through the checkout first, then signs in: longer than a page's journey.
test.describe.configure({ timeout: 90_000 });

const T = {
  en: {
    title: "Bookings",
    q: "Reference, name or e-mail",
    apply: "Apply filters",
    reason: "Reason for waiving the fee",
    waive: "Cancel and waive the fee",
    cancelled: "Cancelled",
    done: "The booking is cancelled. The guest was told by mail.",
    history: "History",
    export: "Export CSV",
    brand: "Brand",
    necessary: "Only necessary",
  },
  de: {
    title: "Buchungen",
    q: "Buchungsnummer, Name oder E-Mail",
    apply: "Filter anwenden",
    reason: "Grund für den Erlass der Gebühr",
    waive: "Stornieren und Gebühr erlassen",
    cancelled: "Storniert",
    done: "Die Buchung ist storniert. Der Gast wurde per E-Mail informiert.",
    history: "Verlauf",
    export: "Als CSV exportieren",
    brand: "Marke",
    necessary: "Nur notwendige",
  },
} as const;
type Lng = keyof typeof T;

/** Opens the bookings list on `admin.<brand>` as its demo admin, optional cookies declined. */
async function openBookings(page: Page, brand: string, sub: string, lng: Lng, javaScriptEnabled = true) {
  await openAsAdmin(page, tenantUrl(`admin.${brand}`, `/${lng}/admin/bookings`), sub, { javaScriptEnabled });
  await expect(page.getByRole("heading", { name: T[lng].title, level: 1 })).toBeVisible();
}

/** Filters the list by free text through the form and waits for the new URL to show it. */
async function search(page: Page, lng: Lng, text: string) {
  await page.getByLabel(T[lng].q).fill(text);
  await page.getByRole("button", { name: T[lng].apply }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/\./g, "\\.")}`));
}

/** On a booking's page: waive the fee with a reason; the page shows it cancelled, with the reason in its history. */
async function cancelWaived(page: Page, lng: Lng, reason: string) {
  await page.getByLabel(T[lng].reason).fill(reason);
  await page.getByRole("button", { name: T[lng].waive }).click();
  await expect(page.getByTestId("admin-booking").getByTestId("booking-status")).toHaveText(T[lng].cancelled);
  await expect(page.getByTestId("booking-history")).toContainText(reason);
}

test("a brand's admin finds a booking, cancels it with the fee waived and exports the list (English)", async ({
  page,
}) => {
  const email = `admin-journey-en-${Date.now()}@example.com`;
  const reference = await bookByForms(page, { brand: "alpenstay", lng: "en", fromToday: 61, email });
  await openBookings(page, "alpenstay", "admin-alpenstay", "en");
  expect(await accessibilityErrors(page)).toEqual([]);
  await search(page, "en", email);
  await expect(page.getByTestId("booking-row")).toHaveCount(1);
  await expect(page.getByTestId("bookings-summary")).toContainText("1–1 of 1");

  const download = page.waitForEvent("download");
  await page.getByTestId("export-csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bookings-alpenstay-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? "", "utf8");
  expect(csv.split("\r\n")[1]).toContain(`${reference},Confirmed`);

  await page.getByRole("link", { name: `Open booking ${reference}` }).click();
  await expect(page.getByRole("heading", { name: `Booking ${reference}` })).toBeVisible();
  await hydrated(page);
  expect(await accessibilityErrors(page)).toEqual([]);
  await cancelWaived(page, "en", "Heating broken in the flat");
  await expect(page.getByTestId("toasts").getByText(T.en.done)).toBeVisible();
  await expect(page.getByTestId("fee-charged")).toHaveText("€0.00");
});

test("the platform admin sees two brands' bookings and cancels one (German)", async ({ page }) => {
  const stamp = Date.now();
  const alpen = await bookByForms(page, {
    brand: "alpenstay",
    lng: "de",
    fromToday: 67,
    email: `plattform-${stamp}-a@example.com`,
  });
  const quartier = await bookByForms(page, {
    brand: "quartier",
    lng: "de",
    fromToday: 67,
    email: `plattform-${stamp}-q@example.com`,
  });
  await openBookings(page, "quartier", "admin-platform", "de");
  await search(page, "de", `plattform-${stamp}`);
  const table = page.getByTestId("bookings-table");
  await expect(table.getByRole("columnheader", { name: T.de.brand })).toBeVisible();
  await expect(page.getByTestId("booking-row")).toHaveCount(2);
  await expect(table).toContainText("Alpenstay");
  await expect(table).toContainText("Quartier");
  expect(await accessibilityErrors(page)).toEqual([]);
  await page.getByRole("link", { name: `Buchung ${alpen} öffnen` }).click();
  await expect(page).toHaveURL(/tenant=alpenstay/);
  await hydrated(page);
  await cancelWaived(page, "de", "Kulanz nach Rücksprache");
  await page.getByRole("link", { name: "Zurück zu den Buchungen" }).click();
  await expect(page.getByRole("link", { name: `Buchung ${quartier} öffnen` })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a brand's admin filters and cancels with the fee waived through plain forms (German)", async ({ page }) => {
    const email = `ohne-js-${Date.now()}@example.com`;
    const reference = await bookByForms(page, { brand: "alpenstay", lng: "de", fromToday: 73, email });
    await openBookings(page, "alpenstay", "admin-alpenstay", "de", false);
    await search(page, "de", email);
    await expect(page.getByTestId("booking-row")).toHaveCount(1);
    await page.getByRole("link", { name: `Buchung ${reference} öffnen` }).click();
    // A waiver without a reason is refused with the field's message, and nothing is cancelled.
    await page.getByRole("button", { name: T.de.waive }).click();
    await expect(page.getByText("Geben Sie einen Grund von mindestens 3 Zeichen")).toBeVisible();
    await cancelWaived(page, "de", "Doppelbuchung des Gastes");
  });
});

test("@phone the bookings list shows as cards and filters by status", async ({ page }) => {
  const email = `phone-${Date.now()}@example.com`;
  const reference = await bookByForms(page, { brand: "alpenstay", lng: "en", fromToday: 79, email });
  await openBookings(page, "alpenstay", "admin-alpenstay", "en");
  await search(page, "en", email);
  const card = page.getByTestId("booking-row");
  await expect(card).toHaveCount(1);
  await expect(card.getByText(reference)).toBeVisible();
  // On a phone each card names its values (the column headers are left to screen readers).
  await expect(card.getByText("Arrival", { exact: true })).toBeVisible();
  await expect(card.getByText("Total", { exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption("cancelled");
  await page.getByRole("button", { name: T.en.apply }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByTestId("bookings-summary")).toContainText("No bookings match these filters.");
  expect(await accessibilityErrors(page)).toEqual([]);
});

import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { book, bookableOffer, continueToSummary, fillGuest, type Lng, TEXT } from "./checkout-support";
import { hydrated, tenantUrl } from "./support";

/**
 * A guest comes by a campaign link that also chooses the currency (decision 0137): the apartment page
 * shows its prices in Swiss francs, the guest books by bank transfer, and the operator sees on the
 * booking's page where the guest came from.
 */

test.describe.configure({ timeout: 120_000 });

const T = {
  en: { source: "Source", open: (reference: string) => `Open booking ${reference}` },
  de: { source: "Herkunft", open: (reference: string) => `Buchung ${reference} öffnen` },
} as const;

const CAMPAIGN = "utm_source=newsletter&utm_medium=email&utm_campaign=spring-2027";

/** Days ahead no other journey books: 270 to 329, drawn at random so repeated runs meet free nights. */
const freeDaysAhead = () => 270 + Math.floor(Math.random() * 60);

async function bookFromCampaignLink(page: Page, lng: Lng) {
  const offer = await bookableOffer(page, lng, freeDaysAhead());
  await page.goto(tenantUrl("quartier", `${offer}&${CAMPAIGN}&currency=CHF`));
  await hydrated(page);
  await expect(page.getByTestId("price-breakdown-total")).toContainText("CHF");

  await page.getByTestId("book-form").getByRole("button", { name: TEXT[lng].book }).click();
  await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
  const email = `campaign.${lng}.${Date.now()}@example.com`;
  await fillGuest(page, lng, email);
  await page.getByLabel(TEXT[lng].bankTransfer).check();
  await continueToSummary(page, lng);
  await book(page, lng);
  const reference = (await page.getByTestId("booking-reference").textContent())?.trim() ?? "";

  await openAsAdmin(
    page,
    tenantUrl("admin.quartier", `/${lng}/admin/bookings?q=${encodeURIComponent(email)}`),
    "admin-platform",
  );
  await page.getByRole("link", { name: T[lng].open(reference) }).click();
  const booking = page.getByTestId("admin-booking");
  await expect(booking.getByText(T[lng].source, { exact: true })).toBeVisible();
  await expect(booking.getByTestId("booking-source")).toHaveText(
    "utm_source=newsletter · utm_medium=email · utm_campaign=spring-2027",
  );
}

test("a guest comes by a campaign link in Swiss francs, books by bank transfer, and the admin sees the source (English)", async ({
  page,
}) => {
  await bookFromCampaignLink(page, "en");
});

test("ein Gast kommt über einen Kampagnenlink in Franken, bucht per Überweisung, und der Admin sieht die Herkunft (Deutsch)", async ({
  page,
}) => {
  await bookFromCampaignLink(page, "de");
});

import { expect, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * Booking journeys from an offer page to the confirmation. Each test books its own dates, so the
 * parallel journeys never compete for the same apartment nights.
 */

const TEXT = {
  en: {
    book: "Book",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    phone: "Phone",
    country: "Country of residence",
    countryName: "United Kingdom",
    continue: "Continue",
    back: "Back",
    terms: "I accept the terms and conditions",
    bookNow: "Book now",
    confirmed: /^Your booking (is confirmed|request has been received)$/,
    cancel: "Cancel this booking",
    confirmCancel: "Yes, cancel the booking",
    cancelled: "Cancelled",
    details: "Your details",
    summary: "Check and book",
    bankTransfer: "Bank transfer",
    payAtProperty: "Pay at the property",
    card: "Credit card",
    airplus: "AirPlus company card",
    cardFrame: "Secure card entry",
    cardNumber: "Card number",
    holder: "Name on card",
    expiry: "Expiry date (MM/YY)",
    cvv: "Security code (CVV)",
    confirmCard: "Confirm card",
    cardDetails: "Card details",
    declined: "Your card was declined.",
    accepted: "Card accepted:",
  },
  de: {
    book: "Buchen",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    phone: "Telefon",
    country: "Wohnsitzland",
    countryName: "Vereinigtes Königreich",
    continue: "Weiter",
    back: "Zurück",
    terms: "Ich akzeptiere die AGB",
    bookNow: "Jetzt buchen",
    confirmed: /^Ihre Buchung(sanfrage)? (ist bestätigt|ist eingegangen)$/,
    cancel: "Diese Buchung stornieren",
    confirmCancel: "Ja, Buchung stornieren",
    cancelled: "Storniert",
    details: "Ihre Daten",
    summary: "Prüfen und buchen",
    bankTransfer: "Überweisung",
    payAtProperty: "Zahlung vor Ort",
    card: "Kreditkarte",
    airplus: "AirPlus-Firmenkarte",
    cardFrame: "Sichere Karteneingabe",
    cardNumber: "Kartennummer",
    holder: "Name auf der Karte",
    expiry: "Ablaufdatum (MM/JJ)",
    cvv: "Prüfnummer (CVV)",
    confirmCard: "Karte bestätigen",
    cardDetails: "Kartendaten",
    declined: "Ihre Karte wurde abgelehnt.",
    accepted: "Karte akzeptiert:",
  },
} as const;

type Lng = keyof typeof TEXT;

const PLACES = {
  quartier: "Berlin?lat=52.52437&long=13.41053",
  alpenstay: "M%C3%BCnchen?lat=48.13743&long=11.57549",
} as const;

/**
 * Opens the first bookable result of a search in the tenant's home city and presses Book. With
 * `extras`, only an apartment whose checkout has (true) or lacks (false) the extras step will do.
 */
async function startFromOffer(
  page: Page,
  brand: keyof typeof PLACES,
  lng: Lng,
  fromToday: number,
  { javaScriptEnabled = true, extras }: { javaScriptEnabled?: boolean; extras?: boolean } = {},
) {
  const from = isoDateFromToday(fromToday);
  const to = isoDateFromToday(fromToday + 4);
  const searchUrl = tenantUrl(brand, `/${lng}/search/${PLACES[brand]}&inDate=${from}&outDate=${to}&guests=2&radius=10`);
  await page.goto(searchUrl);
  const count = await page.getByTestId("listing-card").count();
  for (let index = 0; index < count; index += 1) {
    if (index > 0) await page.goto(searchUrl);
    await hydrated(page, javaScriptEnabled);
    await page.getByTestId("listing-card").nth(index).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/apartments\//);
    // RFP listings ask for a proposal instead of Book.
    const book = page.getByTestId("book-form").getByRole("button", { name: TEXT[lng].book, exact: true });
    if ((await book.count()) === 0) continue;
    await hydrated(page, javaScriptEnabled);
    await book.click();
    await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
    if (extras === undefined) return;
    const hasExtras = (await page.getByTestId("checkout-progress").getByText("Extras").count()) > 0;
    if (hasExtras === extras) return;
  }
  throw new Error("no bookable offer in the results");
}

async function fillGuest(page: Page, lng: Lng, email: string) {
  const t = TEXT[lng];
  await page.getByLabel(t.firstName).fill("Ada");
  await page.getByLabel(t.lastName).fill("Lovelace");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("+44 20 7946 0958");
  await page.getByLabel(t.country).selectOption({ label: t.countryName });
}

/** Continues through an extras step when the apartment has one. */
async function continueToSummary(page: Page, lng: Lng) {
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/checkout\/(extra-services|summary)\?id=/);
  if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
  await expect(page.getByRole("heading", { name: TEXT[lng].summary })).toBeVisible();
}

/** Follows the confirmation's manage link, cancels and sees the status and the fee. */
async function cancelViaManageLink(page: Page, lng: Lng) {
  const t = TEXT[lng];
  await page.getByTestId("manage-link").click();
  await expect(page.getByTestId("manage-booking")).toBeVisible();
  await page.getByRole("link", { name: t.cancel }).click();
  await expect(page.getByTestId("cancel-fee")).toBeVisible();
  await page.getByRole("button", { name: t.confirmCancel }).click();
  await expect(page.getByTestId("booking-status")).toHaveText(t.cancelled);
  await expect(page.getByTestId("cancelled-fee")).toBeVisible();
  await expect(page.getByRole("link", { name: t.cancel })).toHaveCount(0);
}

async function book(page: Page, lng: Lng) {
  await page.getByLabel(TEXT[lng].terms).check();
  await page.getByTestId("book").click();
  await expect(page.getByRole("heading", { name: TEXT[lng].confirmed })).toBeVisible();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z]-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
}

test("pay by bank transfer, go back from the summary and change one field, book, cancel via the manage link (English)", async ({
  page,
}) => {
  // Booking, a back step, the summary's states and a cancellation: past 45 s on a loaded machine.
  test.slow();
  await startFromOffer(page, "quartier", "en", 61);
  await fillGuest(page, "en", "ada.en@example.com");
  await page.getByLabel(TEXT.en.bankTransfer).check();
  await continueToSummary(page, "en");
  await expect(page.getByTestId("summary-guest")).toContainText("+44 20 7946 0958");

  await page.getByTestId("step-back").click();
  await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
  await expect(page.getByLabel(TEXT.en.lastName)).toHaveValue("Lovelace");
  await page.getByLabel(TEXT.en.phone).fill("+44 20 7946 0000");
  await continueToSummary(page, "en");
  await expect(page.getByTestId("summary-guest")).toContainText("Ada Lovelace · ada.en@example.com · +44 20 7946 0000");
  await expect(page.getByTestId("summary-payment")).toContainText(TEXT.en.bankTransfer);
  // The terms open in a new tab; Book now is disabled until they are accepted.
  const terms = page.getByTestId("legal-links").getByRole("link", { name: /Terms and conditions/ });
  await expect(terms).toHaveAttribute("href", "/en/legal/terms");
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(terms).toHaveAttribute("rel", /noopener/);
  await hydrated(page);
  await expect(page.getByTestId("book")).toHaveAttribute("data-state", "disabled");
  await page.getByLabel(TEXT.en.terms).check();
  await expect(page.getByTestId("book")).toHaveAttribute("data-state", "ready");
  await book(page, "en");
  await expect(page.getByTestId("checkout-progress-bar")).toHaveAttribute("data-state", "success");
  await cancelViaManageLink(page, "en");
});

test("Back and Cancel lead to the apartment after the offer page was revalidated (cookies accepted, currency)", async ({
  page,
}) => {
  test.slow();
  await startFromOffer(page, "quartier", "en", 81);
  // Back on the offer page, a click in the cookie banner and a currency switch revalidate it in the browser.
  await page.getByTestId("step-back").click();
  await expect(page).toHaveURL(/\/en\/apartments\/[^/.?]+\?from=/);
  await hydrated(page);
  const banner = page.getByTestId("cookie-banner");
  if ((await banner.count()) > 0) {
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toHaveCount(0);
  }
  const offerUrl = page.url();
  await page.getByTestId("book-form").getByRole("button", { name: TEXT.en.book, exact: true }).click();
  await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
  await page.getByTestId("step-back").click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByTestId("book-form")).toBeVisible();

  await hydrated(page);
  const currency = page.getByTestId("currency-switch");
  await currency.locator("summary").first().click();
  await currency.getByRole("button", { name: "GBP" }).click();
  await expect(currency.locator("summary").first()).toHaveText("GBP");
  await page.getByTestId("book-form").getByRole("button", { name: TEXT.en.book, exact: true }).click();
  await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
  await page.getByTestId("step-cancel").click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByTestId("book-form")).toBeVisible();
});

test("shows translated messages and keeps the input (German)", async ({ page }) => {
  await startFromOffer(page, "quartier", "de", 63);
  await page.getByLabel(TEXT.de.firstName).fill("Ada");
  await page.getByLabel(TEXT.de.email).fill("keine-mail");
  await page.getByTestId("step-next").click();
  await expect(page.getByText("Bitte geben Sie Ihren Nachnamen ein.")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  await expect(page.getByLabel(TEXT.de.firstName)).toHaveValue("Ada");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("by card from the offer to the confirmation and a cancellation in German, on a tenant without extras", async ({
    page,
  }) => {
    await startFromOffer(page, "alpenstay", "de", 65, { javaScriptEnabled: false });
    await expect(page.getByTestId("checkout-progress")).not.toContainText("Extras");
    // Bad input comes back from the server with messages and the values kept.
    await page.getByLabel(TEXT.de.firstName).fill("Ada");
    await page.getByTestId("step-next").click();
    await expect(page.getByText("Bitte geben Sie Ihren Nachnamen ein.")).toBeVisible();
    await expect(page.getByLabel(TEXT.de.firstName)).toHaveValue("Ada");
    await fillGuest(page, "de", "ada.de@example.com");
    await page.getByLabel(TEXT.de.card).check();
    await page.getByTestId("step-next").click();
    // No extras step on this tenant: straight to the card, entered in the framed card page.
    await expect(page).toHaveURL(/\/de\/checkout\/payment\?id=/);
    await enterCard(page, "de", "5555 5555 5555 4444");
    await expect(page.getByTestId("card-accepted")).toContainText("MASTERCARD •••• 4444");
    await page.getByTestId("step-next").click();
    await expect(page).toHaveURL(/\/de\/checkout\/summary\?id=/);
    await book(page, "de");
    await cancelViaManageLink(page, "de");
  });
});

test("books on a phone @phone", async ({ page }) => {
  await startFromOffer(page, "quartier", "en", 67);
  // The total sits above the form, its lines behind "Details".
  const compact = page.getByTestId("checkout-compact-total");
  await expect(compact).toBeInViewport();
  const heading = await page.getByRole("heading", { name: TEXT.en.details }).boundingBox();
  expect(((await compact.boundingBox())?.y ?? 1e9) < (heading?.y ?? 0)).toBe(true);
  await expect(page.getByTestId("checkout-compact-price")).toBeHidden();
  await compact.getByText("Details").click();
  await expect(page.getByTestId("checkout-compact-price-total")).toBeVisible();
  await fillGuest(page, "en", "ada.phone@example.com");
  await page.getByLabel(TEXT.en.payAtProperty).check();
  await continueToSummary(page, "en");
  await expect(page.getByTestId("checkout-compact-total")).toBeVisible();
  await book(page, "en");
});

test("the card step shows its one button on a phone, in German @phone", async ({ page }) => {
  await startFromOffer(page, "quartier", "de", 79);
  await fillGuest(page, "de", "ada.phone.card@example.com");
  await page.getByLabel(TEXT.de.card).check();
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/checkout\/(extra-services|payment)\?id=/);
  if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/de\/checkout\/payment\?id=/);
  await expectOneCardAction(page, "de");
  await enterCard(page, "de", "4111 1111 1111 1111");
  await expect(page.getByTestId("card-accepted")).toContainText("VISA •••• 1111");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("checkout-progress")).toContainText(/Schritt (3 von 3|4 von 4): Übersicht/);
});

/** Types a card into the payment service's framed page; the page sends the whole window back. */
async function enterCard(page: Page, lng: Lng, number: string, cvv = "123") {
  const t = TEXT[lng];
  const frame = page.frameLocator(`iframe[title="${t.cardFrame}"]`);
  await frame.getByLabel(t.holder).fill("Ada Lovelace");
  await frame.getByLabel(t.cardNumber).fill(number);
  await frame.getByLabel(t.expiry).fill("12/30");
  await frame.getByLabel(t.cvv).fill(cvv);
  await frame.getByRole("button", { name: t.confirmCard }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\?id=[0-9a-f]{32}&transactionId=/);
}

test("pay by card: a declined card is explained, a good one books (English)", async ({ page }) => {
  // The longest journey: two cards, a change from the summary and the booking.
  test.slow();
  await startFromOffer(page, "quartier", "en", 69, { extras: true });
  await fillGuest(page, "en", "ada.card@example.com");
  await page.getByLabel(TEXT.en.card).check();
  await page.getByTestId("step-next").click();
  // This tenant has extras: one of the first service, and the running total follows.
  await expect(page).toHaveURL(/\/en\/checkout\/extra-services\?id=/);
  await hydrated(page);
  const total = page.getByTestId("extras-total");
  const before = await total.textContent();
  await page.getByTestId("extra-service").first().getByRole("spinbutton").fill("2");
  await expect(total).not.toHaveText(before ?? "");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("checkout-price")).toContainText("× 2");
  await expect(page).toHaveURL(/\/en\/checkout\/payment\?id=/);
  await expectOneCardAction(page, "en");
  await enterCard(page, "en", "4000 0000 0000 0002");
  // The declined card marks the step in the progress.
  await expect(page.getByTestId("checkout-progress-bar")).toHaveAttribute("data-state", "exception");
  await expect(page.getByTestId("step-error")).toContainText(TEXT.en.declined);
  await enterCard(page, "en", "4111 1111 1111 1111");
  await expect(page.getByTestId("card-accepted")).toContainText("VISA •••• 1111, 12/30");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("summary-payment")).toContainText("VISA •••• 1111");
  await expect(page.getByTestId("checkout-progress")).toContainText("Step 4 of 4: Summary");
  // The extras can be changed from the summary (the Back button follows the spec: to the payment step).
  await page.getByTestId("change-extras").click();
  await expect(page).toHaveURL(/\/en\/checkout\/extra-services\?id=/);
  await expect(page.getByTestId("extra-service").first().getByRole("spinbutton")).toHaveValue("2");
  await expect(page.getByTestId("checkout-progress")).toContainText("Step 2 of 4: Extras");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("card-accepted")).toContainText("VISA •••• 1111, 12/30");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("summary-payment")).toContainText("VISA •••• 1111");
  await book(page, "en");
});

/**
 * The card step has one primary action, the card form's own button, in full view inside a frame
 * sized to the card page; "Card details" is said once; the step's Continue comes after the card.
 */
async function expectOneCardAction(page: Page, lng: Lng) {
  const t = TEXT[lng];
  await hydrated(page);
  const iframe = page.locator(`iframe[title="${t.cardFrame}"]`);
  await expect(iframe).toHaveAttribute("data-sized", "content");
  const frame = page.frameLocator(`iframe[title="${t.cardFrame}"]`);
  const confirm = frame.getByRole("button", { name: t.confirmCard });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport();
  const frameBox = await iframe.boundingBox();
  const buttonBox = await confirm.boundingBox();
  expect(frameBox && buttonBox && buttonBox.y + buttonBox.height <= frameBox.y + frameBox.height).toBe(true);
  await expect(page.getByRole("heading", { name: t.cardDetails })).toHaveCount(1);
  await expect(frame.getByRole("heading", { name: t.cardDetails })).toHaveCount(0);
  await expect(page.getByTestId("step-next")).toHaveCount(0);
}

test("pay with a saved AirPlus card and the company's billing fields (German)", async ({ page }) => {
  await startFromOffer(page, "quartier", "de", 71);
  await fillGuest(page, "de", "ada.airplus@example.com");
  await page.getByLabel(TEXT.de.airplus).check();
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/checkout\/(extra-services|payment)\?id=/);
  if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/de\/checkout\/payment\?id=/);
  await page.getByLabel("Firmen-ID (optional)").fill("acme-consulting");
  await page.getByRole("button", { name: "Gespeicherte Karten suchen" }).click();
  await page.getByRole("radio").first().check();
  await page.getByLabel("Kostenstelle").fill("CC-4711");
  await page.getByTestId("step-next").click();
  await expect(page.getByText("Bitte füllen Sie dieses Feld aus.")).toBeVisible();
  await expect(page.getByLabel("Kostenstelle")).toHaveValue("CC-4711");
  await page.getByLabel("Personalnummer").fill("12345");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("summary-payment")).toContainText("UATP •••• 0003");
  await book(page, "de");
});

test("request a proposal for an apartment booked on request (English), then in German without JavaScript", async ({
  page,
  browser,
}) => {
  // Two requests, one of them paging through results without JavaScript.
  test.slow();
  const requestOffer = async (p: Page, lng: Lng, fromToday: number, javaScriptEnabled: boolean) => {
    const from = isoDateFromToday(fromToday);
    const to = isoDateFromToday(fromToday + 6);
    const searchUrl = tenantUrl(
      "quartier",
      `/${lng}/search/${PLACES.quartier}&inDate=${from}&outDate=${to}&guests=2&radius=25`,
    );
    await p.goto(searchUrl);
    const badge = lng === "de" ? "Angebotsanfrage" : "Request for proposal";
    const label = lng === "de" ? "Angebot anfragen" : "Request a proposal";
    // Listings on request rank last: page through the results to the first one.
    for (let pageNumber = 0; pageNumber < 20; pageNumber += 1) {
      await hydrated(p, javaScriptEnabled);
      const card = p.getByTestId("listing-card").filter({ hasText: badge }).first();
      if ((await card.count()) > 0) {
        await card.getByRole("link").first().click();
        await expect(p).toHaveURL(/\/apartments\//);
        await hydrated(p, javaScriptEnabled);
        await p.getByTestId("book-form").getByRole("button", { name: label }).click();
        return;
      }
      const next = p.locator('a[rel="next"]').first();
      if ((await next.count()) === 0) break;
      await next.click();
      await p.waitForLoadState();
    }
    throw new Error("no listing on request in the results");
  };

  await requestOffer(page, "en", 75, true);
  await expect(page.getByRole("heading", { name: "Request an offer for this apartment" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel request" })).toBeVisible();
  await expect(page.getByText(/Cancel booking|Booking steps/)).toHaveCount(0);
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada.rfp@example.com");
  await page.getByLabel(/Your budget/).fill("0");
  await page.getByTestId("send-request").click();
  await expect(page.getByText("Please enter an amount greater than 0")).toBeVisible();
  await page.getByLabel(/Your budget/).fill("9,500");
  await page.getByTestId("send-request").click();
  await expect(page.getByRole("heading", { name: "Your request has been sent" })).toBeVisible();
  await expect(page.getByTestId("enquiry-sent")).toContainText("ada.rfp@example.com");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const german = await context.newPage();
  await requestOffer(german, "de", 77, false);
  await expect(german.getByRole("button", { name: "Anfrage abbrechen" })).toBeVisible();
  await german.getByLabel("Ihr Name").fill("Ada Lovelace");
  await german.getByLabel("E-Mail").fill("ada.rfp.de@example.com");
  await german.getByLabel(/Ihr Budget/).fill("9.500,50");
  await german.getByTestId("send-request").click();
  await expect(german.getByRole("heading", { name: "Ihre Anfrage wurde gesendet" })).toBeVisible();
  await context.close();
});

import { expect, type Page, test } from "@playwright/test";
import {
  book,
  bookByForms,
  CARD_EXPIRY,
  continueToSummary,
  enterCard,
  fieldNames,
  fillGuest,
  type Lng,
  openStep,
  pastExtras,
  postGuestDetails,
  postStep,
  searchUrl,
  startCheckout,
  startCheckoutByForms,
  summaryByForms,
  TEXT,
} from "./checkout-support";
import { hydrated } from "./support";

/**
 * Booking journeys from an offer page to the confirmation. Each test books its own dates, so the
 * parallel journeys never compete for the same apartment nights.
 */

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

test("pay by bank transfer: back from the summary keeps the details, and one changed field shows (English)", async ({
  page,
}) => {
  await openStep(page, await summaryByForms(page, { lng: "en", fromToday: 61, email: "ada.en@example.com" }));
  await expect(page.getByTestId("summary-guest")).toContainText("+44 20 7946 0958");
  await page.getByTestId("step-back").click();
  await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
  await expect(page.getByLabel(TEXT.en.lastName)).toHaveValue("Lovelace");
  await page.getByLabel(TEXT.en.phone).fill("+44 20 7946 0000");
  await continueToSummary(page, "en");
  await expect(page.getByTestId("summary-guest")).toContainText("Ada Lovelace · ada.en@example.com · +44 20 7946 0000");
  await expect(page.getByTestId("summary-payment")).toContainText(TEXT.en.bankTransfer);
});

test("pay by bank transfer: Book now waits for the terms, which open in a new tab, then books (English)", async ({
  page,
}) => {
  await openStep(page, await summaryByForms(page, { lng: "en", fromToday: 109, email: "ada.terms@example.com" }));
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
});

test("pay by bank transfer: terms ticked before the scripts ran still let the guest book (English)", async ({
  page,
}) => {
  // A slow phone: the guest ticks the box while the page's scripts are still loading.
  const summary = await summaryByForms(page, { lng: "en", fromToday: 117, email: "ada.early@example.com" });
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await openStep(page, summary);
  await page.getByLabel(TEXT.en.terms).check();
  release();
  await hydrated(page);
  await expect(page.getByTestId("book")).toHaveAttribute("data-state", "ready");
  await book(page, "en");
});

test("cancel a booking via the confirmation's manage link (English)", async ({ page }) => {
  await bookByForms(page, { lng: "en", fromToday: 89, email: "ada.cancel.en@example.com" });
  await cancelViaManageLink(page, "en");
});

/** Books on the offer page's dates with the currency chosen there; answers the offer's address. */
async function backOnTheOfferPage(page: Page) {
  await startCheckout(page, "quartier", "en", 81);
  await page.getByTestId("step-back").click();
  await expect(page).toHaveURL(/\/en\/apartments\/[^/.?]+\?from=/);
  await hydrated(page);
  return page.url();
}

test("Back leads to the apartment after the offer page was revalidated by the cookie banner", async ({ page }) => {
  const offerUrl = await backOnTheOfferPage(page);
  // A click in the cookie banner revalidates the offer page in the browser.
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: "Accept all" }).click();
  await expect(banner).toHaveCount(0);
  await page.getByTestId("book-form").getByRole("button", { name: TEXT.en.book, exact: true }).click();
  await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
  await page.getByTestId("step-back").click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByTestId("book-form")).toBeVisible();
});

test("Cancel leads to the apartment after a currency switch revalidated the offer page, priced in that currency", async ({
  page,
}) => {
  const offerUrl = await backOnTheOfferPage(page);
  const total = page.getByTestId("price-breakdown-total");
  await expect(total).toContainText("€");
  const inEuros = amountOf(await total.textContent());
  const currency = page.getByTestId("currency-switch");
  await currency.locator("summary").first().click();
  await currency.getByRole("button", { name: "GBP" }).click();
  await expect(currency.locator("summary").first()).toHaveText("GBP");
  // The price is shown in pounds: another sign and another amount.
  await expect(total).toContainText("£");
  expect(amountOf(await total.textContent())).not.toBe(inEuros);
  await page.getByTestId("book-form").getByRole("button", { name: TEXT.en.book, exact: true }).click();
  await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
  await expect(page.getByTestId("checkout-price-total")).toContainText("£");
  await page.getByTestId("step-cancel").click();
  await expect(page).toHaveURL(offerUrl);
  await expect(page.getByTestId("book-form")).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    javaScriptEnabled ? "back to the apartment with JavaScript" : "back to the apartment without JavaScript",
    () => {
      test.use({ javaScriptEnabled });

      test("the browser's Back after Back to the apartment shows the checkout step again, with what was typed", async ({
        page,
      }) => {
        await startCheckout(page, "quartier", "en", javaScriptEnabled ? 85 : 86, { javaScriptEnabled });
        const checkoutUrl = page.url();
        await page.getByLabel(TEXT.en.firstName).fill("Ada");
        await page.getByTestId("step-back").click();
        await expect(page).toHaveURL(/\/en\/apartments\/[^/.?]+\?from=/);
        await expect(page.getByTestId("book-form")).toBeVisible();
        await hydrated(page, javaScriptEnabled);
        await page.goBack();
        await expect(page).toHaveURL(checkoutUrl);
        await expect(page.getByRole("heading", { name: TEXT.en.details })).toBeVisible();
        await expect(page.getByTestId("checkout-expired")).toHaveCount(0);
        await expect(page.getByLabel(TEXT.en.firstName)).toHaveValue("Ada");
        // Still this browser's checkout: its forms go on.
        await hydrated(page, javaScriptEnabled);
        await page.getByTestId("step-back").click();
        await expect(page).toHaveURL(/\/en\/apartments\/[^/.?]+\?from=/);
      });
    },
  );
}

/** The first amount in an English price text ("€1,234.56", "£1,050.20") as a number. */
function amountOf(text: string | null): number {
  return Number(text?.match(/\d[\d,]*(\.\d+)?/)?.[0]?.replace(/,/g, "") ?? Number.NaN);
}

test("shows translated messages and keeps the input (German)", async ({ page }) => {
  await startCheckout(page, "quartier", "de", 63);
  await page.getByLabel(TEXT.de.firstName).fill("Ada");
  await page.getByLabel(TEXT.de.email).fill("keine-mail");
  await page.getByTestId("step-next").click();
  await expect(page.getByText("Bitte geben Sie Ihren Nachnamen ein.")).toBeVisible();
  await expect(page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();
  await expect(page.getByLabel(TEXT.de.firstName)).toHaveValue("Ada");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("by card from the offer to the confirmation in German, on a tenant without extras", async ({ page }) => {
    await startCheckout(page, "alpenstay", "de", 65, { javaScriptEnabled: false });
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
    await enterCard(page, "de", "5555 5555 5555 4444", { javaScriptEnabled: false });
    await expect(page.getByTestId("card-accepted")).toContainText("MASTERCARD •••• 4444");
    await page.getByTestId("step-next").click();
    await expect(page).toHaveURL(/\/de\/checkout\/summary\?id=/);
    await book(page, "de");
  });

  test("the company fields show once the business box is ticked, and the company typed reaches the summary (English)", async ({
    page,
  }) => {
    await startCheckout(page, "quartier", "en", 127, { javaScriptEnabled: false });
    const company = page.getByLabel("Company", { exact: true });
    // Nothing to type that would be dropped: the company and billing fields wait for the box.
    await expect(company).toBeHidden();
    await fillGuest(page, "en", "ada.business@example.com");
    await page.getByLabel(/I am travelling for business/).check();
    await expect(company).toBeVisible();
    await company.fill("Analytical Engines Ltd");
    await page.getByLabel("Street and number").fill("12 Babbage Street");
    await page.getByLabel("Postcode").fill("EC1A 1BB");
    await page.getByLabel("City", { exact: true }).fill("London");
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "United Kingdom" });
    await page.getByLabel(TEXT.en.bankTransfer).check();
    await continueToSummary(page, "en");
    await expect(page.getByTestId("summary")).toContainText(
      "Analytical Engines Ltd · 12 Babbage Street, EC1A 1BB London",
    );
    // Back on the step, the box is still ticked and the company still shown.
    await page.getByTestId("step-back").click();
    await expect(company).toHaveValue("Analytical Engines Ltd");
    await expect(company).toBeVisible();
  });

  test("cancel a booking via the confirmation's manage link (German)", async ({ page }) => {
    await bookByForms(page, { lng: "de", fromToday: 97, email: "ada.cancel.de@example.com" });
    await cancelViaManageLink(page, "de");
  });
});

test("books on a phone @phone", async ({ page }) => {
  await startCheckout(page, "quartier", "en", 67);
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
  await startCheckout(page, "quartier", "de", 79);
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

/** A checkout by card with an extras step, opened on that step; the guest's details entered by the form. */
async function extrasStepByForms(page: Page, fromToday: number, email: string) {
  const booking = await startCheckoutByForms(page, "quartier", "en", fromToday, { extras: true });
  const extras = await postGuestDetails(page, booking, { email, paymentMethod: "card" });
  expect(extras).toMatch(/^\/en\/checkout\/extra-services\?id=/);
  await openStep(page, extras);
  await hydrated(page);
}

test("pay by card: the extras move the running total and the price (English)", async ({ page }) => {
  await extrasStepByForms(page, 69, "ada.card@example.com");
  const total = page.getByTestId("extras-total");
  const before = await total.textContent();
  await page.getByTestId("extra-service").first().getByRole("spinbutton").fill("2");
  await expect(total).not.toHaveText(before ?? "");
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/en\/checkout\/payment\?id=/);
  await expect(page.getByTestId("checkout-price")).toContainText("× 2");
  await expect(page.getByTestId("checkout-progress")).toContainText("Step 3 of 4: Payment");
});

test("pay by card: a declined card is explained, a good one books (English)", async ({ page }) => {
  const booking = await startCheckoutByForms(page, "quartier", "en", 113, { extras: true });
  const extras = await postGuestDetails(page, booking, {
    email: "ada.card.declined@example.com",
    paymentMethod: "card",
  });
  await openStep(page, await pastExtras(page, extras));
  await expect(page).toHaveURL(/\/en\/checkout\/payment\?id=/);
  await expectOneCardAction(page, "en");
  await enterCard(page, "en", "4000 0000 0000 0002");
  // The declined card marks the step in the progress.
  await expect(page.getByTestId("checkout-progress-bar")).toHaveAttribute("data-state", "exception");
  await expect(page.getByTestId("step-error")).toContainText(TEXT.en.declined);
  await enterCard(page, "en", "4111 1111 1111 1111");
  await expect(page.getByTestId("card-accepted")).toContainText(`VISA •••• 1111, ${CARD_EXPIRY}`);
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("summary-payment")).toContainText("VISA •••• 1111");
  await expect(page.getByTestId("checkout-progress")).toContainText("Step 4 of 4: Summary");
  await book(page, "en");
});

test("pay by card: the extras change from the summary and the accepted card stays (English)", async ({ page }) => {
  // Two of the first extra through the form, then the card as the guest enters it.
  const booking = await startCheckoutByForms(page, "quartier", "en", 93, { extras: true });
  const extras = await postGuestDetails(page, booking, { email: "ada.card.change@example.com", paymentMethod: "card" });
  const quantity = (await fieldNames(page, extras)).find((name) => name.startsWith("quantities."));
  expect(quantity, "an extra service to choose").toBeTruthy();
  await openStep(page, await postStep(page, extras, { [quantity ?? ""]: "2", intent: "next" }));
  await expect(page).toHaveURL(/\/en\/checkout\/payment\?id=/);
  await enterCard(page, "en", "4111 1111 1111 1111");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("summary-payment")).toContainText("VISA •••• 1111");
  // The extras can be changed from the summary (the Back button follows the spec: to the payment step).
  await page.getByTestId("change-extras").click();
  await expect(page).toHaveURL(/\/en\/checkout\/extra-services\?id=/);
  await expect(page.getByTestId("extra-service").first().getByRole("spinbutton")).toHaveValue("2");
  await expect(page.getByTestId("checkout-progress")).toContainText("Step 2 of 4: Extras");
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("card-accepted")).toContainText(`VISA •••• 1111, ${CARD_EXPIRY}`);
  await page.getByTestId("step-next").click();
  await expect(page.getByTestId("summary-payment")).toContainText("VISA •••• 1111");
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
  // The guest's details through the form; the card search and the billing fields as the guest enters them.
  const booking = await startCheckoutByForms(page, "quartier", "de", 71);
  const details = await postGuestDetails(page, booking, { email: "ada.airplus@example.com", paymentMethod: "airplus" });
  await openStep(page, await pastExtras(page, details));
  await expect(page).toHaveURL(/\/de\/checkout\/payment\?id=/);
  await hydrated(page);
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

/**
 * Opens the first listing on request (they rank last) by paging through the results, and presses
 * Request a proposal. Each next page is awaited by its address, which changes only once the page
 * has (with JavaScript the old page stays in view while the next one loads).
 */
async function requestOffer(page: Page, lng: Lng, fromToday: number, javaScriptEnabled: boolean) {
  await page.goto(searchUrl("quartier", lng, fromToday, { nights: 6, radius: 25 }));
  const badge = lng === "de" ? "Angebotsanfrage" : "Request for proposal";
  const label = lng === "de" ? "Angebot anfragen" : "Request a proposal";
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    const card = page.getByTestId("listing-card").filter({ hasText: badge }).first();
    if ((await card.count()) > 0) {
      await card.getByRole("link").first().click();
      await expect(page).toHaveURL(/\/apartments\//);
      await hydrated(page, javaScriptEnabled);
      await page.getByTestId("book-form").getByRole("button", { name: label }).click();
      return;
    }
    const next = page.locator('a[rel="next"]').first();
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pageNumber + 1}(&|$)`));
    // With JavaScript the address changes before the new page is shown: wait for its number, so the
    // next link pressed is the new page's ("Page 2 of 9", "Seite 2 von 9").
    await expect(page.getByTestId("pagination").locator('[aria-current="page"]')).toHaveText(
      new RegExp(`^\\D*${pageNumber + 1}\\D`),
    );
  }
  throw new Error("no listing on request in the results");
}

test("request a proposal for an apartment booked on request (English)", async ({ page }) => {
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
});

test.describe("requests without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("request a proposal in German, paging through the results by their links", async ({ page }) => {
    await requestOffer(page, "de", 77, false);
    await expect(page.getByRole("button", { name: "Anfrage abbrechen" })).toBeVisible();
    await page.getByLabel("Ihr Name").fill("Ada Lovelace");
    await page.getByLabel("E-Mail").fill("ada.rfp.de@example.com");
    await page.getByLabel(/Ihr Budget/).fill("9.500,50");
    await page.getByTestId("send-request").click();
    await expect(page.getByRole("heading", { name: "Ihre Anfrage wurde gesendet" })).toBeVisible();
  });
});

import { expect, type Page, test } from "@playwright/test";
import {
  CARD_EXPIRY,
  cardFrame,
  type Lng,
  openStep,
  pastExtras,
  postGuestDetails,
  sendCardForm,
  startCheckoutByForms,
  TEXT,
} from "./checkout-support";
import { hydrated } from "./support";

/**
 * Card errors on the payment step: the card page in its frame answers a bad card in the frame, next
 * to each field and in the page's language, while the window stays on the brand's checkout; a good
 * card then goes on to the summary. With and without JavaScript, in English and German.
 */

const MESSAGES = {
  en: {
    holderRequired: "Please enter the name on the card.",
    cardNumberInvalid: "This card number is not valid. Please check it.",
    cardBrandUnsupported: "This type of card is not accepted.",
    expiryInvalid: "Please enter the expiry date as MM/YY.",
    expiryPast: "This card has expired.",
    cvvInvalid: "Please enter the security code printed on your card.",
  },
  de: {
    holderRequired: "Bitte geben Sie den Namen auf der Karte ein.",
    cardNumberInvalid: "Diese Kartennummer ist ungültig. Bitte prüfen Sie sie.",
    cardBrandUnsupported: "Diese Kartenart wird nicht akzeptiert.",
    expiryInvalid: "Bitte geben Sie das Ablaufdatum als MM/JJ ein.",
    expiryPast: "Diese Karte ist abgelaufen.",
    cvvInvalid: "Bitte geben Sie die Prüfnummer Ihrer Karte ein.",
  },
} as const;

type Field = "holder" | "cardNumber" | "expiry" | "cvv";
type Mistake = { field: Field; message: keyof (typeof MESSAGES)["en"] };

/** Last month as MM/YY: an expiry that has passed. */
const PAST_EXPIRY = (() => {
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${String(last.getUTCMonth() + 1).padStart(2, "0")}/${String(last.getUTCFullYear() % 100).padStart(2, "0")}`;
})();

/** A checkout by card on its payment step, the guest's details entered by the form. */
async function paymentStep(page: Page, lng: Lng, fromToday: number, javaScriptEnabled: boolean): Promise<string> {
  const booking = await startCheckoutByForms(page, "quartier", lng, fromToday);
  const payment = await pastExtras(
    page,
    await postGuestDetails(page, booking, { email: `ada.card.errors.${lng}@example.com`, paymentMethod: "card" }),
  );
  expect(payment).toMatch(new RegExp(`^/${lng}/checkout/payment\\?id=[0-9a-f]{32}$`));
  await openStep(page, payment);
  await hydrated(page, javaScriptEnabled);
  return new URL(payment, page.url()).toString();
}

/**
 * Sends a bad card and sees each mistake beside its field inside the frame, what was typed kept
 * but the security code, and the window still on the step, on the brand's host.
 */
async function expectMistakesInFrame(
  page: Page,
  lng: Lng,
  stepUrl: string,
  card: { holder: string; number: string; expiry: string; cvv: string },
  mistakes: Mistake[],
) {
  const t = TEXT[lng];
  const frame = cardFrame(page, lng);
  await sendCardForm(page, lng, card);
  const labels: Record<Field, string> = { holder: t.holder, cardNumber: t.cardNumber, expiry: t.expiry, cvv: t.cvv };
  for (const { field, message } of mistakes) {
    const text = MESSAGES[lng][message];
    // The frame's answer is the signal: the message shows next to its field, which it describes.
    await expect(frame.locator(`#f-${field}-error`)).toContainText(text);
    await expect(frame.getByLabel(labels[field])).toHaveAttribute("aria-invalid", "true");
    await expect(frame.getByLabel(labels[field])).toHaveAccessibleDescription(new RegExp(escapeRegExp(text)));
  }
  await expect(frame.getByRole("alert")).toBeVisible();
  expect(page.url()).toBe(stepUrl);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(frame.getByLabel(t.holder)).toHaveValue(card.holder);
  await expect(frame.getByLabel(t.cardNumber)).toHaveValue(card.number);
  await expect(frame.getByLabel(t.expiry)).toHaveValue(card.expiry);
  await expect(frame.getByLabel(t.cvv)).toHaveValue("");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A good card after the errors: the step reads it back and goes on to the summary. */
async function goodCardToSummary(page: Page, lng: Lng, javaScriptEnabled: boolean) {
  const t = TEXT[lng];
  await sendCardForm(page, lng, { number: "4111 1111 1111 1111", expiry: CARD_EXPIRY, cvv: "123" });
  if (!javaScriptEnabled) await cardFrame(page, lng).getByRole("link", { name: t.cardSent }).click();
  await expect(page.getByTestId("card-accepted")).toContainText(`VISA •••• 1111, ${CARD_EXPIRY}`, { timeout: 30_000 });
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(new RegExp(`/${lng}/checkout/summary\\?id=`));
  await expect(page.getByRole("heading", { name: t.summary })).toBeVisible();
  await expect(page.getByTestId("summary-payment")).toContainText("VISA •••• 1111");
}

test("with JavaScript, a bad expiry and a one-digit code are shown in the frame, then a good card goes on (English)", async ({
  page,
}) => {
  const step = await paymentStep(page, "en", 119, true);
  await expectMistakesInFrame(
    page,
    "en",
    step,
    { holder: "Ada Lovelace", number: "4111 1111 1111 1111", expiry: "13/30", cvv: "1" },
    [
      { field: "expiry", message: "expiryInvalid" },
      { field: "cvv", message: "cvvInvalid" },
    ],
  );
  await goodCardToSummary(page, "en", true);
});

test("with JavaScript, a wrong number and an expired card are shown in the frame, then a good card goes on (German) @phone", async ({
  page,
}) => {
  const step = await paymentStep(page, "de", 123, true);
  await expectMistakesInFrame(
    page,
    "de",
    step,
    { holder: "Ada Lovelace", number: "4111 1111 1111 1112", expiry: PAST_EXPIRY, cvv: "123" },
    [
      { field: "cardNumber", message: "cardNumberInvalid" },
      { field: "expiry", message: "expiryPast" },
    ],
  );
  await goodCardToSummary(page, "de", true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad expiry and a one-digit code are shown in the frame, then a good card goes on (German)", async ({
    page,
  }) => {
    const step = await paymentStep(page, "de", 127, false);
    await expectMistakesInFrame(
      page,
      "de",
      step,
      { holder: "Ada Lovelace", number: "5555 5555 5555 4444", expiry: "13/30", cvv: "1" },
      [
        { field: "expiry", message: "expiryInvalid" },
        { field: "cvv", message: "cvvInvalid" },
      ],
    );
    await goodCardToSummary(page, "de", false);
  });

  test("no name and a card of another kind are shown in the frame, then a good card goes on (English)", async ({
    page,
  }) => {
    const step = await paymentStep(page, "en", 133, false);
    await expectMistakesInFrame(
      page,
      "en",
      step,
      { holder: "", number: "9111 1111 1111 1111", expiry: CARD_EXPIRY, cvv: "123" },
      [
        { field: "holder", message: "holderRequired" },
        { field: "cardNumber", message: "cardBrandUnsupported" },
      ],
    );
    await goodCardToSummary(page, "en", false);
  });
});

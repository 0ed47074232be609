import type { PaymentsLanguage } from "../../../app/domain/payments/payments-contract";

/** The sandbox page's texts. It is its own service, so it carries its own two languages. */
const en = {
  title: "Card details",
  sandboxNotice: "Test mode: no real payment is made. Use one of the test cards below.",
  amount: "Amount",
  holder: "Name on card",
  cardNumber: "Card number",
  expiry: "Expiry date (MM/YY)",
  cvv: "Security code (CVV)",
  cvvHint: "3 digits on the back; 4 on the front for American Express; none for AirPlus.",
  submit: "Confirm card",
  cancel: "Cancel and go back",
  errorSummary: "Please check your card details.",
  holderRequired: "Please enter the name on the card.",
  holderTooLong: "The name on the card is too long.",
  cardNumberInvalid: "This card number is not valid. Please check it.",
  cardBrandUnsupported: "This type of card is not accepted.",
  expiryInvalid: "Please enter the expiry date as MM/YY.",
  cvvInvalid: "Please enter the security code printed on your card.",
  notFoundTitle: "Payment form not found",
  notFoundBody: "This payment form does not exist or has expired. Please go back and start the payment again.",
  completedTitle: "Payment form already used",
  completedBody: "The card details for this payment were already sent.",
  badRequestTitle: "Invalid payment link",
  badRequestBody: "This payment link is incomplete or not allowed. Please go back and start the payment again.",
  forbiddenTitle: "Card details not accepted",
  forbiddenBody: "Card details are only accepted from this payment form. Please go back and enter them here.",
  continue: "Continue",
  testCards: "Test cards",
  brand: "Brand",
  testCardOutcome: "Result",
  approved: "approved",
  declined: "declined",
  expiredHint: "Any card with an expiry date in the past is answered as expired.",
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  title: "Kartendaten",
  sandboxNotice: "Testmodus: Es wird keine echte Zahlung ausgeführt. Verwenden Sie eine der Testkarten unten.",
  amount: "Betrag",
  holder: "Name auf der Karte",
  cardNumber: "Kartennummer",
  expiry: "Ablaufdatum (MM/JJ)",
  cvv: "Prüfnummer (CVV)",
  cvvHint: "3 Ziffern auf der Rückseite; bei American Express 4 auf der Vorderseite; bei AirPlus keine.",
  submit: "Karte bestätigen",
  cancel: "Abbrechen und zurück",
  errorSummary: "Bitte prüfen Sie Ihre Kartendaten.",
  holderRequired: "Bitte geben Sie den Namen auf der Karte ein.",
  holderTooLong: "Der Name auf der Karte ist zu lang.",
  cardNumberInvalid: "Diese Kartennummer ist ungültig. Bitte prüfen Sie sie.",
  cardBrandUnsupported: "Diese Kartenart wird nicht akzeptiert.",
  expiryInvalid: "Bitte geben Sie das Ablaufdatum als MM/JJ ein.",
  cvvInvalid: "Bitte geben Sie die Prüfnummer Ihrer Karte ein.",
  notFoundTitle: "Zahlungsformular nicht gefunden",
  notFoundBody:
    "Dieses Zahlungsformular gibt es nicht oder es ist abgelaufen. Bitte gehen Sie zurück und starten Sie die Zahlung erneut.",
  completedTitle: "Zahlungsformular bereits verwendet",
  completedBody: "Die Kartendaten für diese Zahlung wurden bereits gesendet.",
  badRequestTitle: "Ungültiger Zahlungslink",
  badRequestBody:
    "Dieser Zahlungslink ist unvollständig oder nicht erlaubt. Bitte gehen Sie zurück und starten Sie die Zahlung erneut.",
  forbiddenTitle: "Kartendaten nicht angenommen",
  forbiddenBody:
    "Kartendaten werden nur aus diesem Zahlungsformular angenommen. Bitte gehen Sie zurück und geben Sie sie hier ein.",
  continue: "Weiter",
  testCards: "Testkarten",
  brand: "Marke",
  testCardOutcome: "Ergebnis",
  approved: "genehmigt",
  declined: "abgelehnt",
  expiredHint: "Jede Karte mit einem Ablaufdatum in der Vergangenheit wird als abgelaufen beantwortet.",
};

export const MESSAGES: Record<PaymentsLanguage, Record<MessageKey, string>> = { en, de };

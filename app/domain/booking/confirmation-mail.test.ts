import { describe, expect, it } from "vitest";
import { bankTransferDetails } from "./bank-transfer";
import { confirmationMail, escapeHtml } from "./confirmation-mail";
import { bookingFixture, mailContext } from "./test-support/mail-fixtures";

const booking = bookingFixture({
  guest: { firstName: "Ada <script>", lastName: "Lovelace", email: "ada@example.com" },
  price: {
    currency: "EUR",
    nights: 3,
    accommodation: 30000,
    lines: [
      { code: "cleaning", amount: 5000 },
      { code: "extraService", serviceId: "breakfast", amount: 4500 },
    ],
    total: 39500,
    monthlyRateApplied: false,
  },
});

const mail = (lng: "de" | "en") =>
  confirmationMail({
    ...mailContext,
    booking,
    lng,
    manageUrl: "https://quartier.example/en/bookings/b-1?token=abc&x=1",
    cancellation: "Non-refundable",
    serviceName: (id) => `service:${id}`,
  });

describe("confirmationMail", () => {
  it.each([
    [
      "subject",
      (m: ReturnType<typeof mail>) => m.subject,
      "mail.confirmation.subject(brand=Quartier,reference=Q-ABCD-EFGH)",
    ],
    ["reference", (m: ReturnType<typeof mail>) => m.text, "mail.confirmation.reference: Q-ABCD-EFGH"],
    ["dates", (m: ReturnType<typeof mail>) => m.text, "2027-03-01..2027-03-04"],
    ["extra service line", (m: ReturnType<typeof mail>) => m.text, "service:breakfast: 45.00 EUR"],
    ["fee line", (m: ReturnType<typeof mail>) => m.text, "offer.fees.cleaning: 50.00 EUR"],
    ["total", (m: ReturnType<typeof mail>) => m.text, "mail.confirmation.total: 395.00 EUR"],
    [
      "manage link in text",
      (m: ReturnType<typeof mail>) => m.text,
      "https://quartier.example/en/bookings/b-1?token=abc&x=1",
    ],
    [
      "manage link in html",
      (m: ReturnType<typeof mail>) => m.html,
      'href="https://quartier.example/en/bookings/b-1?token=abc&amp;x=1"',
    ],
    ["payment method", (m: ReturnType<typeof mail>) => m.text, "checkout.paymentMethods.card"],
  ])("has the %s", (_name, part, expected) => {
    expect(part(mail("en"))).toContain(expected);
  });

  it.each(["de", "en"] as const)("sets the html language %s", (lng) => {
    expect(mail(lng).html).toContain(`<html lang="${lng}">`);
  });

  it("names a voucher's code and discount between the fees and the discounted total", () => {
    const withVoucher = confirmationMail({
      ...mailContext,
      booking: { ...booking, price: { ...booking.price, total: 36500, voucher: { code: "WELCOME10", amount: 3000 } } },
      lng: "en",
      manageUrl: "https://quartier.example/en/bookings/b-1",
      cancellation: "Non-refundable",
      serviceName: (id) => `service:${id}`,
    });
    expect(withVoucher.text).toContain(
      "service:breakfast: 45.00 EUR\nvouchers.discountLine(code=WELCOME10): −30.00 EUR\nmail.confirmation.total: 365.00 EUR",
    );
    expect(withVoucher.html).toContain(
      'vouchers.discountLine(code=WELCOME10)</td><td style="padding:4px 0;">−30.00 EUR',
    );
    expect(mail("en").text).not.toContain("vouchers.discountLine");
  });

  it("escapes what the guest typed in the HTML part", () => {
    const { html } = mail("en");
    expect(html).not.toContain("<script>");
    expect(html).toContain("Ada &lt;script&gt;");
  });

  it.each([
    ["<b>", "&lt;b&gt;"],
    ["\"quoted\" & 'single'", "&quot;quoted&quot; &amp; &#39;single&#39;"],
    ["plain", "plain"],
  ])("escapeHtml(%j)", (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });

  it("gives the bank details of a bank-transfer booking, the IBAN in groups of four", () => {
    const bankBooking = { ...booking, paymentMethod: "bankTransfer" };
    const details = bankTransferDetails(bankBooking, {
      tenant: { accountHolder: "Quartier <GmbH>", iban: "DE89370400440532013000", bic: "COBADEFFXXX" },
    });
    const withBank = confirmationMail({
      ...mailContext,
      booking: bankBooking,
      lng: "en",
      manageUrl: "https://quartier.example/en/bookings/b-1?token=abc",
      cancellation: "Non-refundable",
      serviceName: (id) => `service:${id}`,
      bankTransfer: details,
      formatDate: (d) => `date:${d}`,
    });
    for (const line of [
      "bankTransfer.accountHolder: Quartier <GmbH>",
      "bankTransfer.iban: DE89 3704 0044 0532 0130 00",
      "bankTransfer.bic: COBADEFFXXX",
      "bankTransfer.amount: 395.00 EUR",
      "bankTransfer.reference: Q-ABCD-EFGH",
      "bankTransfer.dueDate: date:2027-01-08",
    ]) {
      expect(withBank.text).toContain(line);
    }
    expect(withBank.html).toContain("Quartier &lt;GmbH&gt;");
    expect(withBank.html).toContain("DE89 3704 0044 0532 0130 00");
    expect(mail("en").text).not.toContain("bankTransfer.iban");
  });
});

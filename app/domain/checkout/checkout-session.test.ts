import { describe, expect, it } from "vitest";
import { bookingRequestFrom } from "./booking-request";
import {
  checkoutTotal,
  hasValidPayment,
  isCheckoutSessionId,
  missingStepBefore,
  parseCheckoutSession,
} from "./checkout-session";
import { card, details, STAY, session } from "./test-support/checkout-session";

const extras = {
  amount: 12000,
  currency: "EUR",
  lines: [{ id: "breakfast", pricing: "perPersonPerNight" as const, quantity: 1, unitAmount: 1500, amount: 12000 }],
};
const payment = (amount: number) => ({ method: "card" as const, transactionId: "tx-1", amount, token: "tok", card });

describe("checkout session ids", () => {
  it.each([
    ["0123456789abcdef0123456789abcdef", true],
    ["0123456789ABCDEF0123456789ABCDEF", false],
    ["0123456789abcdef", false],
    ["../../etc/passwd", false],
    [null, false],
    [42, false],
  ])("isCheckoutSessionId(%j) is %s", (value, expected) => {
    expect(isCheckoutSessionId(value)).toBe(expected);
  });

  it("treats a stored record that does not parse as missing", () => {
    expect(parseCheckoutSession(session())).not.toBeNull();
    expect(parseCheckoutSession({ ...session(), id: "short" })).toBeNull();
    expect(parseCheckoutSession({ ...session(), version: 2 })).toBeNull();
    expect(parseCheckoutSession(null)).toBeNull();
  });
});

describe("totals and payments", () => {
  it.each([
    ["stay only", session(), 45000],
    ["stay and extras", session({ extraServicesTotal: extras }), 57000],
  ])("checkoutTotal: %s", (_name, value, expected) => {
    expect(checkoutTotal(value.state)).toBe(expected);
  });

  it.each([
    ["no payment", session(), false],
    ["a card for the current total", session({ payment: payment(45000) }), true],
    ["a card for an older total", session({ payment: payment(45000), extraServicesTotal: extras }), false],
  ])("hasValidPayment: %s", (_name, value, expected) => {
    expect(hasValidPayment(value.state)).toBe(expected);
  });
});

describe("missingStepBefore", () => {
  const card = { ...details, paymentMethod: "card" as const };
  it.each([
    ["summary without details", session(), "checkout.summary", "checkout.booking"],
    ["summary with bank transfer", session({ bookingDetails: details }), "checkout.summary", null],
    [
      "summary by card without a card",
      session({ bookingDetails: card }),
      "checkout.summary",
      "checkout.paymentInformations",
    ],
    [
      "summary by card with a card",
      session({ bookingDetails: card, payment: payment(45000) }),
      "checkout.summary",
      null,
    ],
    ["payment without details", session(), "checkout.paymentInformations", "checkout.booking"],
    [
      "payment for bank transfer",
      session({ bookingDetails: details }),
      "checkout.paymentInformations",
      "checkout.booking",
    ],
    ["payment by card", session({ bookingDetails: card }), "checkout.paymentInformations", null],
  ] as const)("%s", (_name, value, page, expected) => {
    expect(missingStepBefore(value, page)).toBe(expected);
  });
});

describe("bookingRequestFrom", () => {
  it("is null until the guest's details (and a card, when paying by card) are there", () => {
    expect(bookingRequestFrom(session())).toBeNull();
    expect(bookingRequestFrom(session({ bookingDetails: { ...details, paymentMethod: "card" } }))).toBeNull();
  });

  it("books the offer with the guest, extras with quantities, the expected total and the card token", () => {
    const request = bookingRequestFrom(
      session({
        bookingDetails: {
          ...details,
          paymentMethod: "card",
          arrivalTime: "18:30",
          message: "Late arrival",
          travellingForBusiness: true,
          business: {
            company: "Acme",
            vatId: "DE123456789",
            billingAddress: { street: "Weg 1", postcode: "10115", city: "Berlin", country: "DE" },
          },
        },
        extraServicesTotal: extras,
        payment: payment(57000),
      }),
    );
    expect(request).toMatchObject({
      apartmentTypeId: "a-1",
      ratePlanId: "r-1",
      from: STAY.from,
      to: STAY.to,
      guests: 2,
      guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "Acme", country: "GB" },
      extraServices: [{ id: "breakfast", quantity: 1 }],
      paymentMethod: "card",
      paymentReference: "card:tok",
      paymentCard: payment(57000).card,
      expectedTotal: { amount: 57000, currency: "EUR" },
    });
    expect(JSON.stringify(request?.paymentCard)).not.toMatch(/\d{7}/);
    expect(request?.notes?.split("\n")).toEqual([
      "Arrival: 18:30",
      "Company: Acme (VAT DE123456789)",
      "Billing address: Weg 1, 10115 Berlin, DE",
      "Message: Late arrival",
    ]);
  });

  it("carries the RFP references and the AirPlus billing fields", () => {
    const request = bookingRequestFrom(
      session(
        {
          bookingDetails: { ...details, paymentMethod: "airplus" },
          payment: { ...payment(45000), method: "airplus", transactionId: null, dbi: { KS: "CC-1", PK: "" } },
        },
        {
          rfpId: "rfp-1",
          offer: {
            apartmentTypeId: "a-1",
            ratePlanId: "r-1",
            from: STAY.from,
            to: STAY.to,
            guests: 2,
            rfpOfferId: "o-1",
          },
        },
      ),
    );
    expect(request).toMatchObject({ rfpId: "rfp-1", rfpOfferId: "o-1", paymentReference: "airplus:tok" });
    expect(request?.notes).toContain("AirPlus DBI: KS=CC-1");
    expect(request?.notes).not.toContain("PK=");
  });
  it.each([
    ["the campaign the apartment page carried", { utm_source: "newsletter", cms: "spring" }],
    ["none without one", null],
    ["none for a session started before campaigns were kept", undefined],
  ])("carries where the guest came from: %s", (_, campaign) => {
    const request = bookingRequestFrom(
      session({ bookingDetails: details }, campaign === undefined ? {} : { campaign }),
    );
    expect(request?.campaign).toEqual(campaign ?? undefined);
  });
});

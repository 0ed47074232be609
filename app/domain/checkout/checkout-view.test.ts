import { describe, expect, it } from "vitest";
import { checkoutViewOf } from "./checkout-view";
import { details, STAY, session } from "./test-support/checkout-session";

const view = (s = session(), rates: { base: string; rates: Record<string, number> } | null = null) =>
  checkoutViewOf({
    session: s,
    lng: "en",
    servicesFeatureEnabled: true,
    paymentMethods: ["bankTransfer", "card"],
    currency: "USD",
    rates,
  });

describe("checkoutViewOf", () => {
  it.each([
    ["the offer's stay and guests", session(), { from: STAY.from, to: STAY.to, nights: 4, guests: 2 }],
    [
      "the guests entered with the details",
      session({ bookingDetails: { ...details, guests: 3 } }),
      { from: STAY.from, to: STAY.to, nights: 4, guests: 3 },
    ],
    [
      "the price's nights when the dates cannot be read",
      session({}, { offer: { apartmentTypeId: "a-1", ratePlanId: "r-1", from: "bad", to: STAY.to, guests: 2 } }),
      { from: "bad", to: STAY.to, nights: 4, guests: 2 },
    ],
  ])("the stay: %s", (_, s, stay) => {
    expect(view(s).stay).toEqual(stay);
  });

  it.each([
    ["a public rate: in the visitor's currency", {}, { currency: "USD", convertedInto: null }],
    [
      "an enquiry's offer: in the offer's currency, the visitor's only as a conversion",
      { rfpOfferId: "rfo_1" },
      { currency: "EUR", convertedInto: "USD" },
    ],
  ])("the currency of %s", (_, offer, shown) => {
    const base = session();
    const s = session({}, { offer: { ...base.params.offer, ...offer } });
    expect(view(s)).toMatchObject(shown);
  });

  it("shows the steps of this checkout, its total, and whether it is booked", () => {
    const shown = view();
    expect(shown.steps[0]).toBe("checkout.booking");
    expect(shown.steps).toContain("checkout.summary");
    expect(shown.total).toEqual({ amount: 45000, currency: "EUR" });
    expect(shown.booked).toBe(false);
    expect(shown.sessionId).toBe(session().id);
  });

  it.each([
    ["no rates", null, null],
    [
      "only base and rates go to the browser",
      { base: "EUR", rates: { USD: 1.1 }, date: STAY.from },
      { base: "EUR", rates: { USD: 1.1 } },
    ],
  ])("display rates: %s", (_, rates, expected) => {
    expect(view(session(), rates).rates).toEqual(expected);
  });

  it("names the extra services in the page's language, or by id when the catalogue does not know one", () => {
    const s = session();
    const unknown = {
      ...s,
      state: {
        ...s.state,
        apartment: {
          ...s.state.apartment,
          extraServices: [{ id: "no-such-service", price: 1, pricing: "once" as const }],
        },
      },
    };
    expect(view(unknown).serviceNames).toEqual({ "no-such-service": "no-such-service" });
    expect(Object.keys(view().serviceNames)).toEqual(["breakfast"]);
  });
});

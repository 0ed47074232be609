import { describe, expect, it } from "vitest";
import { bookingRequestFrom } from "./booking-request";
import { checkoutItemsOf, refusedItemIndex, withoutItem } from "./checkout-items";
import { checkoutTotal } from "./checkout-session";
import { details, session, stayItem } from "./test-support/checkout-session";

const extras = {
  amount: 6000,
  currency: "EUR",
  lines: [{ id: "breakfast", pricing: "perPersonPerNight" as const, quantity: 1, unitAmount: 1500, amount: 6000 }],
};
/** Three apartments: the session's studio (450.00), a loft b (300.00, with breakfast) and a loft c (250.00). */
const threeApartments = () =>
  session({
    bookingDetails: details,
    additionalItems: [{ ...stayItem("b", 30_000, 3), extraServicesTotal: extras }, stayItem("c", 25_000, 1)],
  });

describe("a checkout of several apartments", () => {
  it("totals every apartment with its extras", () => {
    expect(checkoutTotal(threeApartments().state)).toBe(45_000 + 30_000 + 6000 + 25_000);
    expect(checkoutTotal(session().state)).toBe(45_000);
  });

  it("asks the OTA for the further apartments with their own rate, guests, extras and totals, and the whole total", () => {
    const request = bookingRequestFrom(threeApartments());
    expect(request).toMatchObject({
      apartmentTypeId: "a-1",
      ratePlanId: "r-1",
      guests: 2,
      expectedTotal: { amount: 106_000, currency: "EUR" },
      additionalItems: [
        {
          apartmentTypeId: "b",
          ratePlanId: "rate-b",
          guests: 3,
          extraServices: [{ id: "breakfast", quantity: 1 }],
          expectedTotal: { amount: 36_000, currency: "EUR" },
        },
        { apartmentTypeId: "c", ratePlanId: "rate-c", guests: 1, extraServices: [], expectedTotal: { amount: 25_000 } },
      ],
    });
  });

  it("sends no further items for one apartment", () => {
    expect(bookingRequestFrom(session({ bookingDetails: details }))?.additionalItems).toBeUndefined();
  });

  it("lists the items in booking order, the session's own first", () => {
    expect(checkoutItemsOf(threeApartments()).map((item) => [item.apartment.id, item.guests])).toEqual([
      ["a-1", 2],
      ["b", 3],
      ["c", 1],
    ]);
  });
});

describe("the item the OTA refused", () => {
  it.each([
    [{ itemIndex: 2 }, 3, 2],
    [{ itemIndex: 0 }, 3, 0],
    [{ itemIndex: 3 }, 3, null],
    [{ itemIndex: "1" }, 3, null],
    [{}, 3, null],
    [undefined, 3, null],
  ] as const)("details %j of %i items: %s", (given, count, expected) => {
    expect(refusedItemIndex(given, count)).toBe(expected);
  });
});

describe("dropping an apartment that is gone", () => {
  it("drops a further apartment and books the rest under a new key", () => {
    const dropped = withoutItem(threeApartments(), 1, "new-key");
    expect(dropped?.state.additionalItems.map((item) => item.apartment.id)).toEqual(["c"]);
    expect(dropped?.idempotencyKey).toBe("new-key");
    expect(dropped && checkoutTotal(dropped.state)).toBe(45_000 + 25_000);
  });

  it("makes the next apartment the first when the first is gone: its offer, guests and extras", () => {
    const dropped = withoutItem(threeApartments(), 0, "new-key");
    expect(dropped?.params.offer).toMatchObject({ apartmentTypeId: "b", ratePlanId: "rate-b", guests: 3 });
    expect(dropped?.state.apartment.id).toBe("b");
    expect(dropped?.state.bookingDetails?.guests).toBe(3);
    expect(dropped?.state.extraServicesTotal).toEqual(extras);
    expect(dropped && bookingRequestFrom(dropped)).toMatchObject({
      apartmentTypeId: "b",
      guests: 3,
      expectedTotal: { amount: 36_000 + 25_000 },
      additionalItems: [{ apartmentTypeId: "c" }],
    });
  });

  it.each([
    ["the only apartment", session({ bookingDetails: details }), 0],
    ["an item that is not there", threeApartments(), 3],
  ] as const)("drops nothing for %s", (_name, from, index) => {
    expect(withoutItem(from, index, "new-key")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { MAX_BOOKING_ITEMS } from "../../../shared/ota/booking";
import {
  addToStay,
  changeStayGuests,
  guestsForNewItem,
  parseStayCollection,
  removeFromStay,
  type StayAddition,
  type StayCollection,
  type StayItem,
  stayBarOf,
} from "./stay-collection";

const item = (apartmentTypeId: string, guests = 2, maxOccupancy = 2, total = 30_000): StayItem => ({
  apartmentTypeId,
  ratePlanId: "flex",
  guests,
  maxOccupancy,
  total,
  currency: "EUR",
});
const stay = (...items: StayItem[]): StayCollection => ({
  v: 1,
  ibeUid: "brand-a",
  from: "2027-03-01",
  to: "2027-03-04",
  party: 5,
  items,
});
const addition = (apartment: StayItem, dates = { from: "2027-03-01", to: "2027-03-04" }, party = 5): StayAddition => ({
  ibeUid: "brand-a",
  ...dates,
  party,
  item: apartment,
});

describe("adding to a stay", () => {
  it.each([
    ["a first apartment starts the collection", null, addition(item("a")), { ok: true, ids: ["a"] }],
    ["a second one for the same dates joins it", stay(item("a")), addition(item("b")), { ok: true, ids: ["a", "b"] }],
    [
      "one for other dates is refused, the collection kept",
      stay(item("a")),
      addition(item("b"), { from: "2027-03-02", to: "2027-03-04" }),
      { ok: false, reason: "otherDates", ids: ["a"] },
    ],
    [
      "the same apartment again is refused",
      stay(item("a")),
      addition(item("a")),
      { ok: false, reason: "already", ids: ["a"] },
    ],
    [
      `more than ${MAX_BOOKING_ITEMS} apartments are refused`,
      stay(...["a", "b", "c", "d", "e", "f"].map((id) => item(id))),
      addition(item("g")),
      { ok: false, reason: "full", ids: ["a", "b", "c", "d", "e", "f"] },
    ],
  ] as const)("%s", (_name, before, added, expected) => {
    const outcome = addToStay(before, added);
    expect(outcome.ok).toBe(expected.ok);
    if (!outcome.ok && "reason" in expected) expect(outcome.reason).toBe(expected.reason);
    expect(outcome.collection.items.map((entry) => entry.apartmentTypeId)).toEqual(expected.ids);
  });

  it("keeps the larger party when a later search asked for more guests", () => {
    const outcome = addToStay(stay(item("a")), addition(item("b"), undefined, 7));
    expect(outcome.ok && outcome.collection.party).toBe(7);
  });
});

describe("the guests a new apartment takes", () => {
  it.each([
    ["the whole party when it fits", null, 2, 4, 2],
    ["at most the apartment's maximum", null, 5, 2, 2],
    ["the guests not placed yet", stay(item("a", 2), item("b", 2)), 5, 4, 1],
    ["at least one when everyone is placed", stay(item("a", 2), item("b", 3, 3)), 5, 4, 1],
    ["the search's party when the collection is for other dates", { ...stay(item("a")), from: "2027-02-01" }, 3, 4, 3],
  ] as const)("%s", (_name, collection, party, maxOccupancy, expected) => {
    expect(guestsForNewItem(collection, party, maxOccupancy, { from: "2027-03-01", to: "2027-03-04" })).toBe(expected);
  });
});

describe("removing and changing guests", () => {
  it("removes one apartment, and the collection ends with the last", () => {
    expect(removeFromStay(stay(item("a"), item("b")), "a")?.items.map((entry) => entry.apartmentTypeId)).toEqual(["b"]);
    expect(removeFromStay(stay(item("a")), "a")).toBeNull();
  });

  it.each([
    ["within the maximum, priced anew", 3, 4, { ok: true, guests: 3, total: 41_000 }],
    ["beyond the maximum", 5, 4, { ok: false, reason: "tooMany" }],
    ["below one", 0, 4, { ok: false, reason: "tooFew" }],
  ] as const)("%s", (_name, guests, maxOccupancy, expected) => {
    const outcome = changeStayGuests(stay(item("a", 2, maxOccupancy), item("b")), {
      apartmentTypeId: "a",
      guests,
      total: 41_000,
      currency: "EUR",
    });
    if (expected.ok) {
      expect(outcome.ok && outcome.collection.items[0]).toMatchObject({
        guests: expected.guests,
        total: expected.total,
      });
      expect(outcome.ok && outcome.collection.items[1]).toEqual(item("b"));
    } else {
      expect(outcome).toEqual({ ok: false, reason: expected.reason });
    }
  });

  it("changes nothing for an apartment not in the stay", () => {
    expect(changeStayGuests(stay(item("a")), { apartmentTypeId: "x", guests: 1, total: 1, currency: "EUR" })).toEqual({
      ok: false,
      reason: "notInStay",
    });
  });
});

describe("reading a stored collection and the stay bar", () => {
  it("reads this brand's collection only, and nothing tampered", () => {
    expect(parseStayCollection(stay(item("a")), "brand-a")).toEqual(stay(item("a")));
    expect(parseStayCollection(stay(item("a")), "brand-b")).toBeNull();
    expect(parseStayCollection({ ...stay(item("a")), items: [] }, "brand-a")).toBeNull();
    expect(parseStayCollection({ ...stay(item("a")), from: "soon" }, "brand-a")).toBeNull();
  });

  it("sums the apartments' totals and guests", () => {
    expect(stayBarOf(stay(item("a", 2, 2, 30_000), item("b", 3, 4, 45_000)))).toMatchObject({
      count: 2,
      guests: 5,
      total: { amount: 75_000, currency: "EUR" },
      apartmentTypeIds: ["a", "b"],
      full: false,
    });
    expect(stayBarOf(null)).toBeNull();
  });
});

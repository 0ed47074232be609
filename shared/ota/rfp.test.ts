import { describe, expect, it } from "vitest";
import {
  canMoveLead,
  createRfpOfferRequestSchema,
  createRfpRequestSchema,
  leadStatusOf,
  listRfpsQuerySchema,
  moveOffer,
  offerExpired,
  offerStatusesFor,
  offerStatusOn,
  RFP_LEAD_TRANSITIONS,
  RFP_OFFER_EVENTS,
  type RfpOfferEvent,
  type RfpOfferStatus,
  type RfpStatus,
  requesterOffers,
} from "./rfp";

const STATUSES: RfpOfferStatus[] = ["OPEN", "BOOKABLE", "BOOKED", "LOST"];
const EVENTS = Object.keys(RFP_OFFER_EVENTS) as RfpOfferEvent[];

/** Every (status, event) pair and what it leads to; null = refused. */
const OFFER_MOVES: Record<RfpOfferStatus, Record<RfpOfferEvent, RfpOfferStatus | null>> = {
  OPEN: { send: "BOOKABLE", book: null, decline: null, withdraw: "LOST", expire: "LOST", close: "LOST" },
  BOOKABLE: { send: null, book: "BOOKED", decline: "LOST", withdraw: "LOST", expire: "LOST", close: "LOST" },
  BOOKED: { send: null, book: null, decline: null, withdraw: null, expire: null, close: null },
  LOST: { send: null, book: null, decline: null, withdraw: null, expire: null, close: null },
};

describe("offer moves", () => {
  it.each(STATUSES.flatMap((status) => EVENTS.map((event) => [status, event, OFFER_MOVES[status][event]] as const)))(
    "%s + %s -> %s",
    (status, event, expected) => {
      expect(moveOffer(status, event)).toBe(expected);
    },
  );

  it.each([
    ["send", ["OPEN"]],
    ["book", ["BOOKABLE"]],
    ["decline", ["BOOKABLE"]],
    ["expire", ["OPEN", "BOOKABLE"]],
    ["close", ["OPEN", "BOOKABLE"]],
  ] as const)("%s moves offers that are %j", (event, from) => {
    expect(offerStatusesFor(event)).toEqual(from);
  });
});

const LEAD_STATUSES: RfpStatus[] = ["OPEN", "BOOKABLE", "BOOKED", "LOST"];
const LEAD_ALLOWED = new Set(["OPEN>BOOKABLE", "OPEN>LOST", "BOOKABLE>BOOKED", "BOOKABLE>LOST", "BOOKABLE>OPEN"]);

describe("lead moves", () => {
  it.each(
    LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to, LEAD_ALLOWED.has(`${from}>${to}`)] as const)),
  )("%s -> %s allowed: %s", (from, to, allowed) => {
    expect(canMoveLead(from, to)).toBe(allowed);
  });

  it("has final states BOOKED and LOST", () => {
    expect(RFP_LEAD_TRANSITIONS.BOOKED).toEqual([]);
    expect(RFP_LEAD_TRANSITIONS.LOST).toEqual([]);
  });
});

const TODAY = "2026-06-10";
const offer = (status: RfpOfferStatus) => ({ status });

describe("lead status", () => {
  it.each([
    ["no offers yet", [], false, "2026-07-01", "OPEN"],
    ["only drafts", [offer("OPEN")], false, "2026-07-01", "OPEN"],
    ["one sent", [offer("OPEN"), offer("BOOKABLE")], false, "2026-07-01", "BOOKABLE"],
    ["one booked, others lost", [offer("BOOKED"), offer("LOST")], false, "2026-07-01", "BOOKED"],
    ["booked and the stay begun", [offer("BOOKED")], false, "2026-06-01", "BOOKED"],
    ["all lost", [offer("LOST"), offer("LOST")], false, "2026-07-01", "LOST"],
    ["one lost, one draft left", [offer("LOST"), offer("OPEN")], false, "2026-07-01", "OPEN"],
    ["declined (closed)", [offer("BOOKABLE")], true, "2026-07-01", "LOST"],
    ["closed without offers", [], true, "2026-07-01", "LOST"],
    ["its dates passed", [offer("BOOKABLE")], false, "2026-06-09", "LOST"],
    ["starts today", [offer("BOOKABLE")], false, TODAY, "BOOKABLE"],
  ] as const)("%s -> %s", (_name, offers, closed, from, expected) => {
    expect(leadStatusOf({ from, closed, offers }, TODAY)).toBe(expected);
  });
});

describe("expiry", () => {
  it.each([
    ["valid until tomorrow", "BOOKABLE", "2026-06-11", "2026-07-01", false],
    ["valid until today", "BOOKABLE", TODAY, "2026-07-01", false],
    ["valid until yesterday", "BOOKABLE", "2026-06-09", "2026-07-01", true],
    ["no validity date, stay ahead", "BOOKABLE", null, "2026-07-01", false],
    ["no validity date, stay began", "BOOKABLE", null, "2026-06-09", true],
    ["a draft past its validity", "OPEN", "2026-06-01", "2026-07-01", true],
    ["booked stays booked", "BOOKED", "2026-06-01", "2026-06-01", false],
    ["lost stays lost", "LOST", "2026-06-01", "2026-07-01", false],
  ] as const)("%s: expired %s", (_name, status, validUntil, from, expired) => {
    const read = { status, validUntil, from };
    expect(offerExpired(read, TODAY)).toBe(expired);
    expect(offerStatusOn(read, TODAY)).toBe(expired ? "LOST" : status);
  });
});

describe("what the requester sees", () => {
  it("leaves out the operator's drafts", () => {
    const offers = STATUSES.map((status) => ({ status }));
    expect(requesterOffers(offers).map((o) => o.status)).toEqual(["BOOKABLE", "BOOKED", "LOST"]);
  });
});

describe("general request schema", () => {
  const base = {
    budget: { amount: 12_000, currency: "EUR" },
    from: "2026-07-01",
    to: "2026-08-01",
    guests: 4,
    place: { name: "Berlin", lat: 52.52, long: 13.4 },
    contact: { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines" },
  };

  it("fills defaults: budget for the stay, one apartment, 10 km, no requirements", () => {
    const parsed = createRfpRequestSchema.parse(base);
    expect(parsed).toMatchObject({ budgetPeriod: "stay", apartments: 1, radius: 10, requirements: [], language: "en" });
  });

  it.each([
    ["a budget per month with flexible dates", { budgetPeriod: "month", flexibleNights: 30, apartments: 3 }, true],
    ["requirements from the catalogue", { requirements: ["parking", "workspace"] }, true],
    ["zero apartments", { apartments: 0 }, false],
    ["a budget per week", { budgetPeriod: "week" }, false],
    ["a requirement that is no id", { requirements: ["Parking Spot!"] }, false],
    ["a radius over 100 km", { radius: 150 }, false],
  ] as const)("%s: valid %s", (_name, overrides, valid) => {
    expect(createRfpRequestSchema.safeParse({ ...base, ...overrides }).success).toBe(valid);
  });

  it("needs an e-mail or a user id to list a requester's enquiries", () => {
    expect(listRfpsQuerySchema.safeParse({}).success).toBe(false);
    expect(listRfpsQuerySchema.safeParse({ userId: "sub-1" }).success).toBe(true);
    expect(listRfpsQuerySchema.safeParse({ email: "a@example.com" }).success).toBe(true);
  });
});

describe("operator offer schema", () => {
  it.each([
    ["a total per night", { price: { amount: 90_000, currency: "EUR" } }, true],
    [
      "a monthly rate with validity and terms",
      { price: { amount: 300_000, currency: "CHF" }, ratePer: "month", validUntil: "2026-06-20", terms: "Pay monthly" },
      true,
    ],
    ["a zero price", { price: { amount: 0, currency: "EUR" } }, false],
    ["a price that is no integer", { price: { amount: 10.5, currency: "EUR" } }, false],
  ] as const)("%s: valid %s", (_name, body, valid) => {
    expect(createRfpOfferRequestSchema.safeParse({ apartmentTypeId: "apt_1", ...body }).success).toBe(valid);
  });
});

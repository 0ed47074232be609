import { describe, expect, it } from "vitest";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import { type AriContext, type AriType, ariEdits, daysOf, minorUnitsOf } from "./ari-edits";
import { dayAfter } from "./day-rows";
import { parseAriMessage } from "./parse-message";
import { ariResponseXml } from "./response";
import { availMessage, invCountMessage, rateMessage } from "./test-support/samples";

const policy = { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay" as const, percent: 100 } };
const plan = (id: string, code: string, factorBp: number, channelCodes?: Record<string, string>): StoredRatePlan => ({
  id,
  code,
  name: { en: code, de: code },
  factorBp,
  cancellationPolicy: policy,
  ...(channelCodes ? { channelCodes } : {}),
});

const type = (id: string, code: string | null, over: Partial<AriType> = {}): AriType => ({
  id,
  propertyId: "h1",
  channelLinks: code ? { SITEMINDER: { externalId: code } } : {},
  ownPlans: null,
  housePlans: [plan(`${id}-flex`, "FLEX", 10_000, { SITEMINDER: "BAR" }), plan(`${id}-saver`, "SAVER", 9_000)],
  units: 5,
  includedGuests: 2,
  currency: "EUR",
  ...over,
});

const context: AriContext = {
  channel: "SITEMINDER",
  today: "2027-01-10",
  types: [type("t1", "DBL"), type("t2", "SGL")],
};

function edits(xml: string, ctx: AriContext = context) {
  const parsed = parseAriMessage(xml);
  if (!parsed.ok || parsed.issues.length > 0) throw new Error(JSON.stringify(parsed.issues));
  return ariEdits(parsed.message, ctx);
}
const problems = (result: ReturnType<typeof ariEdits>) =>
  "issues" in result ? result.issues.map((i) => [i.code, i.tag]) : [];
const daysOfType = (result: ReturnType<typeof ariEdits>, id: string) =>
  "edits" in result ? Object.fromEntries(result.edits.days.get(id) ?? []) : null;

describe("daysOf and minorUnitsOf", () => {
  it("chooses the days from Start to End on the weekdays", () => {
    expect(daysOf({ start: "2027-01-14", end: "2027-01-18", weekdays: null })).toHaveLength(5);
    // 2027-01-16 is a Saturday, 2027-01-17 a Sunday.
    expect(daysOf({ start: "2027-01-14", end: "2027-01-18", weekdays: new Set([0, 6]) })).toEqual([
      "2027-01-16",
      "2027-01-17",
    ]);
  });
  it.each([
    ["120", "EUR", 12_000],
    ["120.5", "EUR", 12_050],
    ["120.50", "EUR", 12_050],
    ["120.505", "EUR", null],
    ["15000", "JPY", 15_000],
    ["150.5", "JPY", null],
  ])("%s %s is %s minor units", (amount, currency, minor) => {
    expect(minorUnitsOf(amount, currency)).toBe(minor);
  });
});

describe("ariEdits: what each message sets", () => {
  it("a count sets units left to sell on each night", () => {
    const result = edits(invCountMessage("a", [{ start: "2027-02-01", end: "2027-02-02", type: "DBL", count: 2 }]));
    expect(daysOfType(result, "t1")).toEqual({ "2027-02-01": { unitsLeft: 2 }, "2027-02-02": { unitsLeft: 2 } });
    expect("edits" in result && result.edits.dayRows).toBe(2);
  });

  it("restrictions merge per day, a later element winning over an earlier one", () => {
    const result = edits(
      availMessage("b", [
        { start: "2027-02-01", end: "2027-02-02", type: "DBL", minLos: 3, master: "Close" },
        { start: "2027-02-02", end: "2027-02-02", type: "DBL", master: "Open", maxLos: 10 },
      ]),
    );
    expect(daysOfType(result, "t1")).toEqual({
      "2027-02-01": { minStay: 3, closed: true },
      "2027-02-02": { minStay: 3, closed: false, maxStay: 10 },
    });
  });

  it("the base plan's amount for the included guests sets the day price; other amounts are warned about", () => {
    const result = edits(
      rateMessage("c", [
        {
          start: "2027-02-01",
          end: "2027-02-01",
          type: "DBL",
          plan: "BAR",
          amounts: [
            { guests: 1, amount: "99.00", currency: "EUR" },
            { guests: 2, amount: "110.00", currency: "EUR" },
          ],
        },
      ]),
    );
    expect(daysOfType(result, "t1")).toEqual({ "2027-02-01": { price: 11_000 } });
    expect("edits" in result && result.edits.warnings.map((w) => w.code)).toEqual([137]);
  });

  it("a single amount without NumberOfGuests is the day price; Remove takes day prices away", () => {
    const one = edits(
      rateMessage("d", [
        { start: "2027-02-01", end: "2027-02-01", type: "SGL", plan: "BAR", amounts: [{ amount: "80" }] },
      ]),
    );
    expect(daysOfType(one, "t2")).toEqual({ "2027-02-01": { price: 8_000 } });
    const removed = edits(
      rateMessage("e", [{ start: "2027-02-01", end: "2027-02-01", type: "SGL", plan: "BAR", amounts: [] }], "Remove"),
    );
    expect(daysOfType(removed, "t2")).toEqual({ "2027-02-01": { price: null } });
  });

  it("a plan with a channel code is no longer named by its own code", () => {
    const result = edits(
      rateMessage("f", [
        { start: "2027-02-01", end: "2027-02-01", type: "DBL", plan: "FLEX", amounts: [{ guests: 2, amount: "1" }] },
      ]),
    );
    expect(problems(result)).toEqual([
      [249, "RateAmountMessages/RateAmountMessage[1]/StatusApplicationControl/@RatePlanCode"],
    ]);
  });
});

describe("ariEdits: refusals name each failing element and nothing is edited", () => {
  const control = "StatusApplicationControl";
  it.each([
    {
      why: "an unknown InvTypeCode (another brand's type is unknown too)",
      xml: invCountMessage("g", [
        { start: "2027-02-01", end: "2027-02-01", type: "DBL", count: 1 },
        { start: "2027-02-01", end: "2027-02-01", type: "OTHER", count: 1 },
      ]),
      want: [[402, `Inventories/Inventory[2]/${control}/@InvTypeCode`]],
    },
    {
      why: "a past Start",
      xml: invCountMessage("h", [{ start: "2027-01-09", end: "2027-01-12", type: "DBL", count: 1 }]),
      want: [[15, `Inventories/Inventory[1]/${control}/@Start`]],
    },
    {
      why: "an End beyond the horizon",
      xml: invCountMessage("i", [{ start: "2027-02-01", end: "2029-02-01", type: "DBL", count: 1 }]),
      want: [[15, `Inventories/Inventory[1]/${control}/@End`]],
    },
    {
      why: "more units than the type has",
      xml: invCountMessage("j", [{ start: "2027-02-01", end: "2027-02-01", type: "DBL", count: 6 }]),
      want: [[320, "Inventories/Inventory[1]/InvCounts/InvCount[1]/@Count"]],
    },
    {
      why: "a derived plan's rate",
      xml: rateMessage("k", [
        { start: "2027-02-01", end: "2027-02-01", type: "DBL", plan: "SAVER", amounts: [{ guests: 2, amount: "90" }] },
      ]),
      want: [[249, `RateAmountMessages/RateAmountMessage[1]/${control}/@RatePlanCode`]],
    },
    {
      why: "an unknown plan",
      xml: availMessage("l", [{ start: "2027-02-01", end: "2027-02-01", type: "DBL", plan: "NOPE", master: "Close" }]),
      want: [[249, `AvailStatusMessages/AvailStatusMessage[1]/${control}/@RatePlanCode`]],
    },
    {
      why: "a currency the house does not sell",
      xml: rateMessage("m", [
        {
          start: "2027-02-01",
          end: "2027-02-01",
          type: "DBL",
          plan: "BAR",
          amounts: [{ guests: 2, amount: "90", currency: "USD" }],
        },
      ]),
      want: [
        [61, "RateAmountMessages/RateAmountMessage[1]/Rates/Rate[1]/BaseByGuestAmts/BaseByGuestAmt[1]/@CurrencyCode"],
      ],
    },
    {
      why: "no amount for the included guests",
      xml: rateMessage("n", [
        { start: "2027-02-01", end: "2027-02-01", type: "DBL", plan: "BAR", amounts: [{ guests: 3, amount: "90" }] },
      ]),
      want: [[137, "RateAmountMessages/RateAmountMessage[1]/Rates"]],
    },
    {
      why: "a stay limit longer than a bookable stay",
      xml: availMessage("o", [{ start: "2027-02-01", end: "2027-02-01", type: "DBL", maxLos: 400 }]),
      want: [[320, "AvailStatusMessages/AvailStatusMessage[1]/LengthsOfStay"]],
    },
  ])("$why", ({ xml, want }) => {
    expect(problems(edits(xml))).toEqual(want);
  });

  it("a code two types share is unknown (ambiguous)", () => {
    const ctx = { ...context, types: [type("t1", "DBL"), type("t3", "DBL")] };
    const result = edits(
      invCountMessage("p", [{ start: "2027-02-01", end: "2027-02-01", type: "DBL", count: 1 }]),
      ctx,
    );
    expect(problems(result)).toEqual([[402, "Inventories/Inventory[1]/StatusApplicationControl/@InvTypeCode"]]);
  });
});

describe("ariResponseXml", () => {
  const base = {
    requestRoot: "OTA_HotelAvailNotifRQ",
    echoToken: "e<1>",
    version: "3.0",
    timeStamp: "2027-01-10T10:00:00.000Z",
  };
  it("answers Success in the namespace with the request's EchoToken and Version", () => {
    expect(ariResponseXml({ ...base, errors: [] })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<OTA_HotelAvailNotifRS xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="e&lt;1&gt;" TimeStamp="2027-01-10T10:00:00.000Z" Version="3.0"><Success/></OTA_HotelAvailNotifRS>',
    );
  });
  it("answers Errors (never with Success) naming each element, and Warnings beside Success", () => {
    const error = { type: 3 as const, code: 402 as const, tag: "A[1]/@InvTypeCode", text: "X & Y" };
    const xml = ariResponseXml({ ...base, errors: [error] });
    expect(xml).toContain(
      '<Errors><Error Type="3" Code="402" Tag="A[1]/@InvTypeCode" Status="NotProcessed">X &amp; Y</Error></Errors>',
    );
    expect(xml).not.toContain("Success");
    const warned = ariResponseXml({ ...base, errors: [], warnings: [{ ...error, type: 11, code: 137 }] });
    expect(warned).toContain(
      '<Success/><Warnings><Warning Type="11" Code="137" Tag="A[1]/@InvTypeCode">X &amp; Y</Warning></Warnings>',
    );
  });
  it("answers an unknown root with OTA_ErrorRS", () => {
    expect(ariResponseXml({ ...base, requestRoot: null, errors: [] })).toContain("<OTA_ErrorRS ");
  });
});

describe("dayAfter", () => {
  const night = { booked: 1, typeUnits: 5 };
  it.each([
    { why: "a count adds the night's bookings here", current: undefined, patch: { unitsLeft: 2 }, units: 3 },
    {
      why: "a count that fills the type is the type's units",
      current: undefined,
      patch: { unitsLeft: 4 },
      units: null,
    },
    {
      why: "a count of 0 with a booking leaves the booking's unit",
      current: undefined,
      patch: { unitsLeft: 0 },
      units: 1,
    },
  ])("$why", ({ current, patch, units }) => {
    expect(dayAfter(current, patch, night).units).toBe(units);
  });
  it("keeps the fields a patch leaves out and clears those it sets to null", () => {
    const current = {
      price: 9_000,
      units: 2,
      closed: true,
      closedToArrival: true,
      closedToDeparture: false,
      minStay: 3,
      maxStay: 9,
    };
    expect(dayAfter(current, { closed: false, maxStay: null }, night)).toEqual({
      ...current,
      closed: false,
      maxStay: null,
    });
  });
});

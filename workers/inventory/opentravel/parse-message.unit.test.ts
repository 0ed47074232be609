import { describe, expect, it } from "vitest";
import { type ParsedAri, parseAriMessage } from "./parse-message";
import { availMessage, invCountMessage, rateMessage } from "./test-support/samples";

/** The problems as [Code, Tag] pairs, the way a channel manager reads them. */
const problems = (parsed: ParsedAri) => parsed.issues.map((i) => [i.code, i.tag]);

const day = { start: "2027-03-01", end: "2027-03-07", type: "DBL" };

describe("parseAriMessage: valid samples", () => {
  it("reads an inventory count with its header and the POS password", () => {
    const parsed = parseAriMessage(invCountMessage("e-1", [{ ...day, count: 3 }], "s3cret"));
    expect(parsed.ok && parsed.issues).toEqual([]);
    expect(parsed.header).toMatchObject({
      root: "OTA_HotelInvCountNotifRQ",
      echoToken: "e-1",
      version: "3.0",
      messagePassword: "s3cret",
    });
    expect(parsed.ok && parsed.message.elements).toEqual([
      {
        kind: "count",
        tag: "Inventories/Inventory[1]",
        start: "2027-03-01",
        end: "2027-03-07",
        weekdays: null,
        invTypeCode: "DBL",
        ratePlanCode: null,
        count: 3,
      },
    ]);
  });

  it.each([
    { set: { master: "Close" as const }, want: { closed: true } },
    { set: { master: "Open" as const }, want: { closed: false } },
    { set: { arrival: "Close" as const }, want: { closedToArrival: true } },
    { set: { departure: "Open" as const }, want: { closedToDeparture: false } },
    { set: { minLos: 3 }, want: { minStay: 3 } },
    { set: { maxLos: 14 }, want: { maxStay: 14 } },
    { set: { minLos: 0 }, want: { minStay: null } },
    {
      set: { minLos: 2, maxLos: 7, arrival: "Close" as const },
      want: { minStay: 2, maxStay: 7, closedToArrival: true },
    },
  ])("reads availability $set", ({ set, want }) => {
    const parsed = parseAriMessage(availMessage("e-2", [{ ...day, plan: "BAR", ...set }]));
    expect(problems(parsed)).toEqual([]);
    const [element] = parsed.ok ? parsed.message.elements : [];
    expect(element).toMatchObject({ kind: "avail", ratePlanCode: "BAR", ...want });
    for (const field of ["closed", "closedToArrival", "closedToDeparture", "minStay", "maxStay"])
      if (!(field in want)) expect(element).not.toHaveProperty(field);
  });

  it("reads weekday flags: only the days flagged true", () => {
    const parsed = parseAriMessage(
      availMessage("e-3", [{ ...day, weekdays: { Sat: true, Sun: true, Mon: false }, master: "Close" }]),
    );
    const [element] = parsed.ok ? parsed.message.elements : [];
    expect([...(element?.weekdays ?? [])].sort()).toEqual([0, 6]);
  });

  it("reads a rate with amounts by number of guests, and NotifType Remove", () => {
    const amounts = [
      { guests: 1, amount: "120.00", currency: "EUR" },
      { guests: 2, amount: "140.5", currency: "EUR" },
    ];
    const parsed = parseAriMessage(rateMessage("e-4", [{ ...day, plan: "BAR", amounts }]));
    expect(problems(parsed)).toEqual([]);
    expect(parsed.ok && parsed.message.elements[0]).toMatchObject({
      kind: "rate",
      remove: false,
      amounts: [
        { guests: 1, amount: "120.00", currency: "EUR" },
        { guests: 2, amount: "140.5", currency: "EUR" },
      ],
    });
    const removed = parseAriMessage(rateMessage("e-5", [{ ...day, plan: "BAR", amounts: [] }], "Remove"));
    expect(removed.ok && removed.message.elements[0]).toMatchObject({ kind: "rate", remove: true, amounts: [] });
  });

  it("reads a message inside a SOAP envelope", () => {
    const inner = invCountMessage("e-6", [{ ...day, count: 1 }]).replace(/^<\?xml[^>]*>\s*/, "");
    const soap = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${inner}</soap:Body></soap:Envelope>`;
    const parsed = parseAriMessage(soap);
    expect(parsed.ok && parsed.message.elements.length).toBe(1);
  });
});

describe("parseAriMessage: broken samples name the failing element", () => {
  it.each([
    { why: "not XML", xml: "hello", want: [[450, ""]] },
    { why: "unclosed element", xml: "<OTA_HotelInvCountNotifRQ><Inventories>", want: [[450, ""]] },
    {
      why: "a DOCTYPE (entities)",
      xml: '<!DOCTYPE x [<!ENTITY a "b">]><OTA_HotelInvCountNotifRQ/>',
      want: [[450, ""]],
    },
    { why: "another message", xml: "<OTA_HotelResNotifRQ/>", want: [[450, "OTA_HotelResNotifRQ"]] },
    {
      why: "no elements",
      xml: "<OTA_HotelInvCountNotifRQ><Inventories/></OTA_HotelInvCountNotifRQ>",
      want: [[321, "Inventories/Inventory"]],
    },
  ])("$why", ({ xml, want }) => {
    expect(problems(parseAriMessage(xml))).toEqual(want);
  });

  it.each([
    {
      why: "a negative count",
      items: [{ ...day, count: -1 }],
      want: [[320, "Inventories/Inventory[1]/InvCounts/InvCount[1]/@Count"]],
    },
    {
      why: "a count not a number",
      items: [{ ...day, count: "many" }],
      want: [[320, "Inventories/Inventory[1]/InvCounts/InvCount[1]/@Count"]],
    },
    {
      why: "a date that does not exist, in the second element",
      items: [
        { ...day, count: 1 },
        { ...day, start: "2027-02-30", count: 1 },
      ],
      want: [[15, "Inventories/Inventory[2]/StatusApplicationControl/@Start"]],
    },
    {
      why: "End before Start",
      items: [{ ...day, end: "2027-02-01", count: 1 }],
      want: [[15, "Inventories/Inventory[1]/StatusApplicationControl/@End"]],
    },
    {
      why: "no InvTypeCode",
      items: [{ ...day, type: "", count: 1 }],
      want: [[321, "Inventories/Inventory[1]/StatusApplicationControl/@InvTypeCode"]],
    },
  ])("inventory: $why", ({ items, want }) => {
    const parsed = parseAriMessage(invCountMessage("b-1", items));
    expect(problems(parsed)).toEqual(want);
  });

  it("inventory: a CountType other than 2", () => {
    const xml = invCountMessage("b-2", [{ ...day, count: 1 }]).replace('CountType="2"', 'CountType="1"');
    expect(problems(parseAriMessage(xml))).toEqual([
      [450, "Inventories/Inventory[1]/InvCounts/InvCount[1]/@CountType"],
    ]);
  });

  it.each([
    {
      why: "a weekday flag that is no boolean",
      xml: availMessage("b-3", [{ ...day, master: "Close" }]).replace("InvTypeCode=", 'Mon="yes" InvTypeCode='),
      want: [[320, "AvailStatusMessages/AvailStatusMessage[1]/StatusApplicationControl/@Mon"]],
    },
    {
      why: "a full pattern LOS",
      xml: availMessage("b-4", [{ ...day, minLos: 2 }]).replace("SetMinLOS", "FullPatternLOS"),
      want: [[450, "AvailStatusMessages/AvailStatusMessage[1]/LengthsOfStay/LengthOfStay[1]/@MinMaxMessageType"]],
    },
    {
      why: "a negative stay length",
      xml: availMessage("b-5", [{ ...day, maxLos: -2 }]),
      want: [[320, "AvailStatusMessages/AvailStatusMessage[1]/LengthsOfStay/LengthOfStay[1]/@Time"]],
    },
    {
      why: "a Status that is neither Open nor Close",
      xml: availMessage("b-6", [{ ...day, master: "Close" }]).replace('Status="Close"', 'Status="Shut"'),
      want: [[320, "AvailStatusMessages/AvailStatusMessage[1]/RestrictionStatus[1]/@Status"]],
    },
    {
      why: "nothing to set",
      xml: availMessage("b-7", [{ ...day }]),
      want: [[321, "AvailStatusMessages/AvailStatusMessage[1]"]],
    },
    {
      why: "a booking limit (counts come by InvCount)",
      xml: availMessage("b-8", [{ ...day, master: "Open" }]).replace(
        "<AvailStatusMessage>",
        '<AvailStatusMessage BookingLimit="3">',
      ),
      want: [[450, "AvailStatusMessages/AvailStatusMessage[1]/@BookingLimit"]],
    },
  ])("availability: $why", ({ xml, want }) => {
    expect(problems(parseAriMessage(xml))).toEqual(want);
  });

  it.each([
    {
      why: "no RatePlanCode",
      items: [{ ...day, amounts: [{ amount: "100" }] }],
      want: [[321, "RateAmountMessages/RateAmountMessage[1]/StatusApplicationControl/@RatePlanCode"]],
    },
    {
      why: "a negative amount",
      items: [{ ...day, plan: "BAR", amounts: [{ guests: 2, amount: "-5.00" }] }],
      want: [
        [
          320,
          "RateAmountMessages/RateAmountMessage[1]/Rates/Rate[1]/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountAfterTax",
        ],
      ],
    },
    {
      why: "NumberOfGuests 0",
      items: [{ ...day, plan: "BAR", amounts: [{ guests: 0, amount: "5.00" }] }],
      want: [
        [
          320,
          "RateAmountMessages/RateAmountMessage[1]/Rates/Rate[1]/BaseByGuestAmts/BaseByGuestAmt[1]/@NumberOfGuests",
        ],
      ],
    },
    {
      why: "no amounts",
      items: [{ ...day, plan: "BAR", amounts: [] }],
      want: [[321, "RateAmountMessages/RateAmountMessage[1]/Rates/Rate/BaseByGuestAmts/BaseByGuestAmt"]],
    },
  ])("rates: $why", ({ items, want }) => {
    expect(problems(parseAriMessage(rateMessage("b-9", items)))).toEqual(want);
  });

  it("rates: only AmountBeforeTax", () => {
    const xml = rateMessage("b-10", [{ ...day, plan: "BAR", amounts: [{ guests: 2, amount: "90" }] }]).replace(
      "AmountAfterTax",
      "AmountBeforeTax",
    );
    expect(problems(parseAriMessage(xml))).toEqual([
      [321, "RateAmountMessages/RateAmountMessage[1]/Rates/Rate[1]/BaseByGuestAmts/BaseByGuestAmt[1]/@AmountAfterTax"],
    ]);
  });
});

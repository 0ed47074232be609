import { describe, expect, it } from "vitest";
import { CATALOGUE, getEntry, liveEntries, resolveEntry, serviceName } from "./catalogue-lookup";
import { channelCodesFor, channelCodesOf, findByChannelCode } from "./channel-lookup";

describe("getEntry and liveEntries", () => {
  it.each([
    ["car-rental", "Autovermietung"],
    ["housing-confirmation", "Wohnungsgeberbestätigung"],
    ["wifi", "WLAN"],
  ])("finds %s", (id, de) => {
    expect(getEntry(id)?.name.de).toBe(de);
  });

  it.each(["", "Car-Rental", "car rental", "unknown-service"])("returns undefined for %j", (id) => {
    expect(getEntry(id)).toBeUndefined();
  });

  it("lists live entries only, in catalogue order", () => {
    const live = liveEntries();
    expect(live.every((e) => e.deprecated === undefined)).toBe(true);
    expect(live.length).toBe(CATALOGUE.filter((e) => !e.deprecated).length);
    expect(live.map((e) => e.id)).toEqual(CATALOGUE.filter((e) => !e.deprecated).map((e) => e.id));
  });
});

describe("resolveEntry", () => {
  it.each([
    ["internet-access-wifi", "internet-access-wifi"],
    ["wifi", "internet-access-wifi"],
    ["free-wifi", "internet-access-wifi"],
    ["meeting-room", "conference-room"],
    ["amex", "american-express"],
    ["cheque", undefined],
    ["covid-certificate-required", undefined],
    ["nope", undefined],
  ])("%s resolves to %s", (id, expected) => {
    expect(resolveEntry(id)?.id).toBe(expected);
  });
});

describe("findByChannelCode", () => {
  it.each([
    ["booking-com", "property", "5001", ["public-transport-tickets"]],
    ["booking-com", "property", "15", ["car-rental"]],
    ["booking-com", "apartmentType", "5034", ["washing-machine"]],
    ["booking-com", "apartmentType", "7", ["terrace"]],
    ["booking-com", "payment", "72", ["airplus"]],
    ["booking-com", "payment", "44", ["unionpay"]],
    ["TRUST", "RoomFacilityCode", "7", ["balcony"]],
    ["TRUST", "BusinessServiceCode", "39", ["business-centre"]],
    ["TRUST", "ServiceCode", "149", ["grocery-delivery"]],
    ["TRUST", "PropertyType", "13", ["long-stay"]],
    ["OTA", "PaymentCardCode", "CA", ["mastercard"]],
    ["OTA", "PaymentCardCode", "TP", ["uatp"]],
    ["OTA", "PaymentType", "28", ["bank-transfer"]],
    ["booking-com", "property", "99999", []],
    ["OFS", "Featured", "1", []],
  ] as const)("%s %s %s -> %j", (channel, codeList, code, ids) => {
    expect(findByChannelCode(channel, codeList, code).map((e) => e.id)).toEqual(ids);
  });

  it("accepts numeric codes", () => {
    expect(findByChannelCode("booking-com", "payment", 72).map((e) => e.id)).toEqual(["airplus"]);
  });

  it("answers every claimed code with the entry that claims it (reverse of channelCodesOf)", () => {
    for (const entry of liveEntries()) {
      for (const ref of channelCodesOf(entry.id)) {
        expect(findByChannelCode(ref.channel, ref.codeList, ref.code).map((e) => e.id)).toEqual([entry.id]);
      }
    }
  });
});

describe("channelCodesOf and channelCodesFor", () => {
  it("flattens the codes of an entry", () => {
    expect(channelCodesOf("car-rental")).toEqual([
      { channel: "booking-com", codeList: "property", code: "15" },
      { channel: "TRUST", codeList: "ServiceCode", code: "15" },
    ]);
  });

  it.each([
    ["wifi", "internet-access-wifi"],
    ["amex", "american-express"],
  ])("answers deprecated %s with the codes of %s", (oldId, newId) => {
    expect(channelCodesOf(oldId)).toEqual(channelCodesOf(newId));
    expect(channelCodesOf(oldId).length).toBeGreaterThan(0);
  });

  it.each(["cheque", "unknown", "self-check-in"])("has no codes for %s", (id) => {
    expect(channelCodesOf(id)).toEqual([]);
  });

  it("collects one code list for a set of ids, de-duplicated, in order", () => {
    expect(channelCodesFor(["visa", "amex", "visa", "cheque", "nope", "airplus"], "booking-com", "payment")).toEqual([
      "2",
      "1",
      "72",
    ]);
  });
});

describe("serviceName", () => {
  it.each([
    ["wifi", "en", "Wi-Fi"],
    ["wifi", "de", "WLAN"],
    ["unknown-service", "de", "unknown-service"],
  ] as const)("%s in %s: %s", (id, lng, expected) => {
    expect(serviceName(id, lng)).toBe(expected);
  });
});

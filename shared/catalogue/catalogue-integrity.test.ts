import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CATALOGUE_WITH_CHANNELS, channelsOf } from "./catalogue-channels";
import { catalogueProblems } from "./catalogue-integrity";
import { CATALOGUE, getEntry, liveEntries } from "./catalogue-lookup";
import { type CatalogueEntry, SERVICE_TYPES } from "./catalogue-types";
import codeLists from "./channel-code-lists.json";
import { publicCodeName } from "./channel-code-names";
import { flattenChannelCodes, PUBLIC_CODE_LIST_IDS, publicCodeListOf } from "./channel-codes";

const base: CatalogueEntry = {
  id: "sample",
  type: "amenity",
  nameI18n: "services.sample",
  name: { de: "Beispiel", en: "Sample" },
  iconId: "kitchen",
  score: 1,
  grouped: true,
};

function entry(overrides: Partial<CatalogueEntry> & { id: string }): CatalogueEntry {
  return { ...base, nameI18n: `services.${overrides.id}`, ...overrides };
}

describe("the catalogue", () => {
  it("has no integrity problems", () => {
    expect(catalogueProblems(CATALOGUE_WITH_CHANNELS)).toEqual([]);
  });

  it("holds at least 180 entries, with live entries of every type", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(180);
    for (const type of SERVICE_TYPES) {
      expect(liveEntries().filter((e) => e.type === type).length, type).toBeGreaterThan(0);
    }
  });

  it("has unique ids", () => {
    const ids = CATALOGUE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    // spec section 3: services
    "car-rental",
    "bicycle-rental",
    "concierge",
    "grocery-delivery",
    "laundry-service",
    "childcare",
    "business-centre",
    "conference-room",
    "catering",
    "internet-access",
    "copy-service",
    "fax-service",
    "printing-service",
    "courier-service",
    "housing-confirmation",
    // spec section 3: payment methods
    "visa",
    "mastercard",
    "american-express",
    "bank-transfer",
    "ec-card",
    "maestro",
    "cash",
    "airplus",
    "paypal",
    "unionpay",
    "jcb",
    "diners-club",
    "virtual-card",
    // what a serviced-apartment guest looks for
    "kitchen",
    "washing-machine",
    "workspace",
    "parking",
    "elevator",
    "balcony",
    "pets-allowed",
    "wheelchair-accessible-apartment",
    "accessible-parking",
    "language-de",
    "language-en",
  ])("covers %s with a live entry", (id) => {
    const found = getEntry(id);
    expect(found).toBeDefined();
    expect(found?.deprecated).toBeUndefined();
  });

  it("lists at least 15 live COVID-19 safety measures", () => {
    expect(liveEntries().filter((e) => e.type === "corona").length).toBeGreaterThanOrEqual(15);
  });

  it("keeps deprecated entries of both kinds to exercise normalisation", () => {
    const deprecated = CATALOGUE.filter((e) => e.deprecated);
    expect(deprecated.length).toBeGreaterThanOrEqual(4);
    expect(deprecated.some((e) => e.deprecated && "replacedBy" in e.deprecated)).toBe(true);
    expect(deprecated.some((e) => e.deprecated && "remove" in e.deprecated)).toBe(true);
  });

  it("gives every entry both names and an icon", () => {
    for (const e of CATALOGUE) {
      expect(e.name.de.length, e.id).toBeGreaterThan(0);
      expect(e.name.en.length, e.id).toBeGreaterThan(0);
      expect(e.iconId.length, e.id).toBeGreaterThan(0);
    }
  });
});

describe("channel codes against the public code lists", () => {
  const claimed = CATALOGUE_WITH_CHANNELS.flatMap((e) =>
    flattenChannelCodes(e.channels).map((ref) => ({
      id: e.id,
      ref,
      list: publicCodeListOf(ref.channel, ref.codeList),
    })),
  );

  it("claims codes only in code lists that have a public source", () => {
    expect(claimed.filter((c) => c.list === null)).toEqual([]);
  });

  it("claims only codes that exist in the public list", () => {
    const unknown = claimed.filter((c) => c.list && publicCodeName(c.list, c.ref.code) === undefined);
    expect(unknown.map((c) => `${c.id}: ${c.ref.channel}.${c.ref.codeList} ${c.ref.code}`)).toEqual([]);
  });

  it("keeps exactly the used codes in channel-code-lists.json (regenerate it after changing codes)", () => {
    for (const list of PUBLIC_CODE_LIST_IDS) {
      const used = [...new Set(claimed.filter((c) => c.list === list).map((c) => c.ref.code))].sort();
      expect(Object.keys(codeLists.lists[list]).sort(), list).toEqual(used);
    }
  });

  it("has an untouched channel-code-lists.json (checksum over its lists)", () => {
    const checksum = createHash("sha256").update(JSON.stringify(codeLists.lists)).digest("hex");
    expect(checksum).toBe(codeLists.checksum);
  });

  it.each([
    ["airplus", "booking-com-bcpt", "72", "AirPlus"],
    ["uatp", "payment-card", "TP", "Universal Air Travel Card (UATP)"],
    ["mastercard", "payment-card", "CA", "MasterCard (IATA code)"],
    ["unionpay", "payment-card", "CU", "China UnionPay"],
    ["ec-card", "booking-com-bcpt", "37", "EC-Card"],
    ["business-centre", "ota-bus", "39", "Business center"],
    ["reception-24h", "ota-hac", "1", "24-hour front desk"],
    ["long-stay", "ota-pct", "13", "Extended stay"],
  ] as const)("%s maps to %s %s (%s)", (id, list, code, name) => {
    const refs = flattenChannelCodes(channelsOf(id)).filter(
      (ref) => publicCodeListOf(ref.channel, ref.codeList) === list,
    );
    expect(refs.map((ref) => ref.code)).toContain(code);
    expect(publicCodeName(list, code)).toBe(name);
  });

  it("does not map AirPlus to the UATP card code", () => {
    expect(flattenChannelCodes(channelsOf("airplus")).map((ref) => ref.code)).not.toContain("TP");
  });
});

describe("catalogueProblems finds broken data", () => {
  it.each([
    ["a duplicate id", [entry({ id: "a" }), entry({ id: "a" })], 'entry "a": duplicate id'],
    ["a non-kebab id", [entry({ id: "Car_Rental" })], 'entry "Car_Rental": id is not kebab-case'],
    ["a wrong i18n key", [entry({ id: "a", nameI18n: "services.b" })], 'entry "a": nameI18n must be services.a'],
    ["a missing German name", [entry({ id: "a", name: { de: "", en: "A" } })], 'entry "a": missing or untidy de name'],
    [
      "an unknown icon",
      [entry({ id: "a", iconId: "unicorn" as CatalogueEntry["iconId"] })],
      'entry "a": unknown icon id unicorn',
    ],
    [
      "a dangling replacedBy",
      [entry({ id: "a", deprecated: { replacedBy: "gone" } })],
      'entry "a": replacedBy chain reaches unknown id "gone"',
    ],
    [
      "a replacedBy cycle",
      [entry({ id: "a", deprecated: { replacedBy: "b" } }), entry({ id: "b", deprecated: { replacedBy: "a" } })],
      'entry "a": replacedBy cycle a -> b -> a',
    ],
    [
      "a replacement that was removed",
      [entry({ id: "a", deprecated: { replacedBy: "b" } }), entry({ id: "b", deprecated: { remove: true } })],
      'entry "a": replacedBy chain ends at removed entry "b"',
    ],
    [
      "codes on a deprecated entry",
      [
        entry({ id: "a", deprecated: { replacedBy: "b" }, channels: { TRUST: { RoomFacilityCode: ["59"] } } }),
        entry({ id: "b" }),
      ],
      'entry "a": a deprecated entry must not carry channel codes (its replacement does)',
    ],
    [
      "codes in a list without a public source",
      [entry({ id: "a", channels: { OFS: { Featured: ["1"] } } })],
      'entry "a": OFS.Featured has no public code list, so it cannot carry codes',
    ],
    [
      "an unknown code list",
      [entry({ id: "a", channels: { TRUST: { RoomCode: ["1"] } } as unknown as CatalogueEntry["channels"] })],
      'entry "a": TRUST has no code list RoomCode (known: ServiceCode, BusinessServiceCode, FacilityCode, RoomFacilityCode, PropertyType)',
    ],
    [
      "a code claimed twice",
      [
        entry({ id: "a", channels: { TRUST: { RoomFacilityCode: ["59"] } } }),
        entry({ id: "b", channels: { TRUST: { RoomFacilityCode: ["59"] } } }),
      ],
      'code ota-rma 59 is claimed by "a" and "b"',
    ],
    [
      "a HAC code of an amenity in TRUST.ServiceCode",
      [entry({ id: "a", channels: { TRUST: { ServiceCode: ["5"] } } })],
      'entry "a": HAC codes of a amenity belong in TRUST.FacilityCode',
    ],
  ] as const)("reports %s", (_case, entries, problem) => {
    expect(catalogueProblems(entries)).toContain(problem);
  });
});

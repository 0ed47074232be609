import { describe, expect, it } from "vitest";
import { includedServiceGroups, shownPaymentMethods } from "./included-service-groups";

describe("includedServiceGroups", () => {
  it.each([
    ["nothing included", [], "en", []],
    ["unknown ids and payment entries left out", ["no-such-service", "visa"], "en", []],
    [
      "groups in the page's order, each by score, repeats once",
      ["courtyard", "fire-extinguisher", "luggage-storage", "heating", "internet-access-wifi", "heating", "bar"],
      "en",
      [
        { type: "amenity", names: ["Wi-Fi", "Heating", "Fire extinguisher"] },
        { type: "facility", names: ["Courtyard", "Bar"] },
        { type: "service", names: ["Luggage storage"] },
      ],
    ],
    [
      "names in the page's language",
      ["kitchen", "luggage-storage"],
      "de",
      [
        { type: "amenity", names: ["Küche"] },
        { type: "service", names: ["Gepäckaufbewahrung"] },
      ],
    ],
  ] as const)("%s", (_, ids, lng, expected) => {
    const groups = includedServiceGroups(ids, lng);
    expect(groups.map((g) => ({ type: g.type, names: g.services.map((s) => s.name) }))).toEqual(expected);
  });

  it("keeps each service's id and icon for the page", () => {
    expect(includedServiceGroups(["internet-access-wifi"], "en")).toEqual([
      { type: "amenity", services: [{ id: "internet-access-wifi", iconId: "wifi", name: "Wi-Fi" }] },
    ]);
  });
});

describe("shownPaymentMethods", () => {
  it.each([
    ["the property names no payment entry: the tenant's methods, unnamed", ["card"], ["kitchen"], "en", [["card", []]]],
    [
      "card brands the property takes, named",
      ["card"],
      ["visa", "mastercard", "apple-pay", "kitchen"],
      "en",
      [["card", ["Visa", "Mastercard"]]],
    ],
    ["names in the page's language", ["card"], ["credit-card"], "de", [["card", ["Kreditkarte"]]]],
  ] as const)("%s", (_, tenantMethods, included, lng, expected) => {
    const shown = shownPaymentMethods(tenantMethods, included, lng);
    expect(shown.map((m) => [m.method, m.names])).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import { liveEntries, normaliseServiceIds } from "../catalogue";
import {
  hasAllServices,
  listingServiceSet,
  SERVICE_COUNT,
  serviceIdAt,
  serviceIndexOf,
  serviceSetOf,
  serviceSetsOf,
} from "./service-index";

const idsOf = (ids: string[]) => [...serviceSetOf(ids).indexes].map((i) => serviceIdAt(i));

describe("service sets", () => {
  it("index every live entry", () => {
    expect(SERVICE_COUNT).toBe(liveEntries().length);
    for (const entry of liveEntries()) expect(serviceIdAt(serviceIndexOf(entry.id))).toBe(entry.id);
  });

  it.each([
    [["kitchen", "balcony"]],
    [["wifi", "internet-access-wifi", "free-wifi"]],
    [["amex", "cheque", "nonsense", "visa", "amex"]],
    [["meeting-room", "internet", "covid-certificate-required"]],
    [[]],
  ])("normalise like normaliseServiceIds: %j", (ids) => {
    expect(idsOf(ids)).toEqual(normaliseServiceIds(ids));
  });

  it.each([
    [["kitchen", "balcony", "visa"], ["kitchen", "visa"], true],
    [["kitchen"], ["kitchen", "visa"], false],
    [["wifi"], ["internet-access-wifi"], true],
    [[], [], true],
    [["kitchen"], [], true],
    [[], ["kitchen"], false],
  ])("%j has all of %j: %s", (have, need, expected) => {
    expect(hasAllServices(serviceSetOf(have), serviceSetOf(need))).toBe(expected);
  });

  it("computes a listing's set once per services array", () => {
    const services = ["kitchen", "wifi"];
    expect(listingServiceSet(services)).toBe(listingServiceSet(services));
    expect(listingServiceSet([...services])).not.toBe(listingServiceSet(services));
    const sets = serviceSetsOf([{ includedServices: services }, { includedServices: [] }]);
    expect(sets[0]).toBe(listingServiceSet(services));
    expect(sets[1]?.indexes).toHaveLength(0);
  });

  it("answers -1 for ids that stand for nothing", () => {
    expect(serviceIndexOf("cheque")).toBe(-1);
    expect(serviceIndexOf("no-such-service")).toBe(-1);
    expect(serviceIndexOf("wifi")).toBe(serviceIndexOf("internet-access-wifi"));
  });
});

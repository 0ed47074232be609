import { describe, expect, it } from "vitest";
import { updateApartmentTypeSchema } from "../../../shared/ota/back-office-houses";
import type { TypeRow } from "../repositories/back-office-houses";
import { typeWriteOf } from "./back-office-house-view";

const stored = (channelLinks: Record<string, { externalId: string }>): TypeRow => ({
  id: "t-1",
  property_id: "p-1",
  active: 1,
  kind: "studio",
  tier: "standard",
  name: null,
  description: null,
  size_min: 20,
  size_max: 25,
  bedrooms: 0,
  bathrooms: 1,
  beds: 1,
  max_occupancy: 2,
  units: 3,
  services: "[]",
  min_stay: 1,
  max_stay: 90,
  booking_mode: "Direct",
  channel_links: JSON.stringify(channelLinks),
  base_nightly: 9000,
  cleaning_fee: 0,
  monthly_rate: 180000,
  p_currency: "EUR",
  p_owner_ibe_uid: "alpenstay",
});

describe("typeWriteOf: channel links", () => {
  const mapped = { SITEMINDER: { externalId: "DBL" }, VISION: { externalId: "v-1" } };
  it.each([
    [
      "the type form's channels replace theirs; a connection's code stays",
      { RATEHAWK: { externalId: "r-9" } },
      { SITEMINDER: { externalId: "DBL" }, RATEHAWK: { externalId: "r-9" } },
    ],
    ["no links given: all stay", undefined, mapped],
    [
      "a connection's channel given (an import): replaced",
      { SITEMINDER: { externalId: "KING" } },
      { SITEMINDER: { externalId: "KING" } },
    ],
  ])("%s", (_case, given, expected) => {
    const write = typeWriteOf(stored(mapped), { channelLinks: given });
    expect(JSON.parse(write.channel_links)).toEqual(expected);
  });
});

describe("the channel links an update takes", () => {
  it.each([
    [{ SITEMINDER: { externalId: "DBL" } }, true],
    [{ VISION: { externalId: "v-1" } }, true],
    [{ "not a channel": { externalId: "x" } }, false],
  ])("%j: %s", (channelLinks, ok) => {
    expect(updateApartmentTypeSchema.safeParse({ channelLinks }).success).toBe(ok);
  });
});

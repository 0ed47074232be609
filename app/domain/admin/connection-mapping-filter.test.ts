import { describe, expect, it } from "vitest";
import type { ChannelMappingType } from "../../../shared/ota/channel-connections";
import { mappingTypesShown } from "./connection-mapping-filter";

const type = (id: string, house: string, name: string, code: string | null = null): ChannelMappingType => ({
  apartmentTypeId: id,
  name: { en: name, de: `${name} (de)` },
  houseName: house,
  code,
  ratePlans: [],
});

const types = [
  type("a-1", "Alaunstraße Suites", "Comfort studio", "DBL"),
  type("a-2", "Alaunstraße Suites", "Loft"),
  type("b-1", "Haus am See", "Studio"),
];

describe("the connection page's mapping types", () => {
  it("shows the first ones up to the limit and counts all", () => {
    expect(mappingTypesShown(types, "", 2)).toEqual({ shown: types.slice(0, 2), matching: 3 });
  });

  it("finds by house, name in either language, room code or id, ignoring case", () => {
    const ids = (query: string) => mappingTypesShown(types, query).shown.map((t) => t.apartmentTypeId);
    expect(ids("alaun")).toEqual(["a-1", "a-2"]);
    expect(ids(" STUDIO ")).toEqual(["a-1", "b-1"]);
    expect(ids("loft (de)")).toEqual(["a-2"]);
    expect(ids("dbl")).toEqual(["a-1"]);
    expect(ids("b-1")).toEqual(["b-1"]);
    expect(mappingTypesShown(types, "nowhere")).toEqual({ shown: [], matching: 0 });
  });
});

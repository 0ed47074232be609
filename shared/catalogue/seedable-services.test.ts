import { describe, expect, it } from "vitest";
import { getEntry, liveEntries } from "./catalogue-lookup";
import { normaliseServiceIds } from "./normalise-service-ids";
import { seedableServiceIds } from "./seedable-services";

describe("seedableServiceIds", () => {
  const ids = seedableServiceIds();

  it("offers every live entry and no deprecated one", () => {
    expect(ids).toEqual(liveEntries().map((e) => e.id));
    expect(ids.some((id) => getEntry(id)?.deprecated)).toBe(false);
    expect(ids).not.toContain("wifi");
  });

  it("needs no normalisation", () => {
    expect(normaliseServiceIds(ids)).toEqual(ids);
  });

  it("returns a fresh array each time", () => {
    const first = seedableServiceIds();
    first.pop();
    expect(seedableServiceIds().length).toBe(ids.length);
  });
});

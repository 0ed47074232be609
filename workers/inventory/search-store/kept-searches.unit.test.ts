import { describe, expect, it } from "vitest";
import { isCurrent } from "./generation";
import { madeFrom, type ResultFormat, unexpiredMeta } from "./kept-searches";

const NOW = Date.parse("2026-05-01T12:00:00Z");
const meta = { offers: 12, expiresAt: "2026-05-01T12:10:00.000Z", ibeUid: "quartier", generation: 7 };
const kept: ResultFormat = { format: "hits", meta };

describe("unexpiredMeta: a kept radius search of this tenant that has not expired", () => {
  it.each<[string, ResultFormat | null, string, boolean]>([
    ["kept", kept, "quartier", true],
    ["another tenant's search", kept, "other", false],
    ["expired", { format: "hits", meta: { ...meta, expiresAt: "2026-05-01T12:00:00.000Z" } }, "quartier", false],
    ["an enquiry's listings", { format: "listings" }, "quartier", false],
    ["nothing kept", null, "quartier", false],
  ])("%s", (_name, format, ibeUid, answers) => {
    expect(unexpiredMeta(format, ibeUid, NOW) !== null).toBe(answers);
  });
});

describe("the generation judges what is kept", () => {
  it.each<[string, number | null | undefined, number | null, boolean]>([
    ["kept at the current generation", 7, 7, true],
    ["kept at an older generation", 6, 7, false],
    ["the tenant has no generation", null, null, false],
    ["kept without one", undefined, 7, false],
  ])("%s", (_name, keptAt, current, answers) => {
    expect(isCurrent(keptAt, current)).toBe(answers);
  });

  it("a build or a ranking is used only with the hits of its generation", () => {
    expect(madeFrom({ generation: 7 }, { generation: 7 })).toBe(true);
    expect(madeFrom({ generation: 8 }, { generation: 7 })).toBe(false);
    expect(madeFrom({ generation: null }, { generation: null })).toBe(false);
    expect(madeFrom({ generation: 7 }, null)).toBe(false);
  });
});

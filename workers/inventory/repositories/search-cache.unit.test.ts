import { describe, expect, it } from "vitest";
import { freshMeta, newComputation, type ResultFormat } from "./search-cache";

const NOW = Date.parse("2026-05-01T12:00:00Z");
const meta = {
  offers: 12,
  expiresAt: "2026-05-01T12:10:00.000Z",
  ibeUid: "quartier",
  computedAt: "2026-05-01T11:55:00.000Z",
};
const kept: ResultFormat = { format: "hits", meta };

describe("freshMeta: whether a kept radius search may answer again", () => {
  it.each<[string, ResultFormat | null, string, string | null, boolean]>([
    ["kept, no availability change", kept, "quartier", null, true],
    ["kept, availability changed before it was computed", kept, "quartier", "2026-05-01T11:50:00.000Z", true],
    ["availability changed after it was computed", kept, "quartier", "2026-05-01T11:56:00.000Z", false],
    ["availability changed at the same instant", kept, "quartier", meta.computedAt, false],
    ["another tenant's search", kept, "other", null, false],
    ["expired", { format: "hits", meta: { ...meta, expiresAt: "2026-05-01T12:00:00.000Z" } }, "quartier", null, false],
    [
      "no computedAt with a change",
      { format: "hits", meta: { ...meta, computedAt: undefined } },
      "quartier",
      "2026-01-01T00:00:00.000Z",
      false,
    ],
    ["no computedAt, no change", { format: "hits", meta: { ...meta, computedAt: undefined } }, "quartier", null, true],
    ["hits without meta", { format: "hits" }, "quartier", null, false],
    ["an enquiry's listings", { format: "listings" }, "quartier", null, false],
    ["nothing kept", null, "quartier", null, false],
  ])("%s", (_name, format, ibeUid, changedAt, fresh) => {
    expect(freshMeta(format, ibeUid, changedAt, NOW) !== null).toBe(fresh);
  });
});

describe("newComputation", () => {
  it("names each computation anew and keeps it for the TTL", () => {
    const hits = {
      ibeUid: "quartier",
      from: "2026-06-01",
      to: "2026-06-04",
      guests: 2,
      language: "en" as const,
      hits: [],
    };
    const before = Date.now();
    const a = newComputation(hits, 900);
    const b = newComputation(hits, 900);
    expect(a.computation).not.toBe(b.computation);
    expect(Date.parse(a.expiresAt) - before).toBeGreaterThanOrEqual(900_000);
    expect(Date.parse(a.expiresAt) - before).toBeLessThan(905_000);
    expect(a).toMatchObject(hits);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { logListingWarnings } from "./search-page.server";

describe("logListingWarnings", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a listing's missing vision link once per isolate, not on every render", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const warning = (listingId: string) => ({
      code: "vision_link_missing" as const,
      listingId,
      propertyName: "Quartier Karl-Marx-Allee",
    });
    logListingWarnings([warning("once-a"), warning("once-b")]);
    logListingWarnings([warning("once-a"), warning("once-b")]);
    logListingWarnings([warning("once-c")]);
    expect(warn.mock.calls.map(([message, fields]) => [message, fields])).toEqual([
      ["search: vision_link_missing", { listingId: "once-a", property: "Quartier Karl-Marx-Allee" }],
      ["search: vision_link_missing", { listingId: "once-b", property: "Quartier Karl-Marx-Allee" }],
      ["search: vision_link_missing", { listingId: "once-c", property: "Quartier Karl-Marx-Allee" }],
    ]);
  });
});

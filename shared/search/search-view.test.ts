import { describe, expect, it } from "vitest";
import { effectiveView, isSearchView, parseSearchView, type SearchView } from "./search-view";

describe("effectiveView", () => {
  it.each<[SearchView, boolean, boolean | undefined, SearchView]>([
    ["tile", false, undefined, "tile"],
    ["grid", false, undefined, "grid"],
    ["map", false, undefined, "map"],
    ["list", false, undefined, "list"],
    ["tile", true, undefined, "list"],
    ["grid", true, undefined, "list"],
    ["map", true, undefined, "list"],
    ["map", false, false, "list"],
    ["tile", false, false, "tile"],
  ])("%s on an enquiry/RFP path %s, map enabled %s: %s", (requested, isEnquiryOrRfpPath, mapEnabled, expected) => {
    expect(effectiveView(requested, { isEnquiryOrRfpPath, mapEnabled })).toBe(expected);
  });
});

describe("parseSearchView", () => {
  it.each([
    ["tile", "tile"],
    ["map", "map"],
    ["TILE", "list"],
    ["", "list"],
    [null, "list"],
    [3, "list"],
  ])("%j -> %s", (value, expected) => {
    expect(parseSearchView(value)).toBe(expected);
  });

  it("uses the given fallback", () => {
    expect(parseSearchView("carousel", "grid")).toBe("grid");
    expect(isSearchView("grid")).toBe(true);
    expect(isSearchView("carousel")).toBe(false);
  });
});

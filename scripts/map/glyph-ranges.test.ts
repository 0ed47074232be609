import { describe, expect, it } from "vitest";
import { foldToShippedGlyphs, GLYPH_RANGES, glyphRangeOf, glyphRangesFor } from "./glyph-ranges";

describe("glyph ranges", () => {
  it("names the 256-code-point block of a character", () => {
    expect(glyphRangeOf("A".codePointAt(0)!)).toBe("0-255");
    expect(glyphRangeOf("ł".codePointAt(0)!)).toBe("256-511");
    expect(glyphRangeOf("ș".codePointAt(0)!)).toBe("512-767");
  });

  it("lists the blocks that texts use", () => {
    expect(glyphRangesFor(["München", "Łódź", "Iași"])).toEqual(["0-255", "256-511", "512-767"]);
  });

  it("keeps German, Polish and Romanian letters and folds rarer ones to their base letters", () => {
    expect(foldToShippedGlyphs("Düsseldorf – Łódź – Timișoara")).toBe("Düsseldorf – Łódź – Timișoara");
    expect(foldToShippedGlyphs("Ptolemaḯda")).toBe("Ptolemaida");
    expect(
      glyphRangesFor([foldToShippedGlyphs("Ptolemaḯda Αθήνα")]).every((r) => GLYPH_RANGES.includes(r as never)),
    ).toBe(true);
  });
});

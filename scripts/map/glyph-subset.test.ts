import { PbfWriter } from "pbf";
import { describe, expect, it } from "vitest";
import { codePointsOf, readFontStacks, subsetGlyphs } from "./glyph-subset";

/** A glyph file with one font stack and a glyph per code point (a tiny bitmap each). */
function glyphFile(range: string, ids: number[]): Uint8Array {
  const writer = new PbfWriter();
  writer.writeMessage(
    1,
    (_: unknown, pbf) => {
      pbf.writeStringField(1, "Noto Sans Regular");
      pbf.writeStringField(2, range);
      for (const id of ids) {
        pbf.writeMessage(
          3,
          (_glyph: unknown, g) => {
            g.writeVarintField(1, id);
            g.writeBytesField(2, new Uint8Array([id % 256, 1, 2]));
            g.writeVarintField(3, 1);
            g.writeVarintField(4, 1);
            g.writeSVarintField(5, -1);
            g.writeSVarintField(6, -20);
            g.writeVarintField(7, 7);
          },
          null,
        );
      }
    },
    null,
  );
  return writer.finish();
}

describe("subsetGlyphs", () => {
  it.each([
    { ids: [32, 65, 66, 67], keep: [32, 65], kept: [32, 65] },
    { ids: [32, 65, 66, 67], keep: [32, 65, 66, 67, 68], kept: [32, 65, 66, 67] },
    { ids: [32, 65], keep: [], kept: [] },
    { ids: [321, 322, 346], keep: [322], kept: [322] },
  ])("keeps $kept of $ids when the labels use $keep", ({ ids, keep, kept }) => {
    const file = glyphFile("0-255", ids);
    const [stack] = readFontStacks(subsetGlyphs(file, new Set(keep)));
    expect(stack?.name).toBe("Noto Sans Regular");
    expect(stack?.range).toBe("0-255");
    expect(stack?.glyphs.map((g) => g.id)).toEqual(kept);
  });

  it("keeps each glyph's bytes as they were", () => {
    const file = glyphFile("0-255", [65, 66]);
    const before = readFontStacks(file)[0]!.glyphs[1]!.raw;
    const after = readFontStacks(subsetGlyphs(file, new Set([66])))[0]!.glyphs[0]!.raw;
    expect([...after]).toEqual([...before]);
  });
});

describe("codePointsOf", () => {
  it.each([
    { texts: [], points: [32] },
    { texts: ["Köln", "KÖLN"], points: [32, 75, 76, 78, 108, 110, 214, 246] },
    { texts: ["Łódź"], points: [32, 100, 243, 321, 378] },
  ])("$texts", ({ texts, points }) => {
    expect([...codePointsOf(texts)].sort((a, b) => a - b)).toEqual(points);
  });
});

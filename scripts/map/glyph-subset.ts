/**
 * Glyph files (maplibre's glyphs.proto: a font stack with its name, range and one message per glyph)
 * cut down to the characters the labels use: a map that shows names only needs their letters, so the
 * first label drawn does not wait for a whole block of symbols and letters no name has.
 */
import { PbfReader, PbfWriter } from "pbf";

type Glyph = { id: number; raw: Uint8Array };
type FontStack = { name: string; range: string; glyphs: Glyph[] };

function readGlyph(bytes: Uint8Array): Glyph {
  const reader = new PbfReader(bytes);
  const glyph = reader.readFields(
    (tag, result: { id: number }, pbf) => {
      if (tag === 1) result.id = pbf.readVarint();
    },
    { id: -1 },
  );
  return { id: glyph.id, raw: bytes };
}

export function readFontStacks(file: Uint8Array): FontStack[] {
  return new PbfReader(file).readFields((tag, stacks: FontStack[], pbf) => {
    if (tag !== 1) return;
    const end = pbf.readVarint() + pbf.pos;
    stacks.push(
      pbf.readFields(
        (field, stack: FontStack, inner) => {
          if (field === 1) stack.name = inner.readString();
          else if (field === 2) stack.range = inner.readString();
          else if (field === 3) stack.glyphs.push(readGlyph(inner.readBytes()));
        },
        { name: "", range: "", glyphs: [] },
        end,
      ),
    );
  }, []);
}

/** `file` with only the glyphs of the code points in `keep`, each glyph's bytes as they were. */
export function subsetGlyphs(file: Uint8Array, keep: ReadonlySet<number>): Uint8Array {
  const writer = new PbfWriter();
  for (const stack of readFontStacks(file)) {
    writer.writeMessage(
      1,
      (s: FontStack, pbf) => {
        pbf.writeStringField(1, s.name);
        pbf.writeStringField(2, s.range);
        for (const glyph of s.glyphs) if (keep.has(glyph.id)) pbf.writeBytesField(3, glyph.raw);
      },
      stack,
    );
  }
  return writer.finish();
}

/** The code points of `texts`, and the space between words. */
export function codePointsOf(texts: Iterable<string>): Set<number> {
  const points = new Set<number>([32]);
  for (const text of texts) for (const char of text) points.add(char.codePointAt(0)!);
  return points;
}

/**
 * Label glyphs: maplibre requests one glyph file per block of 256 code points ("0-255", "256-511",
 * ...) that a label uses. The basemap ships a fixed set of blocks that covers European Latin-script
 * names, and folds the rare letters outside them to their base letters (e.g. "ḯ" to "i"), so that one
 * odd name does not add a 130 KB glyph file.
 */

/**
 * Basic Latin and Latin-1 (digits, punctuation, German umlauts), Latin Extended-A (Polish, Czech,
 * Hungarian, Turkish letters), Latin Extended-B (Romanian ș and ț) and General Punctuation.
 */
export const GLYPH_RANGES = ["0-255", "256-511", "512-767", "8192-8447"] as const;

export function glyphRangeOf(codePoint: number): string {
  const start = Math.floor(codePoint / 256) * 256;
  return `${start}-${start + 255}`;
}

const SHIPPED = new Set<string>(GLYPH_RANGES);

function isShipped(char: string): boolean {
  return SHIPPED.has(glyphRangeOf(char.codePointAt(0)!));
}

/**
 * Returns `text` with every character outside the shipped glyph ranges replaced by its base letters
 * (canonical decomposition without combining marks), or dropped when it has none that are shipped.
 */
export function foldToShippedGlyphs(text: string): string {
  let out = "";
  for (const char of text) {
    if (isShipped(char)) {
      out += char;
      continue;
    }
    for (const part of char.normalize("NFD").replace(/\p{M}/gu, "")) {
      if (isShipped(part)) out += part;
    }
  }
  return out;
}

/** The glyph ranges `texts` use. */
export function glyphRangesFor(texts: Iterable<string>): string[] {
  const starts = new Set<number>();
  for (const text of texts) {
    for (const char of text) starts.add(Math.floor(char.codePointAt(0)! / 256) * 256);
  }
  return [...starts].sort((a, b) => a - b).map((start) => glyphRangeOf(start));
}

import { ascii, concatBytes, MalformedImageError, u32be } from "./image-bytes";
import type { CleanedImage } from "./jpeg-file";

const SIGNATURE_LENGTH = 8;

/**
 * Chunks that may carry where or by whom a picture was made: EXIF (eXIf), texts (tEXt, zTXt, iTXt,
 * where XMP and tools' "Raw profile type exif" live) and the time. The rest (pixels, palette,
 * transparency, colour, gamma, physical size) stays.
 */
const METADATA_CHUNKS = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

/**
 * Reads a PNG's size from its header and drops its metadata chunks; nothing after IEND is kept.
 * PNG's EXIF orientation goes with the EXIF: browsers do not agree on honouring it (decision 0106).
 * Throws MalformedImageError for a file that is not a well-formed PNG.
 */
export function cleanPng(bytes: Uint8Array): CleanedImage {
  if (ascii(bytes, 1, 3) !== "PNG") throw new MalformedImageError("no PNG signature");
  const kept: Uint8Array[] = [bytes.subarray(0, SIGNATURE_LENGTH)];
  let size: { width: number; height: number } | null = null;
  let at = SIGNATURE_LENGTH;
  for (;;) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) throw new MalformedImageError("chunk past the end");
    if (at === SIGNATURE_LENGTH) {
      if (type !== "IHDR" || length < 8) throw new MalformedImageError("no IHDR first");
      size = { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) };
    }
    if (!METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === "IEND") break;
  }
  if (!size || size.width === 0 || size.height === 0) throw new MalformedImageError("no size");
  return { ...size, bytes: concatBytes(kept) };
}

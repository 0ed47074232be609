import { ascii, concatBytes, MalformedImageError, u16le, u24le, u32le } from "./image-bytes";
import type { CleanedImage } from "./jpeg-file";

/** VP8X flags of the metadata chunks this drops. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
const METADATA_CHUNKS = new Set(["EXIF", "XMP "]);

/** The canvas size from the first chunk: VP8X's canvas, or a simple file's VP8 or VP8L frame. */
function sizeOf(type: string, data: Uint8Array): { width: number; height: number } {
  if (type === "VP8X") return { width: u24le(data, 4) + 1, height: u24le(data, 7) + 1 };
  if (type === "VP8 ") {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) throw new MalformedImageError("no VP8 key frame");
    return { width: u16le(data, 6) & 0x3fff, height: u16le(data, 8) & 0x3fff };
  }
  if (type === "VP8L") {
    if (data[0] !== 0x2f) throw new MalformedImageError("no VP8L signature");
    const bits = u32le(data, 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new MalformedImageError(`unexpected first chunk ${type}`);
}

/**
 * Reads a WebP's size and drops its EXIF and XMP chunks, clearing their flags in the VP8X header and
 * writing the RIFF size anew. Its EXIF orientation goes with the EXIF (decision 0106). Throws
 * MalformedImageError for a file that is not a well-formed WebP.
 */
export function cleanWebp(bytes: Uint8Array): CleanedImage {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") throw new MalformedImageError("no RIFF WEBP");
  const riffEnd = Math.min(bytes.length, 8 + u32le(bytes, 4));
  const kept: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = ascii(bytes, at, 4);
    const length = u32le(bytes, at + 4);
    const end = at + 8 + length + (length % 2);
    if (at + 8 + length > riffEnd) throw new MalformedImageError("chunk past the end");
    const data = bytes.subarray(at + 8, at + 8 + length);
    size ??= sizeOf(type, data);
    if (type === "VP8X") {
      const chunk = bytes.slice(at, Math.min(end, riffEnd));
      chunk[8] = chunk[8]! & ~(EXIF_FLAG | XMP_FLAG);
      kept.push(chunk);
    } else if (!METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    at = end;
  }
  if (!size || size.width === 0 || size.height === 0) throw new MalformedImageError("no image chunk");
  const body = concatBytes(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4), 0);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  return { ...size, bytes: concatBytes([header, body]) };
}

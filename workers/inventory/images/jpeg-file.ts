import { ascii, concatBytes, MalformedImageError, u16be, u32be } from "./image-bytes";

/** A JPEG's pixel size as shown (EXIF orientation applied) and the file without its metadata. */
export type CleanedImage = { width: number; height: number; bytes: Uint8Array };

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP1 = 0xe1;
const APP13 = 0xed;
const COM = 0xfe;
/** Start-of-frame markers (not DHT C4, JPG C8 or DAC CC): they carry the height and width. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const EXIF_ID = "Exif\0\0";
const ORIENTATION_TAG = 0x0112;

/**
 * Segments that may say where or by whom a photo was taken: APP1 (EXIF with its GPS block, XMP),
 * APP13 (Photoshop's IPTC) and comments. APP0 (JFIF), APP2 (the colour profile) and APP14 (Adobe's
 * colour transform) stay: without them colours change.
 */
const isMetadata = (marker: number) => marker === APP1 || marker === APP13 || marker === COM;

/** The EXIF orientation (1-8) in an APP1 segment's payload, or null when it has none. */
export function exifOrientation(payload: Uint8Array): number | null {
  if (payload.length < 14 || ascii(payload, 0, 6) !== EXIF_ID) return null;
  const tiff = payload.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16be(tiff, at));
  const u32 = (at: number) =>
    little ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16) | (tiff[at + 3]! << 24)) >>> 0 : u32be(tiff, at);
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/**
 * An APP1 segment with an EXIF block that holds the orientation and nothing else, so a photo taken
 * on its side still shows upright once every other EXIF field (the GPS position among them) is gone.
 */
export function orientationOnlyExif(orientation: number): Uint8Array {
  const payload = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // big-endian TIFF header, IFD0 at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next IFD
  ];
  const length = payload.length + 2;
  return new Uint8Array([0xff, APP1, length >> 8, length & 0xff, ...payload]);
}

/**
 * Reads a JPEG's size and drops its metadata segments (isMetadata); an orientation other than 1 is
 * kept in a new, minimal EXIF block right after the start. Everything from the scan on is copied
 * as it is. Throws MalformedImageError for a file that is not a well-formed JPEG.
 */
export function cleanJpeg(bytes: Uint8Array): CleanedImage {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) throw new MalformedImageError("no JPEG start");
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let size: { width: number; height: number } | null = null;
  let at = 2;
  for (;;) {
    if (at >= bytes.length) throw new MalformedImageError("no image data");
    if (bytes[at] !== 0xff) throw new MalformedImageError("not a marker");
    // Fill bytes before a marker.
    while (bytes[at + 1] === 0xff) at++;
    const marker = bytes[at + 1];
    if (marker === undefined || marker === EOI) throw new MalformedImageError("no image data");
    if (marker === SOS) {
      kept.push(bytes.subarray(at));
      break;
    }
    // Markers without a length: TEM and the restart markers (not expected before the scan).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    const length = u16be(bytes, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) throw new MalformedImageError("segment past the end");
    const payload = bytes.subarray(at + 4, end);
    if (marker === APP1) orientation ??= exifOrientation(payload);
    if (SOF.has(marker)) size = { height: u16be(payload, 1), width: u16be(payload, 3) };
    if (!isMetadata(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!size || size.width === 0 || size.height === 0) throw new MalformedImageError("no frame size");
  if (orientation !== null && orientation !== 1) kept.splice(1, 0, orientationOnlyExif(orientation));
  // Orientations 5-8 turn the picture by a quarter: it shows as wide as it is stored high.
  const turned = orientation !== null && orientation >= 5;
  return {
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    bytes: concatBytes(kept),
  };
}

/** Reading and writing integers in a file's bytes, for the image formats' parsers. Pure. */

/** The bytes do not hold the structure their format promises (cut short, a length past the end). */
export class MalformedImageError extends Error {}

export function u16be(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.length) throw new MalformedImageError("cut short");
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

export function u32be(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw new MalformedImageError("cut short");
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

export function u16le(bytes: Uint8Array, at: number): number {
  if (at + 2 > bytes.length) throw new MalformedImageError("cut short");
  return bytes[at]! | (bytes[at + 1]! << 8);
}

export function u24le(bytes: Uint8Array, at: number): number {
  if (at + 3 > bytes.length) throw new MalformedImageError("cut short");
  return bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
}

export function u32le(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) throw new MalformedImageError("cut short");
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

/** The bytes as Latin-1 text (chunk names, signatures). */
export function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (at + length > bytes.length) throw new MalformedImageError("cut short");
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The parts joined into one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

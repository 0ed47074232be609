import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "../../../shared/photos/image-type";
import { MalformedImageError } from "./image-bytes";
import { cleanJpeg, exifOrientation, orientationOnlyExif } from "./jpeg-file";
import { type PhotoFile, readPhotoFile } from "./photo-file";
import { cleanPng } from "./png-file";
import { cleanWebp } from "./webp-file";

/** Real files made by an image library, each with EXIF (a GPS position, an author) and XMP. */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const bytesOf = (...values: number[]) => new Uint8Array(values);

function stored(name: string): PhotoFile {
  const file = readPhotoFile(fixture(name));
  if (typeof file === "string") throw new Error(`${name}: ${file}`);
  return file;
}

describe("sniffImageType", () => {
  it.each([
    ["a JPEG", bytesOf(0xff, 0xd8, 0xff, 0xe0), "image/jpeg"],
    ["a PNG", bytesOf(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "image/png"],
    ["a WebP", new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "), "image/webp"],
    ["a RIFF that is not WebP (WAVE)", new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt "), null],
    ["a GIF", new TextEncoder().encode("GIF89a"), null],
    ["a PDF named photo.jpg", new TextEncoder().encode("%PDF-1.7"), null],
    ["an SVG", new TextEncoder().encode("<svg xmlns="), null],
    ["an empty file", new Uint8Array(0), null],
    ["two JPEG bytes only", bytesOf(0xff, 0xd8), null],
  ])("%s", (_, bytes, type) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it("reads the fixtures by their bytes", () => {
    expect(sniffImageType(fixture("gps-orientation-6.jpg"))).toBe("image/jpeg");
    expect(sniffImageType(fixture("gps.png"))).toBe("image/png");
    expect(sniffImageType(fixture("gps.webp"))).toBe("image/webp");
  });
});

describe("readPhotoFile strips what says where and by whom", () => {
  it.each([
    ["gps-orientation-6.jpg", "image/jpeg"],
    ["gps.png", "image/png"],
    ["gps.webp", "image/webp"],
  ])("%s: no GPS, author or XMP left, the type kept", (name, type) => {
    const original = fixture(name);
    expect(text(original)).toContain("Ada Photographer");
    expect(text(original)).toContain("xmpmeta");
    const file = stored(name);
    expect(file.contentType).toBe(type);
    expect(text(file.bytes)).not.toContain("Ada Photographer");
    expect(text(file.bytes)).not.toContain("xmpmeta");
    expect(text(file.bytes)).not.toContain("QuartierCam");
    expect(file.bytes.length).toBeLessThan(original.length);
  });

  it.each([
    // Stored 6 x 4 with orientation 6 (turned a quarter): shown 4 wide, 6 high.
    ["gps-orientation-6.jpg", 4, 6],
    ["plain.jpg", 5, 3],
    ["gps.png", 6, 4],
    ["gps.webp", 6, 4],
    ["plain.webp", 6, 4],
  ])("%s is %i x %i as shown", (name, width, height) => {
    const file = stored(name);
    expect([file.width, file.height]).toEqual([width, height]);
  });

  it("keeps a JPEG's orientation, and only it, in a minimal EXIF block", () => {
    const file = stored("gps-orientation-6.jpg");
    const exif = text(file.bytes).indexOf("Exif\0\0");
    expect(exif).toBeGreaterThan(0);
    expect(text(file.bytes).indexOf("Exif\0\0", exif + 1)).toBe(-1);
    const app1 = file.bytes.subarray(exif, exif + 32);
    expect(exifOrientation(app1)).toBe(6);
    expect(text(file.bytes)).toContain(text(orientationOnlyExif(6)));
  });

  it("keeps the pixels: the scan data is byte for byte the original's", () => {
    const original = fixture("gps-orientation-6.jpg");
    const sos = (bytes: Uint8Array) => text(bytes).indexOf("\xff\xda");
    expect(text(stored("gps-orientation-6.jpg").bytes).slice(sos(stored("gps-orientation-6.jpg").bytes))).toBe(
      text(original).slice(sos(original)),
    );
  });

  it("cleans a clean file to itself (nothing else dropped)", () => {
    for (const name of ["plain.jpg", "plain.webp"]) {
      expect(stored(name).bytes).toEqual(fixture(name));
    }
    for (const name of ["gps-orientation-6.jpg", "gps.png", "gps.webp"]) {
      const once = stored(name);
      const twice = readPhotoFile(once.bytes);
      expect(typeof twice === "string" ? twice : twice.bytes).toEqual(once.bytes);
    }
  });

  it("clears the WebP's EXIF and XMP flags and writes its RIFF size anew", () => {
    const file = stored("gps.webp");
    expect(text(file.bytes).slice(12, 16)).toBe("VP8X");
    expect(file.bytes[20]! & 0x0c).toBe(0);
    expect(new DataView(file.bytes.buffer, file.bytes.byteOffset).getUint32(4, true)).toBe(file.bytes.length - 8);
  });

  it("drops PNG text and EXIF chunks but keeps IHDR, IDAT and IEND", () => {
    const chunks = text(stored("gps.png").bytes);
    for (const kept of ["IHDR", "IDAT", "IEND"]) expect(chunks).toContain(kept);
    for (const dropped of ["eXIf", "tEXt", "iTXt", "zTXt"]) expect(chunks).not.toContain(dropped);
  });
});

describe("readPhotoFile refuses", () => {
  it.each([
    ["a text file", new TextEncoder().encode("hello"), "unsupported_type"],
    ["a GIF", new TextEncoder().encode("GIF89a\x01\0\x01\0"), "unsupported_type"],
    ["a JPEG cut before its frame", fixture("plain.jpg").subarray(0, 30), "unreadable"],
    ["a PNG cut in its header", fixture("gps.png").subarray(0, 20), "unreadable"],
    ["a WebP with only its RIFF header", fixture("plain.webp").subarray(0, 12), "unreadable"],
    ["a JPEG start and garbage", bytesOf(0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff), "unreadable"],
  ])("%s", (_, bytes, problem) => {
    expect(readPhotoFile(bytes)).toBe(problem);
  });

  it("throws MalformedImageError from the format readers for a file of another format", () => {
    expect(() => cleanJpeg(fixture("gps.png"))).toThrow(MalformedImageError);
    expect(() => cleanPng(fixture("plain.jpg"))).toThrow(MalformedImageError);
    expect(() => cleanWebp(fixture("plain.jpg"))).toThrow(MalformedImageError);
  });
});

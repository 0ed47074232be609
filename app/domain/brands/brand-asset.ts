import { sniffImageType } from "../../../shared/photos/image-type";

/** The pictures a brand uploads: its logo (header, mails) and its favicon. */
export const BRAND_ASSET_KINDS = ["logo", "favicon"] as const;
export type BrandAssetKind = (typeof BRAND_ASSET_KINDS)[number];

/** The largest file of each kind, in bytes: a logo is drawn small, a favicon smaller. */
export const MAX_BRAND_ASSET_BYTES: Record<BrandAssetKind, number> = { logo: 512 * 1024, favicon: 128 * 1024 };

export type BrandAssetType = "image/png" | "image/webp" | "image/svg+xml";
export const EXTENSION_OF_BRAND_ASSET: Record<BrandAssetType, string> = {
  "image/png": "png",
  "image/webp": "webp",
  "image/svg+xml": "svg",
};

export type BrandAssetProblem = "empty" | "tooLarge" | "unsupportedType" | "svgActiveContent";

/**
 * What an SVG may not hold, because it would run or fetch something where the file is opened on its
 * own: scripts, event handlers, `javascript:` links, embedded HTML, entities (XML bombs), and links to
 * anything outside the file except embedded raster images. The file is refused, not cleaned: a logo
 * with any of these is not one an admin meant to upload, and a cleaner we wrote could miss a case the
 * refusal would not (decision 0122). The route serves SVGs with a CSP that blocks scripts as well.
 */
const SVG_ACTIVE_CONTENT: readonly RegExp[] = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video|handler|listener)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<!ENTITY/i,
  /<!DOCTYPE/i,
  /<\?xml-stylesheet/i,
  /(?:href|src)\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|webp);base64,)/i,
  /url\(\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp);base64,)/i,
  /@import/i,
];

/** An SVG file by its text: an `<svg` root after an optional XML declaration, doctype and comments. */
function isSvgText(text: string): boolean {
  return /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(
    text,
  );
}

/**
 * An uploaded logo or favicon as it may be stored: its type read from its bytes (a PNG or WebP by
 * their signature, an SVG by its root element, never by its name or declared type), within the kind's
 * size, and an SVG without active content. Pure.
 */
export function readBrandAsset(
  bytes: Uint8Array,
  kind: BrandAssetKind,
): { contentType: BrandAssetType } | { problem: BrandAssetProblem } {
  if (bytes.byteLength === 0) return { problem: "empty" };
  if (bytes.byteLength > MAX_BRAND_ASSET_BYTES[kind]) return { problem: "tooLarge" };
  const raster = sniffImageType(bytes);
  if (raster === "image/png" || raster === "image/webp") return { contentType: raster };
  if (raster) return { problem: "unsupportedType" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: "unsupportedType" };
  }
  if (!isSvgText(text)) return { problem: "unsupportedType" };
  if (SVG_ACTIVE_CONTENT.some((pattern) => pattern.test(text))) return { problem: "svgActiveContent" };
  return { contentType: "image/svg+xml" };
}

import {
  type BrandAssetKind,
  type BrandAssetProblem,
  EXTENSION_OF_BRAND_ASSET,
  readBrandAsset,
} from "../../domain/brands/brand-asset";

/** Where the app serves a brand's pictures: `/brand-assets/<ibeUid>/<kind>-<hash>.<ext>`. */
export const BRAND_ASSET_PREFIX = "/brand-assets/";

/** A stored picture's key: the brand, the kind and a hash of its bytes, so a new file is a new name. */
export const BRAND_ASSET_KEY = /^([a-z0-9-]{1,40})\/(logo|favicon)-[0-9a-f]{16}\.(png|webp|svg)$/;

async function hashOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores an uploaded logo or favicon in R2 after checking it (readBrandAsset: type by its bytes, size,
 * no active content in an SVG) and answers the path pages use, or why it was refused. The same file
 * uploaded twice is the same object.
 */
export async function storeBrandAsset(
  bucket: R2Bucket,
  ibeUid: string,
  kind: BrandAssetKind,
  file: File,
): Promise<{ path: string } | { problem: BrandAssetProblem }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const read = readBrandAsset(bytes, kind);
  if ("problem" in read) return read;
  const key = `${ibeUid}/${kind}-${await hashOf(bytes)}.${EXTENSION_OF_BRAND_ASSET[read.contentType]}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: read.contentType } });
  return { path: `${BRAND_ASSET_PREFIX}${key}` };
}

/**
 * A stored picture as an answer: cached for a year (its name changes with its bytes), a CSP that runs
 * nothing (an SVG opened on its own), no type sniffing; 304 when the browser has it.
 */
export async function brandAssetResponse(bucket: R2Bucket, key: string, request: Request): Promise<Response | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    "X-Content-Type-Options": "nosniff",
    ETag: object.httpEtag,
  });
  if (request.headers.get("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

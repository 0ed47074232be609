import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";

/**
 * Operators' photos on the tenant's own host (docs/decisions/0106): `/media/photos/<key>` passes the
 * inventory's stored file on, cached for a year as immutable (a key never names other bytes).
 */
const KEY = "a-media-test/pho_mediatest1.png";
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

describe("/media/photos", () => {
  it("serves a stored photo with its type, a year's immutable caching and its entity tag", async () => {
    await env.INVENTORY_PHOTOS.put(KEY, PNG, { httpMetadata: { contentType: "image/png" } });
    const response = await fetchApp(`http://quartier.localhost/media/photos/${KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    const etag = response.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await fetchApp(`http://quartier.localhost/media/photos/${KEY}`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["an unknown photo", "photos/a-media-test/pho_missing.png"],
    ["a name that is no photo's", "photos/a-media-test/notes.txt"],
    ["a path out of the photos", "photos/../api/admin/bookings"],
  ])("answers 404 for %s", async (_, path) => {
    expect((await fetchApp(`http://quartier.localhost/media/${path}`)).status).toBe(404);
  });
});

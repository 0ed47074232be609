import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminOf } from "./admin-session";
import { fetchApp } from "./fetch-app";

/**
 * The photos page of the back office over HTTP as a browser without JavaScript (docs/decisions/0106):
 * one file per post, a file that is no image refused with its message and the form ready, another
 * brand's apartment type refused with the admin area's 403.
 */
type Admin = Awaited<ReturnType<typeof adminOf>>;
let admin: Admin;
let own = "";
let others = "";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const typeOwnedBy = async (owner: string, other: boolean) =>
  (
    await env.INVENTORY_DB.prepare(
      `SELECT t.id FROM apartment_types t JOIN properties p ON p.id = t.property_id
       WHERE ${other ? "p.owner_ibe_uid NOT IN (?1, 'quartier')" : "p.owner_ibe_uid = ?1"} ORDER BY t.id LIMIT 1`,
    )
      .bind(owner)
      .first<{ id: string }>()
  )?.id ?? "";

beforeAll(async () => {
  admin = await adminOf("citynest", "admin-citynest");
  own = await typeOwnedBy("citynest", false);
  others = await typeOwnedBy("citynest", true);
  expect(own && others).toBeTruthy();
});

function upload(typeId: string, file: File) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("photo", file);
  return fetchApp(`${admin.origin}/de/admin/apartments/${typeId}/photos`, {
    method: "POST",
    body: form,
    headers: { ...admin.headers, Origin: admin.origin, "Sec-Fetch-Site": "same-origin" },
  });
}

describe("the photos page", () => {
  it("refuses a file that is no image (415) with the translated message and the form ready", async () => {
    const response = await upload(own, new File(["kein Bild"], "foto.jpg", { type: "image/jpeg" }));
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toContain("Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.");
    expect(html).toContain('data-testid="photo-upload-form"');
  });

  it("stores an uploaded photo and lists it after the redirect", async () => {
    const response = await upload(own, new File([PNG], "zimmer.png", { type: "image/png" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/de/admin/apartments/${own}/photos?done=uploaded`);
    const page = await admin.page(`/de/admin/apartments/${own}/photos?done=uploaded`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Das Foto wurde hochgeladen.");
    expect(page.html).toMatch(new RegExp(`src="/media/photos/${own}/pho_[a-z0-9]+\\.png"`));
  });

  it("answers 403 for another brand's apartment type, to the page and to an upload", async () => {
    expect((await admin.page(`/en/admin/apartments/${others}/photos`)).status).toBe(403);
    expect((await upload(others, new File([PNG], "a.png"))).status).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { apartmentSchema, findOffersResponseSchema } from "../../../shared/ota";
import { adminPhotoListSchema, adminPhotoSchema, MAX_PHOTO_BYTES } from "../../../shared/ota/back-office-photos";
import { changeHistoryPageSchema } from "../../../shared/ota/change-history";
import { otaPaths } from "../../../shared/ota/paths";
import { GPS_JPEG, GPS_PNG } from "./photo-samples";
import { adminHeaders, api, apiJson, daysFromToday, env } from "./test-env";

/**
 * The back office's photos through the admin API (docs/decisions/0106): upload (413, 415), order,
 * cover, alt texts, delete, each recorded in the history and seen by the next search and apartment
 * page; another brand's admin gets 403.
 */

type Owned = { typeId: string; owner: string; other: string; lat: number; long: number };

/** An apartment type of a house a brand owns, and another brand that is neither the owner nor the platform. */
async function ownedType(offset: number): Promise<Owned> {
  const row = await env.INVENTORY_DB.prepare(
    `SELECT t.id AS typeId, p.owner_ibe_uid AS owner, p.lat AS lat, p.long AS long,
       (SELECT min(ibe_uid) FROM tenants WHERE ibe_uid NOT IN (p.owner_ibe_uid, 'quartier')) AS other
     FROM apartment_types t JOIN properties p ON p.id = t.property_id
     WHERE p.owner_ibe_uid <> 'quartier' AND p.rate_plans <> '[]'
     ORDER BY t.id LIMIT 1 OFFSET ?1`,
  )
    .bind(offset)
    .first<Owned>();
  if (!row) throw new Error("no apartment type owned by a brand");
  return row;
}

const photosPath = (o: Owned) => otaPaths.adminPhotos(o.owner, o.typeId);

async function upload(o: Owned, bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  return api(photosPath(o), {
    method: "POST",
    body: bytes,
    headers: { ...(await adminHeaders({ tenant: o.owner })), "Content-Type": "image/jpeg", ...headers },
  });
}

async function listed(o: Owned) {
  const res = await apiJson(photosPath(o), { headers: await adminHeaders({ tenant: o.owner }) });
  expect(res.status).toBe(200);
  return adminPhotoListSchema.parse(res.body).items;
}

async function apartmentPage(o: Owned, language: "en" | "de" = "en") {
  const res = await apiJson(`${otaPaths.apartment(o.owner, o.typeId)}?language=${language}`);
  expect(res.status).toBe(200);
  return apartmentSchema.parse(res.body);
}

async function history(o: Owned) {
  const res = await apiJson(`/api/admin/ibe/${o.owner}/apartment-types/${o.typeId}/history`, {
    headers: await adminHeaders(),
  });
  // The history endpoint is the houses part's; read the table when it is not there yet.
  if (res.status === 200) return changeHistoryPageSchema.parse(res.body).items;
  const { results } = await env.INVENTORY_DB.prepare(
    "SELECT subject, subject_id AS subjectId, action, actor, changes FROM change_history WHERE apartment_type_id = ?1 ORDER BY at DESC, id DESC",
  )
    .bind(o.typeId)
    .all<{ subject: string; subjectId: string; action: string; actor: string; changes: string }>();
  return results.map((r) => ({ ...r, changes: JSON.parse(r.changes) as { field: string }[] }));
}

describe("uploading a photo", () => {
  let o: Owned;
  beforeAll(async () => {
    o = await ownedType(0);
  });

  it("stores it without its GPS position, sized as shown, and serves it for a year", async () => {
    const res = await upload(o, GPS_JPEG, { "X-Ota-Actor": "Olga Operator" });
    expect(res.status).toBe(201);
    const photo = adminPhotoSchema.parse(await res.json());
    expect(photo).toMatchObject({ contentType: "image/jpeg", width: 4, height: 6, isCover: true });
    expect(photo.alt).toEqual({ de: "", en: "" });

    const file = await api(photo.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("image/jpeg");
    expect(file.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const stored = new Uint8Array(await file.arrayBuffer());
    expect(stored.length).toBe(photo.bytes);
    const text = String.fromCharCode(...stored);
    expect(text).not.toContain("Ada Photographer");
    expect(text).not.toContain("xmpmeta");
    const again = await api(photo.url, { headers: { "If-None-Match": file.headers.get("ETag")! } });
    expect(again.status).toBe(304);

    const [entry] = await history(o);
    expect(entry).toMatchObject({ subject: "photo", subjectId: photo.id, action: "created", actor: "Olga Operator" });
  });

  it("takes the type from the bytes: a PNG declared as JPEG is a PNG", async () => {
    const res = await upload(o, GPS_PNG, { "Content-Type": "image/jpeg" });
    expect(res.status).toBe(201);
    expect(adminPhotoSchema.parse(await res.json()).contentType).toBe("image/png");
  });

  it.each([
    ["a text file named as a JPEG", new TextEncoder().encode("not a picture"), 415, "unsupported_media_type"],
    ["a JPEG cut short", GPS_JPEG.subarray(0, 40), 415, "unsupported_media_type"],
    ["an empty body", new Uint8Array(0), 415, "unsupported_media_type"],
    ["a file over the limit", new Uint8Array(MAX_PHOTO_BYTES + 1).fill(0xff), 413, "payload_too_large"],
  ])("refuses %s and stores nothing", async (_, bytes, status, code) => {
    const before = await listed(o);
    const res = await upload(o, bytes);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await listed(o)).toEqual(before);
  });

  it("refuses another brand's admin (403) on every photo endpoint, and an unknown type (404)", async () => {
    const other = await adminHeaders({ tenant: o.other });
    const [photo] = await listed(o);
    const calls: [string, RequestInit][] = [
      [otaPaths.adminPhotos(o.other, o.typeId), { method: "GET" }],
      [otaPaths.adminPhotos(o.other, o.typeId), { method: "POST", body: GPS_JPEG }],
      [otaPaths.adminPhotoCover(o.other, o.typeId, photo!.id), { method: "POST" }],
      [otaPaths.adminDeletePhoto(o.other, o.typeId, photo!.id), { method: "POST" }],
    ];
    for (const [path, init] of calls) {
      const res = await api(path, { ...init, headers: other });
      expect(res.status, path).toBe(403);
    }
    const unknown = await api(otaPaths.adminPhotos(o.owner, "no-such-type"), {
      headers: await adminHeaders({ tenant: o.owner }),
    });
    expect(unknown.status).toBe(404);
  });
});

describe("order, cover, alt texts and delete", () => {
  it("reach the next search and apartment page, and the last delete falls back to the drawings", async () => {
    const o = await ownedType(1);
    const headers = { ...(await adminHeaders({ tenant: o.owner })), "Content-Type": "application/json" };
    const generated = await apartmentPage(o);
    expect(generated.images[0]?.url).toMatch(/^\/images\//);

    const first = adminPhotoSchema.parse(await (await upload(o, GPS_JPEG)).json());
    const second = adminPhotoSchema.parse(await (await upload(o, GPS_PNG)).json());
    let page = await apartmentPage(o);
    expect(page.images.map((i) => i.url)).toEqual([first.url, second.url]);
    expect(page.images[0]?.alt).toMatch(/photo 1$/);

    // The second becomes the cover.
    const cover = await apiJson(otaPaths.adminPhotoCover(o.owner, o.typeId, second.id), { method: "POST", headers });
    expect(cover.status).toBe(200);
    expect(adminPhotoListSchema.parse(cover.body).items.map((p) => [p.id, p.isCover])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    page = await apartmentPage(o);
    expect(page.images.map((i) => i.url)).toEqual([second.url, first.url]);

    // The next search shows the cover on the result card.
    const search = await apiJson(otaPaths.findOffers(), {
      json: {
        params: {
          ibeUid: o.owner,
          lat: o.lat,
          long: o.long,
          radius: 1,
          from: daysFromToday(200),
          to: daysFromToday(203),
          guests: 1,
          currency: "EUR",
          language: "en",
        },
        pageProps: {},
        options: { firstPage: { page: 1, pageSize: 100, address: "Here" } },
      },
    });
    const listing = findOffersResponseSchema
      .parse(search.body)
      .page?.listings.find((l) => l.apartmentType.id === o.typeId);
    expect(listing?.images[0]?.url).toBe(second.url);

    // Alt texts in both languages reach the page in each.
    const alt = await apiJson(otaPaths.adminPhoto(o.owner, o.typeId, second.id), {
      method: "PUT",
      headers,
      body: JSON.stringify({ alt: { de: "Wohnzimmer mit Balkon", en: "Living room with balcony" } }),
    });
    expect(alt.status).toBe(200);
    expect((await apartmentPage(o, "de")).images[0]?.alt).toBe("Wohnzimmer mit Balkon");
    expect((await apartmentPage(o, "en")).images[0]?.alt).toBe("Living room with balcony");

    // An order that leaves a photo out is refused with its path.
    const bad = await apiJson<{ error: { issues: { path: string }[] } }>(otaPaths.adminPhotoOrder(o.owner, o.typeId), {
      method: "POST",
      headers,
      body: JSON.stringify({ photoIds: [first.id] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues[0]?.path).toBe("body.photoIds");
    const order = await apiJson(otaPaths.adminPhotoOrder(o.owner, o.typeId), {
      method: "POST",
      headers,
      body: JSON.stringify({ photoIds: [first.id, second.id] }),
    });
    expect(order.status).toBe(200);
    expect((await apartmentPage(o)).images.map((i) => i.url)).toEqual([first.url, second.url]);

    // Delete both: the file goes, and the page falls back to the drawings.
    for (const photo of [first, second]) {
      const deleted = await api(otaPaths.adminDeletePhoto(o.owner, o.typeId, photo.id), { method: "POST", headers });
      expect(deleted.status).toBe(200);
      expect((await api(photo.url)).status).toBe(404);
    }
    expect((await apartmentPage(o)).images).toEqual(generated.images);

    const kinds = (await history(o)).map((e) => [e.action, e.changes.map((c) => c.field).join()]);
    expect(kinds).toEqual([
      ["deleted", "file"],
      ["deleted", "file"],
      ["updated", "order"],
      ["updated", "alt.de,alt.en"],
      ["updated", "cover"],
      ["created", "file,size"],
      ["created", "file,size"],
    ]);
  });
});

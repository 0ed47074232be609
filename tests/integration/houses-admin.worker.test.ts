import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "../../app/i18n/format";
import { adminOf } from "./admin-session";
import { isoDateFromToday } from "./booked-stay";

/** The back office's houses over HTTP as a browser without JavaScript (issue 34, decision 0105). */

type Admin = Awaited<ReturnType<typeof adminOf>>;
let alpenstay: Admin;
let citynest: Admin;

beforeAll(async () => {
  alpenstay = await adminOf("alpenstay", "admin-alpenstay");
  citynest = await adminOf("citynest", "admin-citynest");
});

const HOUSE = {
  intent: "save",
  name: "Haus Integration",
  street: "Torstraße",
  houseNumber: "12",
  postcode: "10119",
  city: "Berlin",
  country: "DE",
  lat: "52.5301",
  long: "13.4012",
  checkInFrom: "15:00",
  checkOutUntil: "11:00",
  contactName: "Frieda Nielsen",
  contactEmail: "frieda@example.com",
};

const TYPE = {
  intent: "save",
  nameEn: "Courtyard studio",
  nameDe: "Hofstudio",
  sizeMin: "30",
  sizeMax: "34",
  bedrooms: "0",
  bathrooms: "1",
  beds: "1",
  maxOccupancy: "2",
  units: "3",
  minStay: "1",
  maxStay: "90",
  bookingMode: "Direct",
  baseNightly: "80",
  cleaningFee: "20",
};

/** The id at the end of a redirect's location (…/houses/:id?done=created). */
function createdId(response: Response): string {
  const location = response.headers.get("Location") ?? "";
  const id = /\/(?:houses|apartments)\/([A-Za-z0-9_-]+)\?done=created$/.exec(location)?.[1];
  expect(id, location).toBeTruthy();
  return id ?? "";
}

async function newHouseWithType(admin: Admin) {
  const house = await admin.post("/en/admin/houses/new", HOUSE);
  expect(house.status).toBe(303);
  const houseId = createdId(house);
  const type = await admin.post(`/en/admin/houses/${houseId}/apartments/new`, TYPE);
  expect(type.status).toBe(303);
  return { houseId, typeId: createdId(type) };
}

describe("houses in the admin area", () => {
  it("another brand's admin gets the admin area's 403 for the house and its apartment type", async () => {
    const { houseId, typeId } = await newHouseWithType(alpenstay);
    expect((await alpenstay.page(`/en/admin/houses/${houseId}`)).status).toBe(200);
    for (const path of [
      `/en/admin/houses/${houseId}`,
      `/en/admin/apartments/${typeId}`,
      `/en/admin/apartments/${typeId}/history`,
    ]) {
      const page = await citynest.page(path);
      expect(page.status, path).toBe(403);
    }
    const post = await citynest.post(`/en/admin/apartments/${typeId}`, { ...TYPE, units: "9" });
    expect(post.status).toBe(403);
  });

  it("refuses fewer units than booked with the nights as dates, keeping what was typed", async () => {
    const { typeId } = await newHouseWithType(alpenstay);
    const night = isoDateFromToday(30);
    await env.INVENTORY_DB.batch(
      ["b1", "b2"].map((booking) =>
        env.INVENTORY_DB.prepare(
          "INSERT INTO booking_nights (apartment_type_id, night, booking_id) VALUES (?1, ?2, ?3)",
        ).bind(typeId, night, `${typeId}-${booking}`),
      ),
    );
    const refused = await alpenstay.post(`/en/admin/apartments/${typeId}`, {
      ...TYPE,
      units: "1",
      nameEn: "Kept name",
    });
    expect(refused.status).toBe(409);
    const html = await refused.text();
    const shown = formatDate(night, "en");
    expect(html).toContain("More units are booked on these nights:");
    expect(html).toContain(shown);
    expect(html).toContain("Fewer units than are already booked on some nights.");
    expect(html).toContain('value="Kept name"');
    const stored = await env.INVENTORY_DB.prepare("SELECT units FROM apartment_types WHERE id = ?1")
      .bind(typeId)
      .first();
    expect(stored).toEqual({ units: 3 });
  });

  it("shows who changed what in the type's history, field names translated", async () => {
    const { typeId } = await newHouseWithType(alpenstay);
    expect((await alpenstay.post(`/de/admin/apartments/${typeId}`, { ...TYPE, units: "4" })).status).toBe(303);
    const page = await alpenstay.page(`/de/admin/apartments/${typeId}/history`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("hat geändert:");
    expect(page.html).toContain("Einheiten");
    expect(page.html).toMatch(/<del>3<\/del>/);
    expect(page.html).toMatch(/→ (<!-- -->)?4/);
    // The page's title is the type's name in the page's language.
    expect(page.html).toContain("<title>Hofstudio</title>");
    expect((await alpenstay.page(`/en/admin/apartments/${typeId}`)).html).toContain("<title>Courtyard studio</title>");
  });
});

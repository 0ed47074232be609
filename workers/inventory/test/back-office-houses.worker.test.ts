import { describe, expect, it } from "vitest";
import { liveEntries } from "../../../shared/catalogue";
import { apartmentSchema } from "../../../shared/ota/apartment";
import {
  type AdminApartmentType,
  type AdminHouse,
  adminApartmentTypeSchema,
  adminHouseListSchema,
  adminHouseSchema,
} from "../../../shared/ota/back-office-houses";
import { changeHistoryPageSchema } from "../../../shared/ota/change-history";
import { OTA_ACTOR_HEADER } from "../../../shared/ota/common";
import { otaPaths } from "../../../shared/ota/paths";
import { bookedNightsFrom } from "../repositories/back-office-houses";
import { writeCalendarDays } from "../repositories/calendar-days";
import { failIfUnitsBelowBookings, nightRefusedByGuard } from "../repositories/units-guard";
import { nightsOverUnits } from "../rules/units-below-bookings";
import { adminHeaders, apiJson, daysFromToday, env, searchAround } from "./test-env";

/**
 * The back office's houses and apartment types through the admin API (issue 34): tenancy, validation,
 * history, and that every write reaches the next search and apartment page (the search store's forget).
 */
const SERVICE = liveEntries().find((entry) => entry.type === "amenity")!.id;
const PAYMENT = liveEntries().find((entry) => entry.type === "paymentMethods")!.id;
/** Far from every seeded city, so a small radius finds only the houses made here. */
const FAR = { lat: 54.7836, long: 9.4321 };

function houseBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Haus am Hafen",
    address: { street: "Hafenspitze", houseNumber: "3", postcode: "24939", city: "Flensburg", country: "DE", ...FAR },
    description: { en: "By the harbour.", de: "Am Hafen." },
    checkInFrom: "15:00",
    checkOutUntil: "11:00",
    services: [SERVICE],
    paymentMethods: [PAYMENT],
    contact: { name: "Frieda Nielsen", email: "frieda@example.com", phone: "+49 461 1234" },
    ...overrides,
  };
}

function typeBody(propertyId: string, overrides: Record<string, unknown> = {}) {
  return {
    propertyId,
    name: { en: "Harbour loft", de: "Hafenloft" },
    description: { en: "A loft with a view of the harbour.", de: "Ein Loft mit Blick auf den Hafen." },
    sizeMin: 40,
    sizeMax: 45,
    bedrooms: 1,
    bathrooms: 1,
    beds: 2,
    maxOccupancy: 2,
    units: 2,
    services: [SERVICE],
    minStay: 1,
    maxStay: 60,
    bookingMode: "Direct",
    channelLinks: { VISION: { externalId: "4711" } },
    baseNightly: 12_000,
    cleaningFee: 3_000,
    ...overrides,
  };
}

/** A brand's admin headers; "quartier" or none: the platform's. */
async function asAdmin(tenant?: string, actor?: string) {
  return {
    ...(await adminHeaders(tenant && tenant !== "quartier" ? { tenant } : {})),
    ...(actor ? { [OTA_ACTOR_HEADER]: encodeURIComponent(actor) } : {}),
  };
}

async function createHouse(tenant: string, overrides: Record<string, unknown> = {}): Promise<AdminHouse> {
  const res = await apiJson(otaPaths.adminHouses(tenant), {
    headers: await asAdmin(tenant, "Frieda Nielsen <frieda@example.com>"),
    json: houseBody(overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminHouseSchema.parse(res.body);
}

async function createType(tenant: string, propertyId: string, overrides: Record<string, unknown> = {}) {
  const res = await apiJson(otaPaths.adminApartmentTypes(tenant), {
    headers: await asAdmin(tenant, "Frieda Nielsen <frieda@example.com>"),
    json: typeBody(propertyId, overrides),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminApartmentTypeSchema.parse(res.body);
}

async function updateType(tenant: string, id: string, body: Record<string, unknown>) {
  return apiJson<Record<string, unknown>>(otaPaths.adminApartmentType(tenant, id), {
    method: "PUT",
    headers: await asAdmin(tenant, "Jens Admin <jens@example.com>"),
    json: body,
  });
}

/** The ids found around FAR for a stay. */
const searchFar = (ibeUid: string, from = daysFromToday(40), to = daysFromToday(43)) =>
  searchAround(ibeUid, { ...FAR, radius: 3, address: "Flensburg" }, from, to);

async function apartmentPage(ibeUid: string, id: string, language: "en" | "de" = "en") {
  const res = await apiJson(`${otaPaths.apartment(ibeUid, id)}?language=${language}`);
  return { status: res.status, apartment: res.status === 200 ? apartmentSchema.parse(res.body) : null };
}

describe("a new house with a new apartment type", () => {
  it("is found by the search at its position, shows its texts and can be booked", async () => {
    const house = await createHouse("alpenstay");
    expect(house).toMatchObject({ ownerIbeUid: "alpenstay", active: true, currency: "EUR" });
    expect(house.services).toEqual([SERVICE]);
    expect(house.paymentMethods).toEqual([PAYMENT]);
    // Far from every seeded city: a city of its own, named after the address.
    const city = await env.INVENTORY_DB.prepare("SELECT name, country, currency FROM cities WHERE id = ?1")
      .bind(house.cityId)
      .first();
    expect(city).toEqual({ name: "Flensburg", country: "DE", currency: "EUR" });
    const type = await createType("alpenstay", house.id);

    for (const engine of ["alpenstay", "quartier"]) {
      const listings = await searchFar(engine);
      const listing = listings.find((l) => l.apartmentType.id === type.id);
      expect(listing, engine).toBeDefined();
      expect(listing!.apartmentType.name).toBe("Harbour loft");
      expect(listing!.property.name).toBe("Haus am Hafen");
    }
    // Another brand's engine does not sell it.
    expect((await searchFar("citynest")).some((l) => l.apartmentType.id === type.id)).toBe(false);
    const de = await apartmentPage("alpenstay", type.id, "de");
    expect(de.apartment).toMatchObject({
      apartmentType: { name: "Hafenloft", bedrooms: 1 },
      description: "Ein Loft mit Blick auf den Hafen.",
    });
    expect(de.apartment!.ratePlans.map((plan) => plan.code)).toEqual(["FLEX", "SAVER"]);

    const booked = await apiJson<{ apartmentTypeName: string }>(otaPaths.bookings("alpenstay"), {
      headers: { "Idempotency-Key": `house-${type.id}` },
      json: {
        apartmentTypeId: type.id,
        ratePlanId: `${house.id}-flex`,
        from: daysFromToday(40),
        to: daysFromToday(43),
        guests: 2,
        guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
        paymentMethod: "card",
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // The booking names the type as the operator does.
    expect(booked.body.apartmentTypeName).toBe("Harbour loft");
  });

  it("the platform's admin makes a house for a brand; a brand cannot make one for another", async () => {
    const house = await createHouse("quartier", { ownerIbeUid: "citynest" });
    expect(house.ownerIbeUid).toBe("citynest");
    const refused = await apiJson<{ error: { code: string } }>(otaPaths.adminHouses("alpenstay"), {
      headers: await asAdmin("alpenstay"),
      json: houseBody({ ownerIbeUid: "citynest" }),
    });
    expect(refused.status).toBe(403);
  });
});

describe("validation", () => {
  it.each([
    ["a house without a name", "house", { name: "" }, "body.name"],
    [
      "a house with a country that is no code",
      "house",
      { address: { ...houseBody().address, country: "Germany" } },
      "body.address.country",
    ],
    ["a house with a service not in the catalogue", "house", { services: ["jacuzzi-on-the-moon"] }, "body.services.0"],
    ["a payment method given as a service", "house", { services: [PAYMENT] }, "body.services.0"],
    ["a check-in time of 25:00", "house", { checkInFrom: "25:00" }, "body.checkInFrom"],
    ["a type larger at least than at most", "type", { sizeMin: 50, sizeMax: 40 }, "body.sizeMax"],
    ["a type with a longer minimum than maximum stay", "type", { minStay: 10, maxStay: 5 }, "body.maxStay"],
    [
      "a type with a channel name that is no code",
      "type",
      { channelLinks: { "my space": { externalId: "1" } } },
      "body.channelLinks.my space",
    ],
    ["a type without units", "type", { units: 0 }, "body.units"],
  ])("%s: 400 naming the field", async (_, kind, overrides, path) => {
    const house = kind === "type" ? await createHouse("alpenstay") : null;
    const res = await apiJson<{ error: { code: string; issues: { path: string }[] } }>(
      kind === "house" ? otaPaths.adminHouses("alpenstay") : otaPaths.adminApartmentTypes("alpenstay"),
      {
        headers: await asAdmin("alpenstay"),
        json: kind === "house" ? houseBody(overrides) : typeBody(house!.id, overrides),
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_input");
    expect(res.body.error.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe("tenancy", () => {
  it("another brand's admin gets 403 for the house, its types and their history; the list shows only its own", async () => {
    const house = await createHouse("alpenstay");
    const type = await createType("alpenstay", house.id);
    const foreign = await asAdmin("citynest");
    for (const [path, init] of [
      [otaPaths.adminHouse("citynest", house.id), {}],
      [otaPaths.adminHouse("citynest", house.id), { method: "PUT", json: { name: "Mine now" } }],
      [otaPaths.adminHouseHistory("citynest", house.id), {}],
      [otaPaths.adminApartmentType("citynest", type.id), {}],
      [otaPaths.adminApartmentType("citynest", type.id), { method: "PUT", json: { units: 9 } }],
      [otaPaths.adminApartmentTypeHistory("citynest", type.id), {}],
      [otaPaths.adminApartmentTypes("citynest"), { json: typeBody(house.id) }],
    ] as const) {
      const res = await apiJson(path, { headers: foreign, ...init });
      expect(res.status, `${"method" in init ? init.method : "GET"} ${path}`).toBe(403);
    }
    const list = adminHouseListSchema.parse(
      (await apiJson(`${otaPaths.adminHouses("citynest")}?limit=100`, { headers: foreign })).body,
    );
    expect(list.items.every((item) => item.ownerIbeUid === "citynest")).toBe(true);
    const all = adminHouseListSchema.parse(
      (
        await apiJson(`${otaPaths.adminHouses("quartier")}?owner=alpenstay&q=Haus%20am%20Hafen`, {
          headers: await asAdmin(),
        })
      ).body,
    );
    expect(all.items.map((item) => item.id)).toContain(house.id);
  });
});

describe("an edit reaches the next search and apartment page", () => {
  it("a new name and price show at once; deactivating hides the type and reactivating brings it back", async () => {
    const house = await createHouse("alpenstay");
    const type = await createType("alpenstay", house.id);
    const before = (await searchFar("alpenstay")).find((l) => l.apartmentType.id === type.id)!;
    expect((await apartmentPage("alpenstay", type.id)).status).toBe(200);

    const renamed = await updateType("alpenstay", type.id, {
      name: { en: "Harbour loft with balcony", de: "Hafenloft mit Balkon" },
      baseNightly: 9_000,
    });
    expect(renamed.status).toBe(200);
    const after = (await searchFar("alpenstay")).find((l) => l.apartmentType.id === type.id)!;
    expect(after.apartmentType.name).toBe("Harbour loft with balcony");
    expect(after.cheapestRate).toBeLessThan(before.cheapestRate);
    expect((await apartmentPage("alpenstay", type.id)).apartment?.apartmentType.name).toBe("Harbour loft with balcony");

    expect((await updateType("alpenstay", type.id, { active: false })).status).toBe(200);
    expect((await searchFar("alpenstay")).some((l) => l.apartmentType.id === type.id)).toBe(false);
    expect((await apartmentPage("alpenstay", type.id)).status).toBe(404);
    expect((await updateType("alpenstay", type.id, { active: true })).status).toBe(200);
    expect((await searchFar("alpenstay")).some((l) => l.apartmentType.id === type.id)).toBe(true);
  });

  it("a deactivated house hides its types from search, apartment pages and the sitemap's list", async () => {
    const house = await createHouse("alpenstay");
    const type = await createType("alpenstay", house.id);
    const ids = async () => {
      const res = await apiJson<{ items: string[] }>(`${otaPaths.apartments("alpenstay")}?limit=1000`);
      return JSON.stringify(res.body).includes(type.id);
    };
    const put = async (active: boolean) =>
      apiJson(otaPaths.adminHouse("alpenstay", house.id), {
        method: "PUT",
        headers: await asAdmin("alpenstay"),
        json: { active },
      });
    expect((await put(false)).status).toBe(200);
    expect((await searchFar("alpenstay")).some((l) => l.apartmentType.id === type.id)).toBe(false);
    expect((await apartmentPage("alpenstay", type.id)).status).toBe(404);
    expect(await ids()).toBe(false);
    expect((await put(true)).status).toBe(200);
    expect((await apartmentPage("alpenstay", type.id)).status).toBe(200);
  });
});

describe("units cannot drop below bookings", () => {
  /** The `n`th guest's booking of the type from `from` to `to` (one unit each night). */
  async function bookNights(houseId: string, typeId: string, from: string, to: string, n: number) {
    const res = await apiJson(otaPaths.bookings("alpenstay"), {
      headers: { "Idempotency-Key": `units-${typeId}-${from}-${n}` },
      json: {
        apartmentTypeId: typeId,
        ratePlanId: `${houseId}-flex`,
        from,
        to,
        guests: 1,
        guest: { firstName: "Ada", lastName: `Guest${n}`, email: `ada${n}@example.com` },
        paymentMethod: "card",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  it("answers 409 units_below_bookings with the nights; as many units as booked is fine", async () => {
    const house = await createHouse("alpenstay");
    const type: AdminApartmentType = await createType("alpenstay", house.id, { units: 3 });
    const from = daysFromToday(50);
    const to = daysFromToday(52);
    for (const n of [1, 2]) await bookNights(house.id, type.id, from, to, n);
    const refused = await updateType("alpenstay", type.id, { units: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: "units_below_bookings", details: { nights: [from, daysFromToday(51)], booked: 2 } },
    });
    const stored = await env.INVENTORY_DB.prepare("SELECT units FROM apartment_types WHERE id = ?1")
      .bind(type.id)
      .first();
    expect(stored).toEqual({ units: 3 });
    expect((await updateType("alpenstay", type.id, { units: 2 })).status).toBe(200);
  });

  it("a booking committed between a check and the write is caught by the write's own guard", async () => {
    const house = await createHouse("alpenstay");
    const type: AdminApartmentType = await createType("alpenstay", house.id, { units: 2 });
    const [from, to] = [daysFromToday(60), daysFromToday(61)];
    const book = (n: number) => bookNights(house.id, type.id, from, to, n);
    const db = env.INVENTORY_DB;
    const unitsOf = async () =>
      (await db.prepare("SELECT units FROM apartment_types WHERE id = ?1").bind(type.id).first<number>("units")) ?? 0;
    await book(1);
    // The check one unit passes: one is booked.
    expect(nightsOverUnits(await bookedNightsFrom(db, type.id, daysFromToday(0)), 1)).toBeNull();
    // Meanwhile a second booking of the night commits.
    await book(2);
    // The write with its guard, as the PUT and the calendar's save batch them: refused, nothing written.
    const lowerType = db.prepare("UPDATE apartment_types SET units = 1 WHERE id = ?1").bind(type.id);
    const typeWrite = db.batch([lowerType, failIfUnitsBelowBookings(db, type.id, { from: daysFromToday(0) })]);
    expect(nightRefusedByGuard(await typeWrite.catch((error: unknown) => error))).toBe(from);
    expect(await unitsOf()).toBe(2);
    const day = {
      price: null,
      units: 1,
      closed: false,
      closedToArrival: false,
      closedToDeparture: false,
      minStay: null,
    };
    const dayWrite = db.batch([
      ...writeCalendarDays(db, type.id, [{ date: from, before: { ...day, units: null }, after: day }]),
      failIfUnitsBelowBookings(db, type.id, { dates: [from] }),
    ]);
    expect(nightRefusedByGuard(await dayWrite.catch((error: unknown) => error))).toBe(from);
    expect(
      await db.prepare("SELECT count(*) AS n FROM calendar_days WHERE apartment_type_id = ?1").bind(type.id).first("n"),
    ).toBe(0);
    // Without the second booking the same writes pass.
    const passes = db.batch([lowerType, failIfUnitsBelowBookings(db, type.id, { dates: [daysFromToday(70)] })]);
    await expect(passes).resolves.toHaveLength(2);
    expect(await unitsOf()).toBe(1);
  });
});

describe("history", () => {
  it("records who changed what, before and after, per type and in its house's history", async () => {
    const house = await createHouse("alpenstay");
    const type = await createType("alpenstay", house.id);
    await updateType("alpenstay", type.id, { units: 5, minStay: 2 });
    // An edit that changes nothing records nothing.
    await updateType("alpenstay", type.id, { units: 5 });
    const res = await apiJson(otaPaths.adminApartmentTypeHistory("alpenstay", type.id), {
      headers: await asAdmin("alpenstay"),
    });
    const page = changeHistoryPageSchema.parse(res.body);
    // Newest first; entries of the same millisecond in either order.
    expect(page.items.map((entry) => entry.action).sort()).toEqual(["created", "updated"]);
    expect(page.items.find((entry) => entry.action === "updated")).toMatchObject({
      actor: "Jens Admin <jens@example.com>",
      subject: "apartment_type",
      changes: [
        { field: "units", before: 2, after: 5 },
        { field: "minStay", before: 1, after: 2 },
      ],
    });
    const houseHistory = changeHistoryPageSchema.parse(
      (
        await apiJson(`${otaPaths.adminHouseHistory("alpenstay", house.id)}?limit=2`, {
          headers: await asAdmin("alpenstay"),
        })
      ).body,
    );
    expect(houseHistory.items).toHaveLength(2);
    expect(houseHistory.nextCursor).not.toBeNull();
    const rest = changeHistoryPageSchema.parse(
      (
        await apiJson(
          `${otaPaths.adminHouseHistory("alpenstay", house.id)}?limit=2&cursor=${houseHistory.nextCursor}`,
          {
            headers: await asAdmin("alpenstay"),
          },
        )
      ).body,
    );
    expect(rest.nextCursor).toBeNull();
    const all = [...houseHistory.items, ...rest.items];
    expect(all.map((entry) => `${entry.subject} ${entry.action}`).sort()).toEqual([
      "apartment_type created",
      "apartment_type updated",
      "property created",
    ]);
    expect(all.find((entry) => entry.subject === "property")).toMatchObject({
      actor: "Frieda Nielsen <frieda@example.com>",
      changes: expect.arrayContaining([{ field: "name", before: null, after: "Haus am Hafen" }]),
    });
  });
});

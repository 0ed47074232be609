import { describe, expect, it } from "vitest";
import { liveEntries } from "../../../shared/catalogue";
import {
  importChangesNothing,
  type Portfolio,
  type PortfolioImportResult,
  portfolioSchema,
} from "../../../shared/ota/back-office-import";
import { changeHistoryPageSchema } from "../../../shared/ota/change-history";
import { OTA_ACTOR_HEADER } from "../../../shared/ota/common";
import { otaPaths } from "../../../shared/ota/paths";
import { UNSET_DAY } from "../rules/calendar-edit";
import { adminHeaders, apiJson, daysFromToday, env, searchAround } from "./test-env";

/**
 * A portfolio's export and import through the admin API (issue 34): the round trip changes nothing,
 * an import is all or nothing, another brand's rows are refused, and what it writes reaches the next
 * search with one history entry per object.
 */
const SERVICE = liveEntries().find((entry) => entry.type === "amenity")!.id;
/** Far from every seeded city (and from the houses tests' position), so a small radius finds only these. */
const FAR = { lat: 54.1, long: 7.9 };

async function asAdmin(tenant: string) {
  return {
    ...(await adminHeaders(tenant === "quartier" ? {} : { tenant })),
    [OTA_ACTOR_HEADER]: encodeURIComponent("Ina Import <ina@example.com>"),
  };
}

async function exportOf(tenant: string): Promise<Portfolio> {
  const res = await apiJson(otaPaths.adminPortfolioExport(tenant), { headers: await asAdmin(tenant) });
  expect(res.status).toBe(200);
  return portfolioSchema.parse(res.body);
}

async function importInto(tenant: string, body: unknown, dryRun = false) {
  return apiJson<PortfolioImportResult & { error?: { code: string; issues?: { path: string; message: string }[] } }>(
    `${otaPaths.adminPortfolioImport(tenant)}${dryRun ? "?dryRun=true" : ""}`,
    { headers: await asAdmin(tenant), json: body },
  );
}

function house(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Inselhaus ${id}`,
    address: { street: "Am Deich", houseNumber: "1", postcode: "25000", city: "Hallig", country: "DE", ...FAR },
    description: { en: "By the sea.", de: "Am Meer." },
    checkInFrom: "15:00",
    checkOutUntil: "10:00",
    services: [SERVICE],
    paymentMethods: [],
    contact: { name: "Ina Import", email: "ina@example.com", phone: "+49 4651 1" },
    ...overrides,
  };
}

function type(id: string, propertyId: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    propertyId,
    name: { en: "Dune flat", de: "Dünenwohnung" },
    description: { en: "", de: "" },
    sizeMin: 30,
    sizeMax: 30,
    bedrooms: 1,
    bathrooms: 1,
    beds: 2,
    maxOccupancy: 2,
    units: 2,
    services: [],
    minStay: 1,
    maxStay: 30,
    bookingMode: "Direct",
    baseNightly: 9_000,
    cleaningFee: 0,
    ...overrides,
  };
}

const everyDay = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
function days(apartmentTypeId: string, from: number, to: number, set: Record<string, unknown> = {}) {
  return {
    apartmentTypeId,
    from: daysFromToday(from),
    to: daysFromToday(to),
    weekdays: everyDay,
    set: { ...UNSET_DAY, ...set },
  };
}

/** Counts of every table an import writes, to show a refused one wrote nothing. */
async function tableCounts() {
  const tables = ["properties", "property_tenants", "apartment_types", "calendar_days", "change_history", "cities"];
  const rows = await env.INVENTORY_DB.batch(
    tables.map((table) => env.INVENTORY_DB.prepare(`SELECT count(*) AS n FROM ${table}`)),
  );
  return rows.map((row) => (row.results[0] as { n: number }).n);
}

const searchFar = (ibeUid: string) =>
  searchAround(ibeUid, { ...FAR, radius: 3, address: "Hallig" }, daysFromToday(20), daysFromToday(22));

describe("a brand's export imported back", () => {
  it("holds only the brand's houses and changes nothing, dry or not", async () => {
    const before = await tableCounts();
    const exported = await exportOf("citynest");
    expect(exported.houses.length).toBeGreaterThan(0);
    expect(exported.houses.every((h) => h.ownerIbeUid === "citynest")).toBe(true);
    const houseIds = new Set(exported.houses.map((h) => h.id));
    expect(exported.apartmentTypes.every((t) => houseIds.has(t.propertyId))).toBe(true);
    for (const dryRun of [true, false]) {
      const res = await importInto("citynest", exported, dryRun);
      expect(res.status, JSON.stringify(res.body).slice(0, 2000)).toBe(200);
      expect(importChangesNothing(res.body)).toBe(true);
      expect(res.body.houses.unchanged).toBe(exported.houses.length);
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe("an import", () => {
  it("creates houses, types and days that the next search sees, with one history entry each", async () => {
    const body = {
      houses: [house("imp-h1")],
      apartmentTypes: [type("imp-t1", "imp-h1")],
      calendar: [days("imp-t1", 20, 21, { price: 7_777 }), days("imp-t1", 30, 31, { closed: true })],
    };
    expect(await searchFar("alpenstay")).toEqual([]);
    const dry = await importInto("alpenstay", body, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, houses: { created: ["imp-h1"] }, calendar: { days: 4 } });
    expect(await searchFar("alpenstay")).toEqual([]);

    const res = await importInto("alpenstay", body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: false,
      houses: { created: ["imp-h1"], updated: [] },
      apartmentTypes: { created: ["imp-t1"] },
      calendar: { apartmentTypes: ["imp-t1"], days: 4 },
    });
    const found = (await searchFar("alpenstay")).find((l) => l.apartmentType.id === "imp-t1");
    expect(found?.property.name).toBe("Inselhaus imp-h1");
    // Two nights at the imported day price.
    expect(found?.cheapestRate).toBeLessThanOrEqual(7_777 * 2);

    const history = await apiJson(otaPaths.adminHouseHistory("alpenstay", "imp-h1"), {
      headers: await asAdmin("alpenstay"),
    });
    const entries = changeHistoryPageSchema.parse(history.body).items;
    expect(entries.map((e) => `${e.subject} ${e.action} ${e.actor}`).sort()).toEqual([
      "apartment_type imported Ina Import <ina@example.com>",
      "calendar imported Ina Import <ina@example.com>",
      "property imported Ina Import <ina@example.com>",
    ]);

    // Imported again: nothing changed, nothing recorded.
    const again = await importInto("alpenstay", body);
    expect(importChangesNothing(again.body)).toBe(true);
    const price = { ...body, apartmentTypes: [type("imp-t1", "imp-h1", { baseNightly: 9_500 })] };
    const updated = await importInto("alpenstay", price);
    expect(updated.body).toMatchObject({ apartmentTypes: { updated: ["imp-t1"], created: [] }, calendar: { days: 0 } });
  });

  it("with one bad row answers every bad row by its path and writes nothing", async () => {
    const before = await tableCounts();
    const res = await importInto("alpenstay", {
      houses: [house("imp-bad-h1"), house("imp-bad-h2", { address: { ...house("x").address, country: "XX" } })],
      apartmentTypes: [type("imp-bad-t1", "imp-bad-h1", { sizeMax: 10 }), type("imp-bad-t2", "nowhere")],
      calendar: [days("imp-bad-t1", 5, 6, { units: -1 })],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([
        "body.houses.1.address.country",
        "body.apartmentTypes.0.sizeMax",
        "body.calendar.0.set.units",
      ]),
    );
    // The unknown house is found against the store once the file itself is valid.
    const unknown = await importInto("alpenstay", { apartmentTypes: [type("imp-bad-t2", "nowhere")] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.issues).toEqual([
      { path: "body.apartmentTypes.0.propertyId", message: "unknown house" },
    ]);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses another brand's house with 403 and overwrites nothing", async () => {
    const theirs = (await exportOf("citynest")).houses[0]!;
    const before = await tableCounts();
    const res = await importInto("alpenstay", { houses: [{ ...theirs, ownerIbeUid: undefined, name: "Taken over" }] });
    expect(res.status).toBe(403);
    expect(res.body.error?.issues).toEqual([{ path: "body.houses.0.id", message: "another brand's house" }]);
    const stored = await env.INVENTORY_DB.prepare("SELECT name FROM properties WHERE id = ?1").bind(theirs.id).first();
    expect(stored).toEqual({ name: theirs.name });
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses units below bookings with 409 and writes nothing", async () => {
    const created = await importInto("alpenstay", {
      houses: [house("imp-b-h1")],
      apartmentTypes: [type("imp-b-t1", "imp-b-h1", { units: 1 })],
    });
    expect(created.status).toBe(200);
    const booked = await apiJson(otaPaths.bookings("alpenstay"), {
      headers: { "Idempotency-Key": "imp-b-booking" },
      json: {
        apartmentTypeId: "imp-b-t1",
        ratePlanId: "imp-b-h1-flex",
        from: daysFromToday(60),
        to: daysFromToday(61),
        guests: 1,
        guest: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
        paymentMethod: "card",
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const before = await tableCounts();
    const res = await importInto("alpenstay", { calendar: [days("imp-b-t1", 59, 61, { units: 0 })] });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "units_below_bookings",
      issues: [{ path: "body.calendar.0.set.units", message: `below bookings on ${daysFromToday(60)}` }],
    });
    expect(await tableCounts()).toEqual(before);
  });
});

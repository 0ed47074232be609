import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FindOffersParams } from "../../../shared/ota/find-offers";
import { findApartments, findSearchFacts } from "../repositories/apartments";
import { dayPricesOrNone, loadOccupancies } from "../repositories/availability";
import { MAX_REMEMBERED_COVER_CELLS } from "../repositories/search-candidates";
import { APARTMENT_COLUMNS } from "../repositories/stored-rows";
import { checkStayRules, unitsLeftForStay } from "../rules/availability";
import { addDays, dayOfWeek, nightsBetween, stayNights } from "../rules/calendar";
import { haversineKm } from "../rules/geo";
import { cellCover } from "../rules/geo-cells";
import { checkRestrictedStay } from "../rules/stay-restrictions";
import { forget } from "../search-store/forget";
import { readGeneration } from "../search-store/generation";
import { findSearchHits, firstCalendarsFor, type SearchHit } from "../services/search-offers";
import { closeNight, daysFromToday, env, openNight } from "./test-env";

/**
 * The radius search's hits (`findSearchHits`: grid cells, narrow candidates, each candidate's day
 * restrictions read with it) against a reference that reads every apartment type of the tenant and
 * applies the rules one by one (radius, stay rules, closures, bookings, every day restriction of the
 * stay's days): the same hits in the same order (distance in metres, ties by id), capped alike.
 */
type Row = {
  id: string;
  lat: number;
  long: number;
  units: number;
  minStay: number;
  maxStay: number;
  maxOccupancy: number;
};

async function referenceHits(params: FindOffersParams, limit: number): Promise<SearchHit[]> {
  const { results } = await env.INVENTORY_DB.prepare(
    `SELECT t.id, p.lat, p.long, t.units, t.min_stay AS minStay, t.max_stay AS maxStay, t.max_occupancy AS maxOccupancy
     FROM apartment_types t JOIN properties p ON p.id = t.property_id
     JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
     WHERE p.rate_plans <> '[]'`,
  )
    .bind(params.ibeUid)
    .all<Row>();
  const inCircle = results
    .map((row) => ({ row, km: haversineKm(params.lat, params.long, row.lat, row.long) }))
    .filter(({ km }) => km <= params.radius);
  const occupancies = await loadOccupancies(
    env.INVENTORY_DB,
    inCircle.map(({ row }) => row.id),
    params.from,
    params.to,
  );
  const nights = nightsBetween(params.from, params.to);
  const dates = stayNights(params.from, params.to);
  const stay = { from: params.from, to: params.to, nights, guests: params.guests };
  const hits: SearchHit[] = [];
  for (const { row, km } of inCircle) {
    const occupancy = occupancies.get(row.id)!;
    if (checkStayRules(row, nights, params.guests)) continue;
    if (checkRestrictedStay(row, stay, occupancy.restrictions)) continue;
    const left = unitsLeftForStay(row.units, dates, occupancy);
    if (left < 1) continue;
    const prices = dayPricesOrNone(occupancy);
    hits.push(prices ? [row.id, Math.round(km * 1000), left, prices] : [row.id, Math.round(km * 1000), left]);
  }
  hits.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
  return hits.slice(0, limit);
}

/**
 * The reference for a search's facts: each type's columns joined with its property's in one plain
 * statement, in the tenant's engine when one is given, by id.
 */
async function singleJoinFacts(ids: readonly string[], ibeUid?: string): Promise<Record<string, unknown>[]> {
  const { results } = await env.INVENTORY_DB.prepare(
    `SELECT t.id, t.property_id, t.base_nightly, t.weekend_factor_bp, t.season_months, t.season_factor_bp,
       t.monthly_rate, t.cleaning_fee, t.extra_guest_fee, t.included_guests, t.rate_plans, p.currency AS p_currency,
       p.rate_plans AS p_rate_plans, p.city_tax AS p_city_tax, t.size_min, t.size_max, t.max_occupancy, t.bedrooms, t.bathrooms, t.booking_mode,
       t.services, t.matterport_id, p.street AS p_street, p.is_premium_partner AS p_is_premium_partner,
       p.services AS p_services
     FROM apartment_types t JOIN properties p ON p.id = t.property_id
     WHERE t.id IN (SELECT value FROM json_each(?1))
       AND (?2 IS NULL OR EXISTS (SELECT 1 FROM property_tenants pt WHERE pt.property_id = p.id AND pt.ibe_uid = ?2))
     ORDER BY t.id`,
  )
    .bind(JSON.stringify(ids), ibeUid ?? null)
    .all<Record<string, unknown>>();
  return results;
}

/** The next day from `days` days ahead that falls on the weekday (0 = Sunday). */
function nextWeekday(days: number, weekday: number): string {
  let date = daysFromToday(days);
  while (dayOfWeek(date) !== weekday) date = addDays(date, 1);
  return date;
}

const BERLIN = { lat: 52.52437, long: 13.41053 };
const LEIPZIG = { lat: 51.33962, long: 12.37129 };
const DRESDEN = { lat: 51.05089, long: 13.73832 };
const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;

type Case = {
  name: string;
  at: { lat: number; long: number };
  radius: number;
  from: string;
  nights: number;
  guests: number;
  limit: number;
};

/** A day of this test's own restrictions on Berlin's types (far from the other tests' days). */
const RESTRICTED = daysFromToday(170);

const CASES: Case[] = [
  {
    name: "Berlin, this test's restrictions, 3 nights",
    at: BERLIN,
    radius: 10,
    from: RESTRICTED,
    nights: 3,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Berlin, this test's restrictions, 5 nights",
    at: BERLIN,
    radius: 10,
    from: RESTRICTED,
    nights: 5,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Berlin, leaving on a restricted day",
    at: BERLIN,
    radius: 10,
    from: addDays(RESTRICTED, -3),
    nights: 3,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Berlin, arriving after a restricted day",
    at: BERLIN,
    radius: 10,
    from: addDays(RESTRICTED, 1),
    nights: 2,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Berlin, 10 km, 3 nights",
    at: BERLIN,
    radius: 10,
    from: daysFromToday(20),
    nights: 3,
    guests: 2,
    limit: 1000,
  },
  { name: "Berlin, capped at 7", at: BERLIN, radius: 10, from: daysFromToday(20), nights: 3, guests: 2, limit: 7 },
  { name: "Berlin, 5 km, 3 guests", at: BERLIN, radius: 5, from: daysFromToday(33), nights: 5, guests: 3, limit: 1000 },
  // About 160 cells: more than a search remembers (MAX_REMEMBERED_COVER_CELLS), so read for it alone.
  { name: "Berlin, 50 km", at: BERLIN, radius: 50, from: daysFromToday(20), nights: 3, guests: 2, limit: 1000 },
  {
    name: "Leipzig, arriving on a Sunday",
    at: LEIPZIG,
    radius: 15,
    from: nextWeekday(10, SUNDAY),
    nights: 2,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Leipzig, 2 nights from a Friday",
    at: LEIPZIG,
    radius: 15,
    from: nextWeekday(10, FRIDAY),
    nights: 2,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Leipzig, 3 nights from a Friday",
    at: LEIPZIG,
    radius: 15,
    from: nextWeekday(10, FRIDAY),
    nights: 3,
    guests: 1,
    limit: 1000,
  },
  {
    name: "Dresden, leaving on a Saturday",
    at: DRESDEN,
    radius: 15,
    from: nextWeekday(10, FRIDAY - 2),
    nights: 3,
    guests: 2,
    limit: 1000,
  },
  {
    name: "Dresden, arriving on a Saturday",
    at: DRESDEN,
    radius: 15,
    from: nextWeekday(10, SATURDAY),
    nights: 4,
    guests: 2,
    limit: 1000,
  },
];

describe("radius search hits against a reference that reads every apartment type", () => {
  // Some of Berlin's types closed to arrival, to departure three days later, or with a longer minimum stay.
  beforeAll(async () => {
    await env.INVENTORY_DB.batch([
      env.INVENTORY_DB.prepare(
        `INSERT OR REPLACE INTO calendar_days (apartment_type_id, date, closed_to_arrival, closed_to_departure, min_stay)
         SELECT id, ?1, rowid % 3 = 0, rowid % 3 = 1, CASE WHEN rowid % 2 = 0 THEN 4 END
         FROM apartment_types WHERE id LIKE 'a-berlin-%'`,
      ).bind(RESTRICTED),
      env.INVENTORY_DB.prepare(
        `INSERT OR REPLACE INTO calendar_days (apartment_type_id, date, closed_to_arrival, closed_to_departure, min_stay)
         SELECT id, ?1, rowid % 5 = 0, rowid % 5 = 1, NULL FROM apartment_types WHERE id LIKE 'a-berlin-%'`,
      ).bind(addDays(RESTRICTED, 3)),
    ]);
  });
  afterAll(async () => {
    await env.INVENTORY_DB.prepare(
      "DELETE FROM calendar_days WHERE date IN (?1, ?2) AND apartment_type_id LIKE 'a-berlin-%'",
    )
      .bind(RESTRICTED, addDays(RESTRICTED, 3))
      .run();
  });

  it.each(CASES)("$name", async (c) => {
    const params: FindOffersParams = {
      ibeUid: "quartier",
      ...c.at,
      radius: c.radius,
      from: c.from,
      to: addDays(c.from, c.nights),
      guests: c.guests,
      currency: "EUR",
      language: "en",
    };
    const want = await referenceHits(params, c.limit);
    // The seed's restricted cities can close a whole city for a day; Berlin always has hits.
    if (c.at === BERLIN) expect(want.length).toBeGreaterThan(0);
    expect((await findSearchHits(env.INVENTORY_DB, params, c.limit))?.hits).toEqual(want);
  });

  it("the restrictions do drop some hits and keep others (so the table tests them)", async () => {
    const params: FindOffersParams = {
      ibeUid: "quartier",
      ...BERLIN,
      radius: 10,
      from: RESTRICTED,
      to: addDays(RESTRICTED, 3),
      guests: 1,
      currency: "EUR",
      language: "en",
    };
    const restricted = (await findSearchHits(env.INVENTORY_DB, params, 1000))!.hits;
    const dayAfter = { ...params, from: addDays(RESTRICTED, 1), to: addDays(RESTRICTED, 4) };
    const free = (await findSearchHits(env.INVENTORY_DB, dayAfter, 1000))!.hits;
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.length).toBeLessThan(free.length);
  });
});

describe("radius search hits from the cells remembered in the isolate (docs/decisions/0050)", () => {
  // Five of a Berlin search's hits, each of another property: one type takes fewer guests, one
  // property moves to Leipzig, one leaves the tenant's engine, one type gets a closure and one a
  // booking (all restored afterwards).
  const BOOKING = "b-remembered-cells-test";
  const from = daysFromToday(60);
  const params: FindOffersParams = {
    ibeUid: "quartier",
    ...BERLIN,
    radius: 10,
    from,
    to: addDays(from, 3),
    guests: 2,
    currency: "EUR",
    language: "en",
  };
  type Chosen = { id: string; property: string; maxOccupancy: number; lat: number; long: number };
  let chosen: Chosen[] = [];
  const pick = (i: number) => () => chosen[i]!;
  const [NARROWED, MOVED, LEFT, CLOSED, BOOKED] = [pick(0), pick(1), pick(2), pick(3), pick(4)];
  beforeAll(async () => {
    const hits = await referenceHits(params, 1000);
    const { results } = await env.INVENTORY_DB.prepare(
      `SELECT t.id, t.property_id AS property, t.max_occupancy AS maxOccupancy, p.lat, p.long
       FROM json_each(?1) j JOIN apartment_types t ON t.id = j.value JOIN properties p ON p.id = t.property_id
       ORDER BY j.key`,
    )
      .bind(JSON.stringify(hits.map((hit) => hit[0])))
      .all<Chosen>();
    const properties = new Set<string>();
    chosen = results.filter((row) => !properties.has(row.property) && properties.add(row.property)).slice(0, 5);
    expect(chosen).toHaveLength(5);
  });
  afterAll(async () => {
    const db = env.INVENTORY_DB;
    await db.batch([
      db
        .prepare("UPDATE apartment_types SET max_occupancy = ?2 WHERE id = ?1")
        .bind(NARROWED().id, NARROWED().maxOccupancy),
      db
        .prepare("UPDATE properties SET lat = ?2, long = ?3 WHERE id = ?1")
        .bind(MOVED().property, MOVED().lat, MOVED().long),
      db
        .prepare("INSERT OR IGNORE INTO property_tenants (property_id, ibe_uid) VALUES (?1, 'quartier')")
        .bind(LEFT().property),
      openNight(db, CLOSED().id, from),
      db.prepare("DELETE FROM booking_nights WHERE booking_id = ?1").bind(BOOKING),
      forget(db, { everyTenant: true }),
    ]);
  });
  const hitIds = async () => ((await findSearchHits(env.INVENTORY_DB, params, 1000))?.hits ?? []).map((hit) => hit[0]);

  it("are read again after a write that forgets them changed a type, a property or the tenant's engine", async () => {
    const db = env.INVENTORY_DB;
    // Searched twice: the second answers from the remembered cells.
    expect(await hitIds()).toEqual((await referenceHits(params, 1000)).map((hit) => hit[0]));
    expect(await hitIds()).toEqual(expect.arrayContaining([NARROWED().id, MOVED().id, LEFT().id]));

    await db.batch([
      // Forgotten before the property leaves the engine: afterwards its tenants are not found by it.
      forget(db, { everyTenant: true }),
      db.prepare("UPDATE apartment_types SET max_occupancy = 1 WHERE id = ?1").bind(NARROWED().id),
      db
        .prepare("UPDATE properties SET lat = ?2, long = ?3 WHERE id = ?1")
        .bind(MOVED().property, LEIPZIG.lat, LEIPZIG.long),
      db.prepare("DELETE FROM property_tenants WHERE property_id = ?1 AND ibe_uid = 'quartier'").bind(LEFT().property),
    ]);
    const after = await findSearchHits(env.INVENTORY_DB, params, 1000);
    expect(after?.hits).toEqual(await referenceHits(params, 1000));
    const ids = after?.hits.map((hit) => hit[0]) ?? [];
    for (const gone of [NARROWED().id, MOVED().id, LEFT().id]) expect(ids).not.toContain(gone);
    expect(ids.length).toBeGreaterThan(0);
  });

  it("still read each stay's closures and bookings", async () => {
    const db = env.INVENTORY_DB;
    const unitsOf = (hits: SearchHit[] | undefined, id: string) => hits?.find((hit) => hit[0] === id)?.[2];
    const before = (await findSearchHits(db, params, 1000))?.hits;
    expect(unitsOf(before, CLOSED().id)).toBeGreaterThan(0);
    const units = unitsOf(before, BOOKED().id)!;
    expect(units).toBeGreaterThan(0);
    await db.batch([
      closeNight(db, CLOSED().id, from),
      db
        .prepare("INSERT INTO booking_nights (apartment_type_id, night, booking_id) VALUES (?1, ?2, ?3)")
        .bind(BOOKED().id, addDays(from, 2), BOOKING),
    ]);
    const after = (await findSearchHits(db, params, 1000))?.hits;
    expect(after).toEqual(await referenceHits(params, 1000));
    expect(unitsOf(after, CLOSED().id)).toBeUndefined();
    expect(unitsOf(after, BOOKED().id) ?? 0).toBe(units - 1);
  });

  it("read the farther types' calendars when the nearest are not free", async () => {
    const db = env.INVENTORY_DB;
    const limit = 1;
    const wide = { ...params, radius: 25, guests: 1 };
    // More of the nearest closed than the first read covers: the hits come from the second.
    const all = await referenceHits(wide, 1000);
    // The area must hold more hits than the first read covers, or this would test nothing.
    expect(all.length).toBeGreaterThan(firstCalendarsFor(limit));
    const nearest = all.slice(0, firstCalendarsFor(limit)).map((hit) => hit[0]);
    const close = (id: string) => closeNight(db, id, wide.from);
    try {
      await db.batch(nearest.map(close));
      const want = await referenceHits(wide, limit);
      expect(want).toHaveLength(limit);
      const got = (await findSearchHits(db, wide, limit))?.hits;
      expect(got).toEqual(want);
      for (const id of nearest) expect(got?.map((hit) => hit[0])).not.toContain(id);
    } finally {
      await db.batch(nearest.map((id) => openNight(db, id, wide.from)));
    }
  });

  it("are the tenant's own", async () => {
    await hitIds();
    const other = { ...params, ibeUid: "citynest" };
    const want = await referenceHits(other, 1000);
    expect((await findSearchHits(env.INVENTORY_DB, other, 1000))?.hits).toEqual(want);
    expect(want).not.toEqual(await referenceHits(params, 1000));
  });

  it("a cover of many cells is read for its search alone (the 50 km case above)", () => {
    const cover = cellCover(BERLIN.lat, BERLIN.long, 50);
    const cells = cover.ranges.reduce((n, range) => n + range.toCell - range.fromCell + 1, 0);
    expect(cells).toBeGreaterThan(MAX_REMEMBERED_COVER_CELLS);
  });
});

describe("a search's facts of its hits", () => {
  it("are the columns of the type joined with its property, for the types the tenant's engine carries", async () => {
    // Berlin's types (several per property), one of another tenant's engine only, and an unknown id.
    const { results: berlin } = await env.INVENTORY_DB.prepare(
      "SELECT id FROM apartment_types WHERE id LIKE 'a-berlin-%' ORDER BY id LIMIT 40",
    ).all<{ id: string }>();
    const { results: elsewhere } = await env.INVENTORY_DB.prepare(
      `SELECT t.id FROM apartment_types t WHERE NOT EXISTS (SELECT 1 FROM property_tenants pt
         WHERE pt.property_id = t.property_id AND pt.ibe_uid = 'citynest') LIMIT 1`,
    ).all<{ id: string }>();
    const ids = [...berlin.map((r) => r.id), ...elsewhere.map((r) => r.id), "a-nowhere-1"];
    const want = await singleJoinFacts(ids, "citynest");
    expect(new Set(want.map((row) => row.property_id)).size).toBeLessThan(want.length);
    expect(want.length).toBeGreaterThan(0);
    const got = (await findSearchFacts(env.INVENTORY_DB, "citynest", ids)).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(got).toEqual(want);
  });
});

describe("radius search hits where a position is not carried exactly as text", () => {
  // Properties beside the equator and the prime meridian: one at a latitude within 2^-36 degrees of
  // zero (outside the text encoding's windows, so the candidates are read as rows), others near it.
  const AT = { lat: 0.001, long: 0.002 };
  const POSITIONS: [string, number, number][] = [
    ["p-zero-tiny", 1e-12, 0.0001],
    ["p-zero-small", 2 ** -20, -0.01],
    ["p-zero-exact", 0, 0],
  ];
  beforeAll(async () => {
    const db = env.INVENTORY_DB;
    await db.batch([
      ...POSITIONS.flatMap(([id, lat, long]) => [
        db
          .prepare(
            `INSERT OR REPLACE INTO properties (id, city_id, name, street, house_number, postcode, city, country, lat,
               long, currency, is_premium_partner, rate_plans, city_tax, services)
             SELECT ?1, city_id, name, street, house_number, postcode, city, country, ?2, ?3, currency,
               is_premium_partner, rate_plans, city_tax, services FROM properties WHERE id = 'p-berlin-0001'`,
          )
          .bind(id, lat, long),
        db.prepare("INSERT OR REPLACE INTO property_tenants (property_id, ibe_uid) VALUES (?1, 'quartier')").bind(id),
        db
          .prepare(
            `INSERT OR REPLACE INTO apartment_types (id, property_id, kind, tier, size_min, size_max, max_occupancy,
               bedrooms, bathrooms, units, base_nightly, weekend_factor_bp, season_months, season_factor_bp,
               monthly_rate, cleaning_fee, min_stay, max_stay, booking_mode, image_count)
             SELECT 'a' || substr(?1, 2) || '-1', ?1, kind, tier, size_min, size_max, 2, bedrooms, bathrooms, 1,
               base_nightly, weekend_factor_bp, season_months, season_factor_bp, monthly_rate, cleaning_fee, 1, 60,
               booking_mode, image_count FROM apartment_types WHERE id = 'a-berlin-0001-1'`,
          )
          .bind(id),
      ]),
      forget(db, { everyTenant: true }),
    ]);
  });
  afterAll(async () => {
    const db = env.INVENTORY_DB;
    const ids = JSON.stringify(POSITIONS.map(([id]) => id));
    await db.batch([
      db.prepare("DELETE FROM apartment_types WHERE property_id IN (SELECT value FROM json_each(?1))").bind(ids),
      db.prepare("DELETE FROM property_tenants WHERE property_id IN (SELECT value FROM json_each(?1))").bind(ids),
      db.prepare("DELETE FROM properties WHERE id IN (SELECT value FROM json_each(?1))").bind(ids),
      forget(db, { everyTenant: true }),
    ]);
  });

  it("are the reference's", async () => {
    const params: FindOffersParams = {
      ibeUid: "quartier",
      ...AT,
      radius: 5,
      from: daysFromToday(40),
      to: daysFromToday(43),
      guests: 2,
      currency: "EUR",
      language: "en",
    };
    const want = await referenceHits(params, 1000);
    expect(want.map((hit) => hit[0]).sort()).toEqual(["a-zero-exact-1", "a-zero-small-1", "a-zero-tiny-1"]);
    expect((await findSearchHits(env.INVENTORY_DB, params, 1000))?.hits).toEqual(want);
  });
});

describe("a search's facts where a type's size is not a whole number", () => {
  // JSON carries the sizes exactly only as whole numbers: with a fractional one the types are read as rows.
  const ID = "a-berlin-0001-1";
  let size: { size_min: number; size_max: number } | null = null;
  beforeAll(async () => {
    size = await env.INVENTORY_DB.prepare("SELECT size_min, size_max FROM apartment_types WHERE id = ?1")
      .bind(ID)
      .first();
    const db = env.INVENTORY_DB;
    await db.batch([
      db
        .prepare("UPDATE apartment_types SET size_min = ?2, size_max = ?3 WHERE id = ?1")
        .bind(ID, 100 / 3, 0.1 + 0.2 + 40),
      forget(db, { everyTenant: true }),
    ]);
  });
  afterAll(async () => {
    const db = env.INVENTORY_DB;
    await db.batch([
      db
        .prepare("UPDATE apartment_types SET size_min = ?2, size_max = ?3 WHERE id = ?1")
        .bind(ID, size!.size_min, size!.size_max),
      forget(db, { everyTenant: true }),
    ]);
  });

  it("are still the columns of the type joined with its property", async () => {
    const ids = [ID, "a-berlin-0001-2", "a-berlin-0002-1"];
    const want = await singleJoinFacts(ids);
    expect(want.map((row) => row.size_min)).toContain(100 / 3);
    expect(want.map((row) => row.size_max)).toContain(0.1 + 0.2 + 40);
    const got = (await findSearchFacts(env.INVENTORY_DB, "quartier", ids)).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(got).toEqual(want);
  });
});

describe("a search's facts remembered in the isolate", () => {
  // Three Berlin types of two properties; the first property's rate plans and the second type's rate
  // card change, then the first property leaves the tenant's engine (restored afterwards).
  const IDS = ["a-berlin-0001-1", "a-berlin-0001-2", "a-berlin-0002-1"];
  const PROPERTY = "p-berlin-0001";
  let saved: { rate_plans: string; base_nightly: number } | null = null;
  beforeAll(async () => {
    saved = await env.INVENTORY_DB.prepare(
      `SELECT p.rate_plans, t.base_nightly FROM properties p, apartment_types t WHERE p.id = ?1 AND t.id = ?2`,
    )
      .bind(PROPERTY, IDS[1])
      .first();
  });
  afterAll(async () => {
    const db = env.INVENTORY_DB;
    await db.batch([
      db.prepare("UPDATE properties SET rate_plans = ?2 WHERE id = ?1").bind(PROPERTY, saved!.rate_plans),
      db.prepare("UPDATE apartment_types SET base_nightly = ?2 WHERE id = ?1").bind(IDS[1], saved!.base_nightly),
      db
        .prepare("INSERT OR IGNORE INTO property_tenants (property_id, ibe_uid) VALUES (?1, 'quartier')")
        .bind(PROPERTY),
      forget(db, { property: PROPERTY }),
    ]);
  });
  const facts = async (generation?: number | null) =>
    (await findSearchFacts(env.INVENTORY_DB, "quartier", IDS, generation)).sort((a, b) => (a.id < b.id ? -1 : 1));
  const storedGeneration = () => readGeneration(env.INVENTORY_DB, "quartier");

  it("are read again after a write that forgets them changed the type, its property or the tenant's engine", async () => {
    const db = env.INVENTORY_DB;
    expect(await facts()).toEqual(await singleJoinFacts(IDS, "quartier"));
    // Remembered now: asked again, with and without the generation read in the same request.
    expect(await facts(await storedGeneration())).toEqual(await singleJoinFacts(IDS, "quartier"));

    const plans = JSON.parse(saved!.rate_plans) as { factorBp: number }[];
    const changedPlans = JSON.stringify(plans.map((plan) => ({ ...plan, factorBp: plan.factorBp + 100 })));
    await db.batch([
      db.prepare("UPDATE properties SET rate_plans = ?2 WHERE id = ?1").bind(PROPERTY, changedPlans),
      db.prepare("UPDATE apartment_types SET base_nightly = ?2 WHERE id = ?1").bind(IDS[1], saved!.base_nightly + 500),
      forget(db, { property: PROPERTY }),
    ]);
    const afterChange = await facts(await storedGeneration());
    expect(afterChange).toEqual(await singleJoinFacts(IDS, "quartier"));
    expect(afterChange.find((row) => row.id === IDS[0])?.p_rate_plans).toBe(changedPlans);
    expect(afterChange.find((row) => row.id === IDS[1])?.base_nightly).toBe(saved!.base_nightly + 500);

    // Forgotten before the property leaves: afterwards the engine no longer carries it.
    await db.batch([
      forget(db, { property: PROPERTY }),
      db.prepare("DELETE FROM property_tenants WHERE property_id = ?1 AND ibe_uid = 'quartier'").bind(PROPERTY),
    ]);
    expect((await facts()).map((row) => row.id)).toEqual([IDS[2]]);
  });

  it("the listings' rows likewise: read again after a change, the tenant's own", async () => {
    const db = env.INVENTORY_DB;
    const stored = async (ibeUid: string) =>
      (
        await db
          .prepare(
            `SELECT ${APARTMENT_COLUMNS} FROM apartment_types t JOIN properties p ON p.id = t.property_id
             JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
             WHERE t.id IN (SELECT value FROM json_each(?2)) ORDER BY t.id`,
          )
          .bind(ibeUid, JSON.stringify(IDS))
          .all()
      ).results;
    const rows = async (ibeUid: string, generation?: number | null) =>
      (await findApartments(db, ibeUid, IDS, generation)).sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(await rows("quartier")).toEqual(await stored("quartier"));
    expect(await rows("quartier", await storedGeneration())).toEqual(await stored("quartier"));
    // The third type's property (the first one has left the engine in the test before).
    const property = "p-berlin-0002";
    const name = (await db
      .prepare("SELECT name FROM properties WHERE id = ?1")
      .bind(property)
      .first<{ name: string }>())!.name;
    try {
      await db.batch([
        db.prepare("UPDATE properties SET name = ?2 WHERE id = ?1").bind(property, `${name} (renamed)`),
        forget(db, { property }),
      ]);
      const renamed = await rows("quartier", await storedGeneration());
      expect(renamed).toEqual(await stored("quartier"));
      expect(renamed.find((row) => row.id === IDS[2])?.p_name).toBe(`${name} (renamed)`);
      expect(await rows("nobody-such")).toEqual([]);
    } finally {
      await db.batch([
        db.prepare("UPDATE properties SET name = ?2 WHERE id = ?1").bind(property, name),
        forget(db, { property }),
      ]);
    }
  });

  it("are the tenant's own: a type another tenant's engine carries is not answered from memory", async () => {
    const { results } = await env.INVENTORY_DB.prepare(
      `SELECT t.id FROM apartment_types t JOIN property_tenants pt ON pt.property_id = t.property_id
       WHERE pt.ibe_uid = 'quartier' AND t.id LIKE 'a-berlin-%' AND NOT EXISTS (SELECT 1 FROM property_tenants other
         WHERE other.property_id = t.property_id AND other.ibe_uid = 'citynest') LIMIT 3`,
    ).all<{ id: string }>();
    const ids = results.map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect((await findSearchFacts(env.INVENTORY_DB, "quartier", ids)).length).toBe(ids.length);
    expect(await findSearchFacts(env.INVENTORY_DB, "citynest", ids)).toEqual([]);
  });
});

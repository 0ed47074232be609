import type { D1Database, D1PreparedStatement } from "@cloudflare/workers-types";
import { PLATFORM_TENANT_ID } from "../../../shared/tenancy/platform-tenant";
import { firstOfMonthIso, stayNights } from "../rules/calendar";
import { forget } from "../search-store/forget";
import { seedDemoCompanyCodes } from "./demo-company-codes";
import { seedDemoVouchers } from "./demo-vouchers";
import {
  DEFAULT_SCALE,
  DEFAULT_SEED,
  type GeneratedInventory,
  generateInventory,
  seedVersion,
} from "./generate-inventory";
import type { RestrictionRow } from "./seed-restrictions";

export type SeedOptions = {
  /** Number of apartment types (default 2,400). */
  scale?: number;
  seed?: number;
  /** Reseed even when the same version is already there. */
  force?: boolean;
  /** First day of the availability window; default the first of the current month (UTC). */
  anchor?: string;
};

export type SeedResult = { seeded: boolean; apartmentTypes: number; properties: number; cities: number };

/**
 * Tables a reseed empties, children first: the seed's own and every row that refers to them (an
 * operator's photos, a brand's channel connections). Contact messages survive a reseed.
 */
const SEEDED_TABLES = [
  "channel_event_attempts",
  "channel_events",
  "channel_messages",
  "channel_api_keys",
  "channel_endpoints",
  "channel_connections",
  "apartment_photos",
  "change_history",
  "review_changes",
  "reviews",
  "voucher_uses",
  "booking_nights",
  "booking_events",
  "bookings",
  "rfp_offers",
  "rfps",
  "calendar_days",
  "apartment_types",
  "property_tenants",
  "properties",
  "cities",
  "tenants",
  "inventory_meta",
];

/**
 * The generator's closed ranges and day restrictions as calendar_days rows (migration 0021): one row per
 * type and day, closed on each night of a range.
 */
function seededCalendarDays(
  closures: readonly { apartmentTypeId: string; start: string; end: string }[],
  restrictions: readonly RestrictionRow[],
): unknown[][] {
  const days = new Map<string, [string, string, number, number, number | null, number]>();
  for (const r of restrictions) {
    const row: [string, string, number, number, number | null, number] = [
      r.apartmentTypeId,
      r.date,
      r.closedToArrival ? 1 : 0,
      r.closedToDeparture ? 1 : 0,
      r.minStay,
      0,
    ];
    days.set(`${r.apartmentTypeId}|${r.date}`, row);
  }
  for (const c of closures) {
    for (const date of stayNights(c.start, c.end)) {
      const day = days.get(`${c.apartmentTypeId}|${date}`);
      if (day) day[5] = 1;
      else days.set(`${c.apartmentTypeId}|${date}`, [c.apartmentTypeId, date, 0, 0, null, 1]);
    }
  }
  return [...days.values()];
}

/** Rows per INSERT: each statement binds one JSON array (D1 allows 100 bound parameters per statement). */
const ROWS_PER_STATEMENT = 250;
/** Statements per db.batch call. */
const STATEMENTS_PER_BATCH = 40;

function insertFromJson(db: D1Database, table: string, columns: readonly string[], rows: readonly unknown[][]) {
  const select = columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(", ");
  const sql = `INSERT INTO ${table} (${columns.join(", ")}) SELECT ${select} FROM json_each(?1)`;
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(db.prepare(sql).bind(JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))));
  }
  return statements;
}

async function runBatches(db: D1Database, statements: D1PreparedStatement[]) {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
  }
}

export async function readSeedInfo(
  db: D1Database,
): Promise<{ version: string; apartmentTypes: number; properties: number; cities: number } | null> {
  const rows = await db.prepare("SELECT key, value FROM inventory_meta").all<{ key: string; value: string }>();
  const meta = new Map(rows.results.map((r) => [r.key, r.value]));
  const version = meta.get("seed_version");
  if (!version) return null;
  return {
    version,
    apartmentTypes: Number(meta.get("apartment_types") ?? 0),
    properties: Number(meta.get("properties") ?? 0),
    cities: Number(meta.get("cities") ?? 0),
  };
}

/** Writes generated inventory rows (the tables must be empty). */
export async function writeInventory(db: D1Database, inv: GeneratedInventory, anchor: string): Promise<void> {
  const statements: D1PreparedStatement[] = [
    ...insertFromJson(
      db,
      "tenants",
      ["ibe_uid", "name"],
      inv.tenants.map((t) => [t.ibeUid, t.name]),
    ),
    ...insertFromJson(
      db,
      "cities",
      ["id", "name", "country", "lat", "long", "currency"],
      inv.cities.map((c) => [c.id, c.name, c.country, c.lat, c.long, c.currency]),
    ),
    ...insertFromJson(
      db,
      "properties",
      [
        "id",
        "city_id",
        "name",
        "street",
        "house_number",
        "postcode",
        "city",
        "country",
        "lat",
        "long",
        "currency",
        "is_premium_partner",
        "rate_plans",
        "city_tax",
        "services",
        "check_in_from",
        "check_out_until",
        "owner_ibe_uid",
      ],
      inv.properties.map((p) => [
        p.id,
        p.cityId,
        p.name,
        p.street,
        p.houseNumber,
        p.postcode,
        p.city,
        p.country,
        p.lat,
        p.long,
        p.currency,
        p.isPremiumPartner ? 1 : 0,
        JSON.stringify(p.ratePlans),
        JSON.stringify(p.cityTax),
        JSON.stringify(p.services),
        p.checkInFrom,
        p.checkOutUntil,
        // The house's operator: of the brands besides the platform that sell it, the first by name
        // (the rule migration 0018 applied to houses seeded before it).
        p.tenants.filter((ibeUid) => ibeUid !== PLATFORM_TENANT_ID).sort()[0] ?? PLATFORM_TENANT_ID,
      ]),
    ),
    ...insertFromJson(
      db,
      "property_tenants",
      ["property_id", "ibe_uid"],
      inv.properties.flatMap((p) => p.tenants.map((t) => [p.id, t])),
    ),
    ...insertFromJson(
      db,
      "apartment_types",
      [
        "id",
        "property_id",
        "kind",
        "tier",
        "size_min",
        "size_max",
        "max_occupancy",
        "bedrooms",
        "bathrooms",
        "units",
        "base_nightly",
        "weekend_factor_bp",
        "season_months",
        "season_factor_bp",
        "monthly_rate",
        "cleaning_fee",
        "min_stay",
        "max_stay",
        "booking_mode",
        "channel_links",
        "services",
        "extra_services",
        "image_count",
        "matterport_id",
        "beds",
        "included_guests",
      ],
      inv.apartmentTypes.map((t) => [
        t.id,
        t.propertyId,
        t.kind,
        t.tier,
        t.sizeMin,
        t.sizeMax,
        t.maxOccupancy,
        t.bedrooms,
        t.bathrooms,
        t.units,
        t.baseNightly,
        t.weekendFactorBp,
        t.seasonMonths,
        t.seasonFactorBp,
        t.monthlyRate,
        t.cleaningFee,
        t.minStay,
        t.maxStay,
        t.bookingMode,
        JSON.stringify(t.channelLinks),
        JSON.stringify(t.services),
        JSON.stringify(t.extraServices),
        t.imageCount,
        t.matterportId,
        // A bed per bedroom, at least one (a studio's): the rule migration 0019 applied to seeded types.
        Math.max(1, t.bedrooms),
        // Every guest it sleeps is included (no extra guests' fee): the rule migration 0022 applied.
        t.maxOccupancy,
      ]),
    ),
    ...insertFromJson(
      db,
      "calendar_days",
      ["apartment_type_id", "date", "closed_to_arrival", "closed_to_departure", "min_stay", "closed"],
      seededCalendarDays(inv.closures, inv.restrictions),
    ),
  ];
  await runBatches(db, statements);
  // Written last: a seed that stopped half-way is not mistaken for a complete one.
  const meta: [string, string][] = [
    ["seed_version", inv.version],
    ["anchor", anchor],
    ["apartment_types", String(inv.apartmentTypes.length)],
    ["properties", String(inv.properties.length)],
    ["cities", String(new Set(inv.properties.map((p) => p.cityId)).size)],
    ["seeded_at", new Date().toISOString()],
  ];
  await db.batch(insertFromJson(db, "inventory_meta", ["key", "value"], meta));
}

/**
 * Fills the inventory database from the deterministic generator. Idempotent: when the database
 * already holds a seed of the same version (generator, catalogue, seed and scale) it does nothing
 * unless `force`. Reseeding drops bookings and RFPs, whose apartments no longer exist.
 * Works on a D1 binding in workerd and on Miniflare's D1 proxy in Node.
 */
export async function seedInventory(db: D1Database, options: SeedOptions = {}): Promise<SeedResult> {
  const scale = Math.max(1, Math.floor(options.scale ?? DEFAULT_SCALE));
  const seed = options.seed ?? DEFAULT_SEED;
  const existing = await readSeedInfo(db);
  if (existing && existing.version === seedVersion(scale, seed) && !options.force) {
    await seedDemoCompanyCodes(db, firstOfMonthIso(), new Date().toISOString());
    await seedDemoVouchers(db, firstOfMonthIso(), new Date().toISOString());
    return {
      seeded: false,
      apartmentTypes: existing.apartmentTypes,
      properties: existing.properties,
      cities: existing.cities,
    };
  }
  const anchor = options.anchor ?? firstOfMonthIso();
  const inventory = generateInventory({ scale, seed, anchor });
  await db.batch(SEEDED_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)));
  await writeInventory(db, inventory, anchor);
  // Whatever searches kept from the inventory before is of another generation now (docs/decisions/0083).
  await forget(db, { everyTenant: true }).run();
  await seedDemoCompanyCodes(db, firstOfMonthIso(), new Date().toISOString());
  await seedDemoVouchers(db, firstOfMonthIso(), new Date().toISOString());
  return {
    seeded: true,
    apartmentTypes: inventory.apartmentTypes.length,
    properties: inventory.properties.length,
    cities: new Set(inventory.properties.map((p) => p.cityId)).size,
  };
}

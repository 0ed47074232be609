import type { CellCover, CellRange } from "../rules/geo-cells";
import type { DayPrices } from "../rules/pricing";
import { type Generation, generationOf, generationQuery, typeGenerationOf } from "../search-store/generation";
import { placedCellMemo } from "../search-store/memos";
import { tenantQuery } from "./apartments";
import { decodeExactReal, exactRealSql } from "./exact-real-in-json";
import type { Candidate, CellTypes, PlacedType } from "./placed-types";

export type { Candidate, CellTypes, PlacedType };

export type GeoCandidateQuery = {
  ibeUid: string;
  /** The grid cells of the circle (rules/geo-cells.ts). */
  cover: CellCover;
  guests: number;
  nights: number;
  from: string;
  to: string;
};

/** A cover of more cells than this (a radius beyond about 30 km) is read for its search alone, not remembered. */
export const MAX_REMEMBERED_COVER_CELLS = 64;

/**
 * Bookable types (active, and the property active with a rate plan) of the tenant (`?1`) in the ranges of cells (`?2`:
 * [from cell, to cell, min long, max long]) and latitudes (`?3`/`?4`). Indexes properties_cell,
 * property_tenants' key, apartment_types_search.
 */
const PLACED_TYPES_FROM = `FROM json_each(?2) r
       CROSS JOIN properties p
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       JOIN apartment_types t ON t.property_id = p.id
       WHERE p.cell BETWEEN r.value ->> 0 AND r.value ->> 1
         AND p.long BETWEEN r.value ->> 2 AND r.value ->> 3
         AND p.lat BETWEEN ?3 AND ?4
         AND p.rate_plans <> '[]' AND p.active = 1 AND t.active = 1`;

/**
 * The placed types, grouped by cell, as one JSON text per cell (docs/decisions/0045: one value crosses
 * the binding faster than a row per type), positions exact (`exactRealSql`).
 */
const PLACED_TYPES_SQL = `SELECT p.cell AS cell, '[' || group_concat(json_quote(t.id) || ',' || ${exactRealSql("p.lat")}
         || ',' || ${exactRealSql("p.long")} || ',' || t.units || ',' || t.min_stay || ',' || t.max_stay
         || ',' || t.max_occupancy) || ']' AS c
       ${PLACED_TYPES_FROM}
       GROUP BY p.cell`;

/** The same placed types as rows, when a position lay outside `exactRealSql`'s windows. */
const PLACED_TYPE_ROWS_SQL = `SELECT p.cell AS cell, t.id, p.lat, p.long, t.units, t.min_stay AS minStay,
         t.max_stay AS maxStay, t.max_occupancy AS maxOccupancy
       ${PLACED_TYPES_FROM}`;

/** JSON values per type in a `PLACED_TYPES_SQL` list. */
const PLACED_VALUES = 9;

/** The types of one `PLACED_TYPES_SQL` text; null when a position was not encoded (then rows are read). */
export function decodePlacedTypes(text: string): PlacedType[] | null {
  const v = JSON.parse(text) as unknown[];
  const types: PlacedType[] = [];
  for (let i = 0; i < v.length; i += PLACED_VALUES) {
    const lat = decodeExactReal(v[i + 1], v[i + 2]);
    const long = decodeExactReal(v[i + 3], v[i + 4]);
    if (lat === undefined || long === undefined) return null;
    types.push({
      id: v[i] as string,
      lat,
      long,
      units: v[i + 5] as number,
      minStay: v[i + 6] as number,
      maxStay: v[i + 7] as number,
      maxOccupancy: v[i + 8] as number,
    });
  }
  return types;
}

/**
 * What of these types' calendars bears on the stay, for the types it bears on only: the most units
 * booked on one night (index booking_nights_type_night), the stay's nights the calendar sets something
 * on (closed, units for sale with that night's bookings, price: calendar_days' key) as one JSON text,
 * and the arrival and departure days' rows (restrictions). `?1` the ids, `?2`/`?3` arrival and
 * departure. Most types have none of these, so few rows cross.
 */
const CALENDAR_SQL = `SELECT j.value AS id,
         coalesce((SELECT max(n) FROM (SELECT count(*) AS n FROM booking_nights bn
           WHERE bn.apartment_type_id = j.value AND bn.night >= ?2 AND bn.night < ?3 GROUP BY bn.night)), 0) AS booked,
         (SELECT json_group_array(json_array(d.closed, d.units, d.price, d.date,
             CASE WHEN d.units IS NULL THEN 0 ELSE (SELECT count(*) FROM booking_nights bn
               WHERE bn.apartment_type_id = d.apartment_type_id AND bn.night = d.date) END))
           FROM calendar_days d WHERE d.apartment_type_id = j.value AND d.date >= ?2 AND d.date < ?3
             AND (d.closed = 1 OR d.units IS NOT NULL OR d.price IS NOT NULL)) AS nights,
         ra.closed_to_arrival AS arrivalClosed, ra.min_stay AS arrivalMinStay,
         ra.max_stay AS arrivalMaxStay, rd.closed_to_departure AS departureClosed
       FROM json_each(?1) j
       LEFT JOIN calendar_days ra ON ra.apartment_type_id = j.value AND ra.date = ?2
       LEFT JOIN calendar_days rd ON rd.apartment_type_id = j.value AND rd.date = ?3
       WHERE booked > 0 OR nights <> '[]' OR ra.apartment_type_id IS NOT NULL OR rd.apartment_type_id IS NOT NULL`;

type CalendarRow = Pick<Candidate, "id" | "arrivalClosed" | "arrivalMinStay" | "arrivalMaxStay" | "departureClosed"> & {
  booked: number;
  /** JSON [[closed, units, price, date, booked that night], ...] of the nights the calendar sets something on. */
  nights: string;
};

/** One night of `CalendarRow.nights`. */
type SetNight = [closed: number, units: number | null, price: number | null, date: string, booked: number];

/** A candidate's units free on every night, its nights' own prices; null when a night is closed. */
function nightsOf(
  units: number,
  calendar: CalendarRow | undefined,
): { unitsLeft: number; dayPrices: DayPrices | null } | null {
  let unitsLeft = units - (calendar?.booked ?? 0);
  if (!calendar || calendar.nights === "[]") return { unitsLeft, dayPrices: null };
  let dayPrices: Record<string, number> | null = null;
  for (const [closed, own, price, date, booked] of JSON.parse(calendar.nights) as SetNight[]) {
    if (closed === 1) return null;
    // A night's own units, never more than the type's (rules/calendar-edit.ts `unitsForSale`).
    if (own !== null) unitsLeft = Math.min(unitsLeft, Math.min(own, units) - booked);
    if (price !== null) {
      dayPrices ??= {};
      dayPrices[date] = price;
    }
  }
  return { unitsLeft, dayPrices };
}

/** A radius search's candidates as `findCandidates` reads them. */
export type CandidateRead = {
  /** The tenant's search generation, read in the same round trip as the candidates. */
  generation: Generation;
  /** The tenant's type generation, read with it (the memos': docs/decisions/0115). */
  typeGeneration: Generation;
  /** The candidates among the first `firstCount` placed types `choose` answered, in its order. */
  candidates: Candidate[];
  /** The candidates among the other placed types it answered, in its order (another round trip); null when none. */
  rest: (() => Promise<Candidate[]>) | null;
};

/**
 * The radius search's candidates: apartment types in the tenant's engine whose property lies in the
 * circle's grid cells and its bounding box, that take the guests and the stay's length and have a rate
 * plan (the placed types), with no closed night in the stay, with the units free on its busiest night
 * and the arrival and departure days' restrictions of each (their calendars). `choose` picks and orders
 * the placed types whose calendars are wanted (the search: those within the radius, nearest first);
 * the first `firstCount` are read at once, the others only when the caller asks (`rest`).
 *
 * The placed types are remembered per cell and type generation of the tenant (docs/decisions/0050,
 * 0083, 0115: a calendar edit or a booking leaves them), so a search of a known area reads only
 * calendars, in one round trip with the tenant and the generations;
 * otherwise the cells are read first. The caller applies the day restrictions and drops types without
 * a free unit. Null when the tenant is unknown.
 */
export async function findCandidates(
  db: D1Database,
  q: GeoCandidateQuery,
  choose: (placed: PlacedType[]) => PlacedType[],
  firstCount: number,
): Promise<CandidateRead | null> {
  const cells = coverCells(q.cover);
  let known = cells ? placedCellMemo.lookup(q.ibeUid, cells.map(String)) : null;
  if (known && known.missing.length === 0 && known.generation !== null) {
    const chosen = choose(placedInCover(q, byCell(known.rows)));
    const first = chosen.slice(0, firstCount);
    const [tenant, generation, calendars] = await db.batch<Record<string, unknown>>([
      tenantQuery(db, q.ibeUid),
      generationQuery(db, q.ibeUid),
      calendarQuery(db, first, q),
    ]);
    if (!tenant?.results.length) return null;
    if (typeGenerationOf(generation) === known.generation) {
      const generations = { generation: generationOf(generation), typeGeneration: known.generation };
      const candidates = withCalendars(first, calendars?.results ?? []);
      return candidateRead(db, q, generations, chosen, candidates, firstCount);
    }
    // The tenant's type generation moved on since the cells were remembered: all are read anew.
    known = null;
  }
  const read = cells
    ? await readWholeCells(db, q.ibeUid, cells, known)
    : await readPlaced(db, q.ibeUid, q.cover.ranges, q.cover.minLat, q.cover.maxLat);
  if (read === null) return null;
  const chosen = choose(placedInCover(q, read.byCell));
  const first = chosen.slice(0, firstCount);
  return candidateRead(db, q, read, chosen, await readCalendars(db, first, q), firstCount);
}

/** A search's generation and type generation, read in one round trip. */
type Generations = Pick<CandidateRead, "generation" | "typeGeneration">;

function candidateRead(
  db: D1Database,
  q: GeoCandidateQuery,
  { generation, typeGeneration }: Generations,
  chosen: readonly PlacedType[],
  candidates: Candidate[],
  firstCount: number,
): CandidateRead {
  const rest = chosen.slice(firstCount);
  return { generation, typeGeneration, candidates, rest: rest.length > 0 ? () => readCalendars(db, rest, q) : null };
}

async function readCalendars(
  db: D1Database,
  placed: readonly PlacedType[],
  q: GeoCandidateQuery,
): Promise<Candidate[]> {
  if (placed.length === 0) return [];
  const { results } = await calendarQuery(db, placed, q).all();
  return withCalendars(placed, results);
}

/** The cells of the cover, or null when there are more than are remembered for one search. */
function coverCells(cover: CellCover): number[] | null {
  const cells: number[] = [];
  for (const range of cover.ranges) {
    for (let cell = range.fromCell; cell <= range.toCell; cell++) cells.push(cell);
    if (cells.length > MAX_REMEMBERED_COVER_CELLS) return null;
  }
  return cells;
}

const byCell = (rows: readonly CellTypes[]) => new Map(rows.map((row) => [Number(row.id), row.types]));

const wholeCells = (cells: readonly number[]): CellRange[] =>
  cells.map((cell) => ({ fromCell: cell, toCell: cell, minLong: -180, maxLong: 180 }));

/**
 * The placed types of whole cells: those `known` (remembered at a type generation) and the missing ones
 * read (with the tenant and the generations, one round trip) and remembered. When the type generation
 * read is not the remembered one, or nothing is known, every cell is read. Null when the tenant is unknown.
 */
async function readWholeCells(
  db: D1Database,
  ibeUid: string,
  cells: readonly number[],
  known: { generation: Generation; rows: CellTypes[]; missing: string[] } | null,
): Promise<({ byCell: Map<number, PlacedType[]> } & Generations) | null> {
  let readCells = known ? known.missing.map(Number) : cells;
  let read = await readPlaced(db, ibeUid, wholeCells(readCells), -90, 90);
  const stale = known !== null && known.rows.length > 0 && (read?.typeGeneration ?? null) !== known.generation;
  if (read && stale) {
    readCells = cells;
    read = await readPlaced(db, ibeUid, wholeCells(readCells), -90, 90);
  }
  if (read === null) return null;
  // A cell without a bookable type of the tenant is remembered too, as empty.
  const rows = readCells.map((cell) => ({ id: String(cell), types: read.byCell.get(cell) ?? [] }));
  placedCellMemo.remember(read.typeGeneration, ibeUid, rows);
  const all = known && !stale ? byCell(known.rows) : new Map<number, PlacedType[]>();
  for (const row of rows) all.set(Number(row.id), row.types);
  return { byCell: all, generation: read.generation, typeGeneration: read.typeGeneration };
}

/** The placed types in these ranges, by cell, with the tenant check and the generations (one round trip). */
async function readPlaced(
  db: D1Database,
  ibeUid: string,
  ranges: readonly CellRange[],
  minLat: number,
  maxLat: number,
): Promise<({ byCell: Map<number, PlacedType[]> } & Generations) | null> {
  const bind = [
    ibeUid,
    JSON.stringify(ranges.map((r) => [r.fromCell, r.toCell, r.minLong, r.maxLong])),
    minLat,
    maxLat,
  ];
  const [tenant, generation, lists] = await db.batch<Record<string, unknown>>([
    tenantQuery(db, ibeUid),
    generationQuery(db, ibeUid),
    db.prepare(PLACED_TYPES_SQL).bind(...bind),
  ]);
  if (!tenant?.results.length) return null;
  const placed = new Map<number, PlacedType[]>();
  for (const row of lists?.results ?? []) {
    const types = decodePlacedTypes(row.c as string);
    if (types === null) return { byCell: await readPlacedRows(db, bind), generation: null, typeGeneration: null };
    placed.set(row.cell as number, types);
  }
  return { byCell: placed, generation: generationOf(generation), typeGeneration: typeGenerationOf(generation) };
}

/** `readPlaced` as rows; its generation is not claimed (a second round trip may see a later one). */
async function readPlacedRows(db: D1Database, bind: unknown[]): Promise<Map<number, PlacedType[]>> {
  const { results } = await db
    .prepare(PLACED_TYPE_ROWS_SQL)
    .bind(...bind)
    .all<PlacedType & { cell: number }>();
  const placed = new Map<number, PlacedType[]>();
  for (const { cell, ...type } of results) {
    const types = placed.get(cell);
    if (types) types.push(type);
    else placed.set(cell, [type]);
  }
  return placed;
}

/**
 * The placed types of the cover's cells within its bounding box (each range's longitudes, the cover's
 * latitudes) that take the guests and the stay's length: the search's candidates before their calendars.
 */
function placedInCover(q: GeoCandidateQuery, byCellTypes: ReadonlyMap<number, readonly PlacedType[]>): PlacedType[] {
  const placed: PlacedType[] = [];
  for (const range of q.cover.ranges) {
    for (let cell = range.fromCell; cell <= range.toCell; cell++) {
      for (const type of byCellTypes.get(cell) ?? []) {
        if (type.long < range.minLong || type.long > range.maxLong) continue;
        if (type.lat < q.cover.minLat || type.lat > q.cover.maxLat) continue;
        if (type.maxOccupancy < q.guests || type.minStay > q.nights || type.maxStay < q.nights) continue;
        placed.push(type);
      }
    }
  }
  return placed;
}

function calendarQuery(db: D1Database, placed: readonly PlacedType[], q: GeoCandidateQuery): D1PreparedStatement {
  return db.prepare(CALENDAR_SQL).bind(JSON.stringify(placed.map((type) => type.id)), q.from, q.to);
}

/** The candidates: the placed types without a closed night in the stay, each with its calendar's facts, in their order. */
function withCalendars(placed: readonly PlacedType[], rows: readonly Record<string, unknown>[]): Candidate[] {
  const calendars = new Map<string, CalendarRow>();
  for (const row of rows as CalendarRow[]) calendars.set(row.id, row);
  const candidates: Candidate[] = [];
  for (const { units, ...type } of placed) {
    const calendar = calendars.get(type.id);
    const nights = nightsOf(units, calendar);
    if (nights === null) continue;
    candidates.push({
      ...type,
      unitsLeft: nights.unitsLeft,
      dayPrices: nights.dayPrices,
      arrivalClosed: calendar?.arrivalClosed ?? null,
      arrivalMinStay: calendar?.arrivalMinStay ?? null,
      arrivalMaxStay: calendar?.arrivalMaxStay ?? null,
      departureClosed: calendar?.departureClosed ?? null,
    });
  }
  return candidates;
}

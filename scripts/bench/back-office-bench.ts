/**
 * Benchmarks the back office's calendar (issue 34) in the inventory Worker, run in Miniflare from
 * Node with an in-memory D1 and KV (admin-inventory.ts), at 2,400 and 50,000 apartment types:
 *
 * - a bulk edit of 365 days for 50 apartment types: the calendar API's POST
 *   (`/api/admin/ibe/:ibeUid/apartment-types/:id/calendar`) once per type, a new price on each of the
 *   next 365 days, as the admin page saves a range: per edit and the 50 in all;
 * - the next search after an edit: Berlin's find-offers (inventory-bench.ts) right after a price edit
 *   of one apartment type that search lists, against the same search uncached with no edit before it
 *   (today's uncached figure), in the same rounds. An edit forgets the tenants carrying the type
 *   (docs/decisions/0083), so the search after it is computed anew and its kept result is not used.
 *
 *   npx jiti scripts/bench/back-office-bench.ts
 *
 * Budgets are medians, set for this shared two-core machine (docs/decisions/0027).
 */
import { pathToFileURL } from "node:url";
import type { CalendarEditInput, CalendarEditResult } from "../../shared/ota/back-office-calendar";
import { otaPaths } from "../../shared/ota/paths";
import { DEFAULT_SCALE } from "../../workers/inventory/seed/generate-inventory";
import { type AdminInventory, startAdminInventory } from "./admin-inventory";
import {
  BERLIN,
  type BenchFigure,
  FIRST_PAGE,
  findOffers,
  isoDaysFromToday,
  percentile,
  runAlone,
  seedBenchInventory,
} from "./inventory-bench";

const SCALES = [DEFAULT_SCALE, 50_000];
const EDITED_TYPES = 50;
const EDITED_DAYS = 365;
const RUNS = 30;

/** Median of one calendar edit of 365 days, ms; the 50 edits in all get fifty times that. */
export const BULK_EDIT_BUDGET_MS = 250;
/** The search after an edit, in times today's uncached search (medians of the same rounds). */
export const SEARCH_AFTER_EDIT_BUDGET = 1.1;
/**
 * Flat: the search after an edit keeps the same proportion to the uncached search at 50,000 types as at
 * 2,400, within this factor (the ratio at 50,000 over the ratio at 2,400).
 */
export const SEARCH_AFTER_EDIT_FLATNESS_BUDGET = 1.1;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const label = (types: number) => `${types.toLocaleString("en")} types`;

async function editCalendar(inventory: AdminInventory, apartmentTypeId: string, edit: CalendarEditInput) {
  const started = performance.now();
  const res = await inventory.mf.dispatchFetch(
    `https://inventory.internal${otaPaths.adminCalendar("quartier", apartmentTypeId)}`,
    {
      method: "POST",
      headers: { Authorization: inventory.authorization, "Content-Type": "application/json" },
      body: JSON.stringify(edit),
    },
  );
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`the calendar edit answered ${res.status}: ${text}`);
  return { ms, result: JSON.parse(text) as CalendarEditResult };
}

/** 50 active apartment types, each edited once: a new price on each of the next 365 days. */
async function measureBulkEdit(inventory: AdminInventory, types: number, price: number): Promise<BenchFigure[]> {
  const db = await inventory.mf.getD1Database("INVENTORY_DB");
  const { results } = await db
    .prepare("SELECT id FROM apartment_types WHERE active = 1 ORDER BY id LIMIT ?1")
    .bind(EDITED_TYPES)
    .all<{ id: string }>();
  if (results.length < EDITED_TYPES) throw new Error(`only ${results.length} apartment types to edit`);
  const edit = { from: isoDaysFromToday(1), to: isoDaysFromToday(EDITED_DAYS), set: { price } };
  const times: number[] = [];
  const allStarted = performance.now();
  for (const { id } of results) {
    const { ms, result } = await editCalendar(inventory, id, edit);
    if (!result.saved || result.changes.length !== EDITED_DAYS)
      throw new Error(`the edit of ${id} changed ${result.changes.length} days, not ${EDITED_DAYS}`);
    times.push(ms);
  }
  const total = performance.now() - allStarted;
  return [
    {
      name: `calendar edit of ${EDITED_DAYS} days, ${label(types)} (median)`,
      value: median(times),
      unit: "ms",
      budget: BULK_EDIT_BUDGET_MS,
    },
    {
      name: `  p95`,
      value: percentile(
        [...times].sort((a, b) => a - b),
        95,
      ),
      unit: "ms",
    },
    {
      name: `calendar: ${EDITED_DAYS} days on ${EDITED_TYPES} types in all, ${label(types)}`,
      value: total / 1000,
      unit: "s",
      budget: (BULK_EDIT_BUDGET_MS * EDITED_TYPES) / 1000,
    },
  ];
}

/**
 * Rounds of: Berlin's search at a position of its own (uncached), the same again (kept), a price
 * edit of one type that search lists on the search's nights, and the same search once more (the
 * search after the edit, which must not be answered from what was kept).
 */
async function measureSearchAfterEdit(inventory: AdminInventory, types: number) {
  const { mf } = inventory;
  const from = isoDaysFromToday(20);
  const to = isoDaysFromToday(23);
  const listed = await findOffers(mf, BERLIN, from, to, { firstPage: FIRST_PAGE });
  const edited = (listed.answer.page?.listings[0] as { apartmentType?: { id?: string } } | undefined)?.apartmentType
    ?.id;
  if (!edited) throw new Error("Berlin's search listed no apartment type to edit");
  const uncached: number[] = [];
  const afterEdit: number[] = [];
  for (let run = -3; run < RUNS; run++) {
    // About 7 m further east each round (a new search); the edited type stays in its results.
    const position = { lat: BERLIN.lat, long: BERLIN.long + (run + 3 + types / 1000) * 0.0001 };
    const miss = await findOffers(mf, position, from, to);
    if (miss.cache !== "miss") throw new Error("an uncached search was answered from the cache");
    const hit = await findOffers(mf, position, from, to);
    if (hit.cache !== "hit") throw new Error("a repeated search was not answered from the cache");
    // A price of its own each round, so every edit changes the days (and forgets).
    const { result } = await editCalendar(inventory, edited, { from, to, set: { price: 20_000 + run + 3 } });
    if (result.changes.length === 0) throw new Error("the edit changed nothing");
    const after = await findOffers(mf, position, from, to);
    if (after.cache !== "miss") throw new Error("the search after an edit was answered from what was kept");
    if (run < 0) continue; // warm-up
    uncached.push(miss.ms);
    afterEdit.push(after.ms);
  }
  return {
    uncached: median(uncached),
    afterEdit: median(afterEdit),
    p95: percentile(
      [...afterEdit].sort((a, b) => a - b),
      95,
    ),
  };
}

export async function benchBackOffice(): Promise<BenchFigure[]> {
  const inventory = await startAdminInventory("back-office-bench", { platform: true });
  const figures: BenchFigure[] = [];
  const ratios: number[] = [];
  try {
    for (const [index, types] of SCALES.entries()) {
      await seedBenchInventory(inventory.mf, types);
      figures.push(...(await measureBulkEdit(inventory, types, 12_300 + index)));
      const searches = await measureSearchAfterEdit(inventory, types);
      const ratio = searches.afterEdit / searches.uncached;
      ratios.push(ratio);
      figures.push(
        {
          name: `find-offers uncached, no edit before, ${label(types)} (median)`,
          value: searches.uncached,
          unit: "ms",
        },
        { name: `find-offers after a calendar edit, ${label(types)} (median)`, value: searches.afterEdit, unit: "ms" },
        { name: `  p95`, value: searches.p95, unit: "ms" },
        {
          name: `  after an edit / uncached, ${label(types)}`,
          value: ratio,
          unit: "x",
          budget: SEARCH_AFTER_EDIT_BUDGET,
        },
      );
    }
    const [small, big] = ratios;
    if (small !== undefined && big !== undefined)
      figures.push({
        name: "search after an edit: its ratio at 50,000 / at 2,400 types (flat)",
        value: big / small,
        unit: "x",
        budget: SEARCH_AFTER_EDIT_FLATNESS_BUDGET,
      });
  } finally {
    await inventory.mf.dispose();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) runAlone(benchBackOffice);

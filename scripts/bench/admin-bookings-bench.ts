/**
 * Benchmarks the operators' bookings list at 50,000 bookings: the OTA's answer to a filtered,
 * sorted page with its totals and filter choices (GET /api/admin/ibe/:ibeUid/bookings), as the admin
 * page asks for it. The inventory Worker runs in Miniflare with an in-memory D1 (nothing persisted),
 * seeded at the default scale plus 50,000 generated bookings; the calls carry an admin token signed
 * with a key made for the run, which the Worker trusts as its provider's.
 *
 *   npx jiti scripts/bench/admin-bookings-bench.ts
 */
import { pathToFileURL } from "node:url";
import { otaPaths } from "../../shared/ota/paths";
import { printBenchFigures, startAdminBenchInventory } from "./admin-bench-inventory";
import { type BenchFigure, percentile } from "./inventory-bench";

const BOOKINGS = 50_000;
const RUNS = 30;
/** Median of a filtered admin list page at 50,000 bookings, ms. */
export const ADMIN_LIST_BUDGET_MS = 150;

function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The pages an operator opens: each a filter and a sort (the text search scans the tenant's bookings). */
const PAGES: Record<string, Record<string, string>> = {
  "confirmed, arriving in the next 60 days, by arrival": {
    status: "confirmed",
    arrivalFrom: isoDaysFromToday(0),
    arrivalTo: isoDaysFromToday(60),
    sort: "arrival",
    dir: "asc",
  },
  "free text on name or e-mail, newest first": { q: "anna" },
  "booked last month, by guest name, page 3": {
    createdFrom: isoDaysFromToday(-30),
    createdTo: isoDaysFromToday(0),
    sort: "guest",
    dir: "asc",
    page: "3",
  },
};

export async function benchAdminBookings(): Promise<BenchFigure[]> {
  const { mf, seed, token } = await startAdminBenchInventory("admin-bookings-bench");
  const figures: BenchFigure[] = [];
  try {
    const seeded = await seed("/__bench/seed-bookings", { count: BOOKINGS });
    figures.push({
      name: `admin bookings: seed ${BOOKINGS.toLocaleString("en")} bookings`,
      value: seeded.ms / 1000,
      unit: "s",
    });
    for (const [label, params] of Object.entries(PAGES)) {
      const url = `https://inventory.internal${otaPaths.adminBookings("quartier")}?${new URLSearchParams({ ...params, pageSize: "50" })}`;
      const times: number[] = [];
      let count = 0;
      for (let run = -2; run < RUNS; run++) {
        const started = performance.now();
        const res = await mf.dispatchFetch(url, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { count: number };
        if (res.status !== 200) throw new Error(`the admin list answered ${res.status}: ${JSON.stringify(body)}`);
        if (run >= 0) times.push(performance.now() - started);
        count = body.count;
      }
      times.sort((a, b) => a - b);
      figures.push({
        name: `admin list at 50k: ${label} (median)`,
        value: percentile(times, 50),
        unit: "ms",
        budget: ADMIN_LIST_BUDGET_MS,
      });
      figures.push({
        name: `  p95 (${count.toLocaleString("en")} matching)`,
        value: percentile(times, 95),
        unit: "ms",
      });
    }
  } finally {
    await mf.dispose();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchAdminBookings()
    .then(printBenchFigures)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}

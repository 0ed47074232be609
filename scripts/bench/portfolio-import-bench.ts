/**
 * Benchmarks issue 34's "CSV import of 500 apartment types with a year of prices": a file of 50 houses
 * with 10 apartment types each and a price for each of the next 365 days of every type (182,500 day
 * rows, no two neighbouring days alike), read and checked as the import page does (papaparse, the
 * contract's schema), then imported through the OTA's admin API: a dry run (the page's preview), the
 * import itself (one D1 batch), and the same file again (nothing changed). The inventory runs in
 * Miniflare with an in-memory D1 seeded at the default scale (admin-inventory.ts).
 *
 *   npx jiti scripts/bench/portfolio-import-bench.ts
 */
import { pathToFileURL } from "node:url";
import { COMMA_DECIMAL_POINT } from "../../app/domain/admin/csv";
import { checkPortfolioCsv } from "../../app/domain/admin/portfolio-check";
import { portfolioCsv } from "../../app/domain/admin/portfolio-csv";
import { importChangesNothing, type Portfolio, type PortfolioImportResult } from "../../shared/ota/back-office-import";
import { otaPaths } from "../../shared/ota/paths";
import { DEFAULT_SCALE } from "../../workers/inventory/seed/generate-inventory";
import { startAdminInventory } from "./admin-inventory";
import { type BenchFigure, runAlone, seedBenchInventory } from "./inventory-bench";

const HOUSES = 50;
const TYPES_PER_HOUSE = 10;
const DAYS = 365;
/**
 * Reading and checking the file, then the import's write, s (the page's confirm step end to end). Set
 * for this shared 2-core machine, where a load average of 15 to 20 makes it 45 to 50 s (decision 0110).
 */
export const PORTFOLIO_IMPORT_BUDGET_S = 60;

function isoDaysFromToday(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The bench's portfolio: houses around Berlin, each type priced day by day for a year. */
export function benchPortfolio(): Portfolio {
  const houses: Portfolio["houses"] = [];
  const apartmentTypes: Portfolio["apartmentTypes"] = [];
  const calendar: Portfolio["calendar"] = [];
  const dates = Array.from({ length: DAYS }, (_, day) => isoDaysFromToday(day + 1));
  for (let h = 0; h < HOUSES; h++) {
    const houseId = `bench-house-${h}`;
    houses.push({
      id: houseId,
      active: true,
      name: `Bench house ${h}`,
      address: {
        street: "Torstraße",
        houseNumber: String(h + 1),
        postcode: "10119",
        city: "Berlin",
        country: "DE",
        lat: 52.52 + h * 0.001,
        long: 13.4,
      },
      description: { en: "A house of the import bench.", de: "Ein Haus des Import-Benchmarks." },
      checkInFrom: "15:00",
      checkOutUntil: "11:00",
      services: [],
      paymentMethods: [],
      contact: { name: "Bench", email: "bench@example.com", phone: "+49 30 1" },
    });
    for (let t = 0; t < TYPES_PER_HOUSE; t++) {
      const typeId = `bench-type-${h}-${t}`;
      apartmentTypes.push({
        id: typeId,
        propertyId: houseId,
        active: true,
        name: { en: `Flat ${t}`, de: `Wohnung ${t}` },
        description: { en: "", de: "" },
        sizeMin: 30 + t,
        sizeMax: 30 + t,
        bedrooms: 1,
        bathrooms: 1,
        beds: 2,
        maxOccupancy: 2,
        units: 3,
        services: [],
        minStay: 1,
        maxStay: 90,
        bookingMode: "Direct",
        baseNightly: 10_000,
        cleaningFee: 2_500,
      });
      for (const [day, date] of dates.entries())
        calendar.push({
          apartmentTypeId: typeId,
          from: date,
          to: date,
          weekdays: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
          set: {
            price: 9_000 + (day % 2) * 500 + (day % 7) * 100,
            units: null,
            closed: false,
            closedToArrival: false,
            closedToDeparture: false,
            minStay: null,
          },
        });
    }
  }
  return { houses, apartmentTypes, calendar };
}

export async function benchPortfolioImport(): Promise<BenchFigure[]> {
  const { mf, authorization } = await startAdminInventory("portfolio-import-bench");
  const figures: BenchFigure[] = [];
  const seconds = (since: number) => (performance.now() - since) / 1000;
  try {
    await seedBenchInventory(mf, DEFAULT_SCALE);
    const csv = portfolioCsv(benchPortfolio(), COMMA_DECIMAL_POINT);
    figures.push({
      name: `import: the file (${HOUSES * TYPES_PER_HOUSE} types, ${DAYS} daily prices each)`,
      value: new TextEncoder().encode(csv).byteLength / (1024 * 1024),
      unit: "MB",
    });
    let started = performance.now();
    const checked = checkPortfolioCsv(csv);
    if (!("portfolio" in checked)) throw new Error(`the bench file has problems: ${JSON.stringify(checked.problems)}`);
    const check = seconds(started);
    figures.push({ name: "import: read and check the CSV", value: check, unit: "s" });

    const importOnce = async (dryRun: boolean) => {
      const url = `https://inventory.internal${otaPaths.adminPortfolioImport("quartier")}?dryRun=${dryRun}`;
      const res = await mf.dispatchFetch(url, {
        method: "POST",
        headers: { Authorization: authorization, "Content-Type": "application/json" },
        body: JSON.stringify(checked.portfolio),
      });
      const body = (await res.json()) as PortfolioImportResult;
      if (res.status !== 200)
        throw new Error(`the import answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
      return body;
    };
    started = performance.now();
    await importOnce(true);
    figures.push({ name: "import: dry run (the preview)", value: seconds(started), unit: "s" });
    started = performance.now();
    const done = await importOnce(false);
    const write = seconds(started);
    if (done.calendar.days !== HOUSES * TYPES_PER_HOUSE * DAYS) throw new Error("the import wrote too few days");
    figures.push({ name: "import: the import (one batch)", value: write, unit: "s" });
    figures.push({
      name: "import: read, check and import, end to end",
      value: check + write,
      unit: "s",
      budget: PORTFOLIO_IMPORT_BUDGET_S,
    });
    started = performance.now();
    const again = await importOnce(false);
    if (!importChangesNothing(again)) throw new Error("the same file imported again changed something");
    figures.push({ name: "import: the same file again (nothing changed)", value: seconds(started), unit: "s" });
  } finally {
    await mf.dispose();
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) runAlone(benchPortfolioImport);

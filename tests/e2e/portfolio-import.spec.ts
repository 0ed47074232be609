import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { PORTFOLIO_CSV_HEADER } from "../../app/domain/admin/portfolio-csv";
import { openAsAdmin } from "./admin-session";
import { tenantUrl } from "./support";

/**
 * Operators move a portfolio in and out as CSV (issue 34): export, change a price in the file, import
 * it back and see it; a bad file names its lines and columns and changes nothing.
 */

type Lng = "en" | "de";

async function openImport(page: Page, lng: Lng, javaScript: boolean) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", `/${lng}/admin/houses/import`), "admin-alpenstay", {
    javaScriptEnabled: javaScript,
  });
}

const HEADER = PORTFOLIO_CSV_HEADER.join(",");

/** A CSV line of the given cells by column name. */
function line(cells: Record<string, string>): string {
  return HEADER.split(",")
    .map((column) => cells[column] ?? "")
    .join(",");
}

function portfolioFile(run: string, house: Record<string, string> = {}) {
  return [
    HEADER,
    line({
      record: "house",
      id: `e2e-h-${run}`,
      name: `Deichhaus ${run}`,
      street: "Am Deich",
      houseNumber: "2",
      postcode: "25845",
      city: "Nordstrand",
      country: "DE",
      lat: "54.49",
      long: "8.81",
      checkInFrom: "15:00",
      checkOutUntil: "10:00",
      contactName: "Ina Import",
      contactEmail: "ina@example.com",
      ...house,
    }),
    line({
      record: "apartmentType",
      id: `e2e-t-${run}`,
      propertyId: `e2e-h-${run}`,
      nameEn: "Dike flat",
      nameDe: "Deichwohnung",
      sizeMin: "35",
      sizeMax: "35",
      bedrooms: "1",
      bathrooms: "1",
      beds: "2",
      maxOccupancy: "2",
      units: "2",
      minStay: "1",
      maxStay: "30",
      bookingMode: "Direct",
      baseNightly: "9000",
      cleaningFee: "0",
    }),
  ].join("\r\n");
}

async function upload(page: Page, name: string, text: string) {
  await page.getByTestId("import-file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByTestId("import-check").click();
}

test("an operator exports, changes a price in the file, imports it and sees the new price", async ({ page }) => {
  await openImport(page, "en", true);
  const run = Date.now().toString(36);
  await upload(page, "new.csv", portfolioFile(run));
  await expect(page.getByTestId("import-summary")).toContainText("new: 1");
  await page.getByTestId("import-confirm").click();
  await expect(page.getByText("Imported", { exact: true })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByTestId("portfolio-export").click();
  const exported = await readFile(await (await download).path(), "utf8");
  const header = exported.replace(/^\uFEFF/, "").split("\r\n")[0]!;
  const typeLine = exported.split("\r\n").find((row) => row.includes(`,e2e-t-${run},`))!;
  const columns = header.split(",");
  const cells = typeLine.split(",");
  expect(cells[columns.indexOf("baseNightly")]).toBe("9000");
  cells[columns.indexOf("baseNightly")] = "12345";

  // The file cut down to the changed row: nothing else of the brand is written back.
  await upload(page, "changed.csv", [header, cells.join(",")].join("\r\n"));
  await expect(page.getByTestId("import-summary")).toContainText("changed: 1");
  await page.getByTestId("import-confirm").click();
  await expect(page.getByText("Imported", { exact: true })).toBeVisible();

  await page.goto(tenantUrl("admin.alpenstay", `/en/admin/apartments/e2e-t-${run}`));
  await expect(page.getByLabel("Price per night (EUR)", { exact: true })).toHaveValue("123.45");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("eine fehlerhafte Datei nennt Zeile und Spalte und ändert nichts", async ({ page }) => {
    await openImport(page, "de", false);
    const run = Date.now().toString(36);
    await upload(page, "fehler.csv", portfolioFile(run, { country: "XX", lat: "Nord" }));
    const problems = page.getByTestId("import-problems");
    await expect(problems).toContainText("Zeile 2, Spalte „country“: ist kein bekannter Ländercode");
    await expect(problems).toContainText("Zeile 2, Spalte „lat“");
    await expect(page.getByText("Es wurde nichts gespeichert.", { exact: false })).toBeVisible();

    await page.goto(tenantUrl("admin.alpenstay", `/de/admin/houses?q=${encodeURIComponent(`Deichhaus ${run}`)}`));
    await expect(page.getByTestId("admin-houses")).toBeVisible();
    await expect(page.getByTestId("house-row")).toHaveCount(0);
  });
});

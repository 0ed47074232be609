import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readDeepLink } from "./read-deep-link";

/**
 * The deep-link guide's examples, read from its table: each must still open the page, mark the field,
 * fall back and carry what the guide says, with the pages' own parsers, so the guide cannot go stale.
 */
const guide = readFileSync(new URL("../../../docs/guides/deep-links.md", import.meta.url), "utf8");
const table = guide.split("<!-- deep-link examples -->")[1]?.split("\n\n")[0] ?? "";
const list = (cell: string) =>
  cell
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
const examples = table
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const [href = "", page = "", marks = "", defaults = "", currency = "", carries = ""] = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    return {
      href: href.replaceAll("`", ""),
      page,
      marks: list(marks),
      defaults: list(defaults),
      currency: currency || null,
      carries: list(carries),
    };
  });

/** The guide's brand, as its examples say: it offers EUR (its default), GBP, CHF and USD. */
const brand = { currencies: ["EUR", "GBP", "CHF", "USD"], defaultCurrency: "EUR" };

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2027-01-15T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

describe("docs/guides/deep-links.md", () => {
  it("has its examples table", () => {
    expect(examples.length).toBeGreaterThan(20);
  });

  it.each(examples)("$href", ({ href, page, marks, defaults, currency, carries }) => {
    const reading = readDeepLink(href, brand);
    expect(reading.page).toBe(page);
    expect(reading.language).toBe(href.split("/")[1]?.slice(0, 2));
    expect(reading.marked).toEqual(marks);
    expect(reading.defaulted).toEqual(defaults);
    expect(reading.currency).toBe(currency);
    expect(reading.campaign.map(([name]) => name)).toEqual(carries);
    // A promotion code is priced with as typed in any case; the entry hands it on to its search.
    const voucher = new URL(href, "https://brand.example").searchParams.get("voucher");
    expect(reading.voucher).toBe(voucher ? voucher.toUpperCase() : null);
  });
});

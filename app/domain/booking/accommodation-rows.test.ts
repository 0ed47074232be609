import { describe, expect, it } from "vitest";
import { accommodationRows } from "./accommodation-rows";

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? ` ${JSON.stringify(values)}` : ""}`;
const format = (amount: number) => `€${amount / 100}`;

describe("accommodationRows", () => {
  it.each([
    {
      why: "a short stay: one row with the caller's label",
      price: { accommodation: 30_000, monthlyRateApplied: false },
      rows: [{ id: "accommodation", label: "Accommodation", amount: 30_000 }],
    },
    {
      why: "a long stay: months and nights beyond",
      price: {
        accommodation: 238_000,
        monthlyRateApplied: true,
        monthly: { perMonth: 210_000, months: 1, extraNights: 4, extraNightsAmount: 28_000 },
      },
      rows: [
        { id: "months", label: 'longStay.months {"count":1,"price":"€2100"}', amount: 210_000 },
        { id: "extra-nights", label: 'longStay.extraNights {"count":4}', amount: 28_000 },
      ],
    },
  ])("$why", ({ price, rows }) => {
    expect(accommodationRows(price, t as never, format, "Accommodation")).toEqual(rows);
  });
});

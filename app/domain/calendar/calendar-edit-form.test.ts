import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import { calendarEditFormSchema, calendarEditOf, editRangeOf, typedAmount } from "./calendar-edit-form";

dayjs.extend(utc);

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return Object.fromEntries(
    [...data.keys()].map((key) => [key, data.getAll(key).length > 1 ? data.getAll(key) : data.get(key)]),
  );
};

// A week a month from now: the form takes any range of at most 366 days that ends after it starts.
const base = { from: isoDateFromToday(30), to: isoDateFromToday(36), weekdays: ["mon", "tue"] };

describe("typedAmount", () => {
  it.each([
    ["120", "en-GB", "EUR", 12_000],
    ["120.50", "en-GB", "EUR", 12_050],
    ["120,50", "de-DE", "EUR", 12_050],
    ["1.200,5", "de-DE", "EUR", 120_050],
    ["€ 99", "en-GB", "EUR", 9_900],
    ["120.505", "en-GB", "EUR", null],
    ["0", "en-GB", "EUR", null],
    ["abc", "en-GB", "EUR", null],
  ] as const)("%s (%s) = %s", (typed, locale, currency, minor) => {
    expect(typedAmount(typed, locale, currency)).toBe(minor);
  });
});

describe("calendarEditFormSchema", () => {
  const parse = (fields: Record<string, string | string[]>, locale = "en-GB") =>
    calendarEditFormSchema(locale, "EUR", isoDateFromToday(0)).safeParse(form(fields));
  const errorsOf = (fields: Record<string, string | string[]>) => {
    const result = parse(fields);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it.each([
    {
      why: "a price on Mondays and Tuesdays",
      fields: { ...base, price: "150" },
      edit: { ...base, set: { price: 15_000 } },
    },
    {
      why: "one weekday arrives as a single value",
      fields: { ...base, weekdays: "sat", closed: "yes" },
      edit: { ...base, weekdays: ["sat"], set: { closed: true } },
    },
    {
      why: "each setting, the resets as null",
      fields: {
        ...base,
        priceReset: "on",
        units: "2",
        minStayReset: "on",
        closedToArrival: "no",
        closedToDeparture: "yes",
      },
      edit: { ...base, set: { price: null, units: 2, minStay: null, closedToArrival: false, closedToDeparture: true } },
    },
    {
      why: "a reset wins over a typed value",
      fields: { ...base, units: "3", unitsReset: "on" },
      edit: { ...base, set: { units: null } },
    },
  ])("$why", ({ fields, edit }) => {
    const result = parse(fields);
    expect(result.success).toBe(true);
    expect(calendarEditOf(result.data!, "en-GB", "EUR")).toEqual(edit);
  });

  it.each([
    { why: "nothing to set", fields: base, errors: { "": "adminCalendar.errors.nothing" } },
    {
      why: "no weekday",
      fields: { ...base, weekdays: [], closed: "yes" },
      errors: { weekdays: "adminCalendar.errors.weekdays" },
    },
    {
      why: "the end before the start",
      fields: { ...base, to: isoDateFromToday(29), closed: "yes" },
      errors: { to: "adminCalendar.errors.range" },
    },
    {
      why: "more than 366 days",
      fields: { ...base, to: isoDateFromToday(30 + 366), closed: "yes" },
      errors: { to: "adminCalendar.errors.range" },
    },
    {
      why: "a price that is no amount",
      fields: { ...base, price: "12x" },
      errors: { price: "adminCalendar.errors.price" },
    },
    {
      why: "units that are no number",
      fields: { ...base, units: "-1" },
      errors: { units: "adminCalendar.errors.units" },
    },
    {
      why: "a minimum stay of none",
      fields: { ...base, minStay: "0" },
      errors: { minStay: "adminCalendar.errors.minStay" },
    },
    {
      why: "a date that is none",
      fields: { ...base, from: "2026-02-30", closed: "yes" },
      errors: { from: "adminCalendar.errors.date" },
    },
    {
      why: "a past day (yesterday)",
      fields: { ...base, from: isoDateFromToday(-1), closed: "yes" },
      errors: { from: "adminCalendar.errors.past" },
    },
    {
      why: "an unknown flag choice",
      fields: { ...base, closed: "maybe" },
      errors: { closed: "adminCalendar.errors.choice" },
    },
  ])("refuses $why", ({ fields, errors }) => {
    expect(errorsOf(fields)).toEqual(errors);
  });

  it("takes today", () => {
    expect(parse({ ...base, from: isoDateFromToday(0), closed: "yes" }).success).toBe(true);
  });

  it("reads a German price", () => {
    const result = parse({ ...base, price: "89,90" }, "de-DE");
    expect(calendarEditOf(result.data!, "de-DE", "EUR").set).toEqual({ price: 8_990 });
  });
});

describe("editRangeOf", () => {
  // Months counted from today's, so no row names a day that will pass.
  const month = (offset: number) => dayjs.utc().startOf("month").add(offset, "month");
  const first = (offset: number) => month(offset).format("YYYY-MM-DD");
  const last = (offset: number) => month(offset).endOf("month").format("YYYY-MM-DD");
  const mid = month(0).add(14, "day").format("YYYY-MM-DD");
  it.each([
    ["this month: from today", first(0), last(0), mid, { from: mid, to: last(0) }],
    ["this month's first day", first(0), last(0), first(0), { from: first(0), to: last(0) }],
    ["this month's last day", first(0), last(0), last(0), { from: last(0), to: last(0) }],
    ["a month ahead: all of it", first(1), last(1), mid, { from: first(1), to: last(1) }],
    ["a month gone by: today alone", first(-1), last(-1), mid, { from: mid, to: mid }],
  ])("%s", (_why, first, last, today, range) => {
    expect(editRangeOf(first, last, today)).toEqual(range);
  });
});

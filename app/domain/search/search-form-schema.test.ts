import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { searchFormSchema } from "./search-form-schema";

/** A calendar date `days` from today (UTC) as YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const valid = { location: "Berlin", inDate: day(30), outDate: day(37), guests: "2", radius: "10" };

const messagesOf = (input: Record<string, unknown>) => {
  const result = z.safeParse(searchFormSchema, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("searchFormSchema", () => {
  it("accepts a complete search and defaults guests to 1 and radius to 10", () => {
    const result = z.parse(searchFormSchema, { location: " Berlin ", inDate: day(30), outDate: day(32) });
    expect(result.location).toBe("Berlin");
    expect(result.guests).toBe(1);
    expect(result.radius).toBe(10);
    expect(result.inDate.format("YYYY-MM-DD")).toBe(day(30));
  });

  it.each([
    ["missing location", { ...valid, location: "" }, { location: "validation.locationRequired" }],
    ["blank location", { ...valid, location: "   " }, { location: "validation.locationRequired" }],
    ["in date not a date", { ...valid, inDate: "soon" }, { inDate: "validation.mustBeDayjs" }],
    ["out date missing", { ...valid, outDate: undefined }, { outDate: "validation.mustBeDayjs" }],
    ["impossible date", { ...valid, outDate: "2026-02-30" }, { outDate: "validation.mustBeDayjs" }],
    ["out before in", { ...valid, outDate: day(29) }, { outDate: "validation.outDateAfterInDate" }],
    ["same day", { ...valid, outDate: day(30) }, { outDate: "validation.outDateAfterInDate" }],
    // The inventory's limits, checked before it is called (search-limits.ts).
    ["check-in in the past", { ...valid, inDate: day(-3), outDate: day(2) }, { inDate: "validation.inDateNotPast" }],
    ["check-in yesterday (today west of UTC)", { ...valid, inDate: day(-1), outDate: day(2) }, {}],
    ["366 nights", { ...valid, inDate: day(1), outDate: day(367) }, { outDate: "validation.stayTooLong" }],
    ["365 nights", { ...valid, inDate: day(1), outDate: day(366) }, {}],
    ["beyond the horizon", { ...valid, inDate: day(800), outDate: day(805) }, { outDate: "validation.beyondHorizon" }],
    ["30 guests", { ...valid, guests: "30" }, {}],
    ["31 guests", { ...valid, guests: "31" }, { guests: "validation.guestsNumber" }],
    ["guests not a number", { ...valid, guests: "many" }, { guests: "validation.guestsNumber" }],
    ["guests zero", { ...valid, guests: "0" }, { guests: "validation.guestsNumber" }],
    ["guests fractional", { ...valid, guests: "1.5" }, { guests: "validation.guestsNumber" }],
    ["radius not a number", { ...valid, radius: "far" }, { radius: "validation.radiusNumber" }],
    ["radius too large", { ...valid, radius: "500" }, { radius: "validation.radiusNumber" }],
  ])("%s", (_, input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });
});

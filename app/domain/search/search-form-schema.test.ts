import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { searchFormSchema } from "./search-form-schema";

const valid = { location: "Berlin", inDate: "2026-12-01", outDate: "2026-12-08", guests: "2", radius: "10" };

const messagesOf = (input: Record<string, unknown>) => {
  const result = z.safeParse(searchFormSchema, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("searchFormSchema", () => {
  it("accepts a complete search and defaults guests to 1 and radius to 10", () => {
    const result = z.parse(searchFormSchema, { location: " Berlin ", inDate: "2026-12-01", outDate: "2026-12-03" });
    expect(result.location).toBe("Berlin");
    expect(result.guests).toBe(1);
    expect(result.radius).toBe(10);
    expect(result.inDate.format("YYYY-MM-DD")).toBe("2026-12-01");
  });

  it.each([
    ["missing location", { ...valid, location: "" }, { location: "validation.locationRequired" }],
    ["blank location", { ...valid, location: "   " }, { location: "validation.locationRequired" }],
    ["in date not a date", { ...valid, inDate: "soon" }, { inDate: "validation.mustBeDayjs" }],
    ["out date missing", { ...valid, outDate: undefined }, { outDate: "validation.mustBeDayjs" }],
    ["impossible date", { ...valid, outDate: "2026-02-30" }, { outDate: "validation.mustBeDayjs" }],
    ["out before in", { ...valid, outDate: "2026-11-30" }, { outDate: "validation.outDateAfterInDate" }],
    ["guests not a number", { ...valid, guests: "many" }, { guests: "validation.guestsNumber" }],
    ["guests zero", { ...valid, guests: "0" }, { guests: "validation.guestsNumber" }],
    ["guests fractional", { ...valid, guests: "1.5" }, { guests: "validation.guestsNumber" }],
    ["radius not a number", { ...valid, radius: "far" }, { radius: "validation.radiusNumber" }],
    ["radius too large", { ...valid, radius: "500" }, { radius: "validation.radiusNumber" }],
  ])("%s", (_, input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import { formatsFor } from "./date-range-picker";

describe("the date fields' short dates", () => {
  it.each<[string, string, string]>([
    ["en-GB", "2026-12-29", "Tue 29 Dec"],
    ["en-GB", "2027-01-01", "1 Jan 2027"],
    ["de-DE", "2026-12-29", "Di., 29. Dez."],
    ["de-DE", "2027-01-01", "1. Jan. 2027"],
  ])("%s %s: %s, no longer than a date of this year", (tag, date, text) => {
    expect(formatsFor(tag, "2026").short(date)).toBe(text);
  });
});

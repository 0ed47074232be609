import { describe, expect, it } from "vitest";
import { formatsFor } from "./date-range-picker";

describe("the date fields' short dates", () => {
  it.each<[string, string, string]>([
    // The current year is an argument: a past year pair keeps the table true on any day it runs.
    ["en-GB", "2024-12-29", "Sun 29 Dec"],
    ["en-GB", "2025-01-01", "1 Jan 2025"],
    ["de-DE", "2024-12-29", "So., 29. Dez."],
    ["de-DE", "2025-01-01", "1. Jan. 2025"],
  ])("%s %s: %s, no longer than a date of this year", (tag, date, text) => {
    expect(formatsFor(tag, "2024").short(date)).toBe(text);
  });
});

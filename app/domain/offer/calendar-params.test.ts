import { describe, expect, it } from "vitest";
import { parseCalendarParams } from "./calendar-params";

const parse = (query: string, stayFrom: string | null = null) =>
  parseCalendarParams(new URLSearchParams(query), "2026-11-29", stayFrom);

describe("parseCalendarParams", () => {
  it("keeps an arrival that is a calendar date from today on, and shows its month", () => {
    expect(parse("arrive=2027-02-28")).toEqual({ month: "2027-02", arrival: "2027-02-28" });
    expect(parse("arrive=2026-11-29")).toEqual({ month: "2026-11", arrival: "2026-11-29" });
  });

  it.each(["2027-02-30", "2027-13-01", "2027-2-1", "tomorrow", "2026-11-28", ""])(
    "drops the arrival %j (not a date, or past)",
    (arrive) => {
      expect(parse(`arrive=${arrive}`, "2027-01-10")).toEqual({ month: "2027-01", arrival: null });
    },
  );

  it("shows the asked month within today's and the horizon's", () => {
    expect(parse("cal=2027-03").month).toBe("2027-03");
    expect(parse("cal=2020-01").month).toBe("2026-11");
  });
});

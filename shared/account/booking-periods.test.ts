import { describe, expect, it } from "vitest";
import { isUpcomingStay, splitStaysByToday } from "./booking-periods";

const today = "2026-06-15";

describe("isUpcomingStay", () => {
  it.each([
    ["arrives in the future", { from: "2026-07-01", to: "2026-07-04" }, true],
    ["arrives today", { from: "2026-06-15", to: "2026-06-18" }, true],
    ["is staying now", { from: "2026-06-10", to: "2026-06-20" }, true],
    ["departs today", { from: "2026-06-12", to: "2026-06-15" }, true],
    ["departed yesterday", { from: "2026-06-10", to: "2026-06-14" }, false],
    ["was last year", { from: "2025-06-10", to: "2025-06-14" }, false],
    ["crosses a year boundary and is over", { from: "2025-12-30", to: "2026-01-02" }, false],
  ])("a stay that %s", (_what, stay, upcoming) => {
    expect(isUpcomingStay(stay, today)).toBe(upcoming);
  });
});

describe("splitStaysByToday", () => {
  const stay = (id: string, from: string, to: string) => ({ id, from, to });

  it.each([
    ["nothing booked", [], [], []],
    [
      "upcoming soonest first, past most recent first",
      [
        stay("past-old", "2025-01-01", "2025-01-05"),
        stay("next-far", "2026-09-01", "2026-09-03"),
        stay("past-recent", "2026-05-01", "2026-05-03"),
        stay("now", "2026-06-14", "2026-06-16"),
        stay("next-near", "2026-06-20", "2026-06-22"),
      ],
      ["now", "next-near", "next-far"],
      ["past-recent", "past-old"],
    ],
    [
      "same arrival: the shorter stay first among upcoming, last among past",
      [
        stay("u-long", "2026-07-01", "2026-07-10"),
        stay("u-short", "2026-07-01", "2026-07-03"),
        stay("p-long", "2026-01-01", "2026-01-10"),
        stay("p-short", "2026-01-01", "2026-01-03"),
      ],
      ["u-short", "u-long"],
      ["p-long", "p-short"],
    ],
  ])("%s", (_what, stays, upcoming, past) => {
    const split = splitStaysByToday(stays, today);
    expect(split.upcoming.map((s) => s.id)).toEqual(upcoming);
    expect(split.past.map((s) => s.id)).toEqual(past);
  });

  it("does not reorder the list it was given", () => {
    const stays = [stay("b", "2026-08-01", "2026-08-02"), stay("a", "2026-07-01", "2026-07-02")];
    splitStaysByToday(stays, today);
    expect(stays.map((s) => s.id)).toEqual(["b", "a"]);
  });
});

import { describe, expect, it } from "vitest";
import { nightsOverUnits } from "./units-below-bookings";

describe("nightsOverUnits", () => {
  const booked = [
    { night: "2027-03-03", booked: 3 },
    { night: "2027-03-01", booked: 2 },
    { night: "2027-03-02", booked: 1 },
  ];
  it.each([
    ["as many units as the busiest night", 3, null],
    ["more units", 5, null],
    ["one fewer: that night", 2, { nights: ["2027-03-03"], booked: 3 }],
    ["one unit: both busier nights, in date order", 1, { nights: ["2027-03-01", "2027-03-03"], booked: 3 }],
  ])("%s", (_, units, expected) => {
    expect(nightsOverUnits(booked, units)).toEqual(expected);
  });

  it("no bookings: any number", () => {
    expect(nightsOverUnits([], 1)).toBeNull();
  });
});

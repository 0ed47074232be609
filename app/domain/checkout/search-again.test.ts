import { describe, expect, it } from "vitest";
import { searchAgainPath } from "./search-again";

const berlin = { city: "Berlin", lat: 52.52, long: 13.405 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stay = { from: day(30), to: day(34), guests: 2 };
const dates = `inDate=${stay.from}&outDate=${stay.to}`;

describe("searchAgainPath", () => {
  it.each([
    [
      "the search's radius",
      { lng: "en" as const, offer: { ...stay, radius: "5" }, address: berlin },
      `/en/search/Berlin?lat=52.52&long=13.405&${dates}&guests=2&radius=5`,
    ],
    [
      "the default radius without one",
      { lng: "de" as const, offer: stay, address: { ...berlin, city: "München" } },
      `/de/search/M%C3%BCnchen?lat=52.52&long=13.405&${dates}&guests=2&radius=10`,
    ],
    [
      "the default radius for a broken one",
      { lng: "en" as const, offer: { ...stay, radius: "x" }, address: berlin },
      `/en/search/Berlin?lat=52.52&long=13.405&${dates}&guests=2&radius=10`,
    ],
    ["nothing without a town", { lng: "en" as const, offer: stay, address: { ...berlin, city: " " } }, null],
  ])("%s", (_, input, expected) => {
    expect(searchAgainPath(input)).toBe(expected);
  });
});

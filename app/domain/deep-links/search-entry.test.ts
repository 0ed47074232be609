import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import { readDeepLink } from "./read-deep-link";
import { searchEntryPath } from "./search-entry";

const [inDate, outDate] = [isoDateFromToday(30), isoDateFromToday(33)];

describe("searchEntryPath", () => {
  it.each([
    [
      { location: " München ", inDate, outDate, guests: 2 },
      `/de/search?location=M%C3%BCnchen&inDate=${inDate}&outDate=${outDate}&guests=2`,
    ],
    [
      {
        location: "Wien",
        place: { id: "2761369", lat: 48.20849, long: 16.37208 },
        inDate,
        outDate,
        guests: 1,
        radius: 5,
      },
      `/de/search?location=Wien&placeId=2761369&lat=48.20849&long=16.37208&inDate=${inDate}&outDate=${outDate}&guests=1&radius=5`,
    ],
  ])("%j", (entry, expected) => {
    const path = searchEntryPath("de", entry);
    expect(path).toBe(expected);
    // What the widget sends is a search by name the search page takes as it is.
    expect(readDeepLink(path, { currencies: ["EUR"], defaultCurrency: "EUR" })).toMatchObject({
      page: "search-entry",
      language: "de",
      marked: [],
    });
  });
});

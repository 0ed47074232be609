import { describe, expect, it } from "vitest";
import { reviewsPageHref, reviewsPageOf, shownReviews } from "./shown-reviews";

describe("reviewsPageOf", () => {
  it.each([
    ["", 1],
    ["reviews=2", 2],
    ["reviews=0", 1],
    ["reviews=-3", 1],
    ["reviews=abc", 1],
    ["reviews=99999", 1],
    ["reviews=5000", 1000],
  ])("%s is page %i", (query, page) => {
    expect(reviewsPageOf(new URLSearchParams(query))).toBe(page);
  });
});

describe("shownReviews", () => {
  it("rounds every average to one decimal, as the page shows it", () => {
    const shown = shownReviews({
      summary: {
        count: 3,
        averages: { overall: 13 / 3, cleanliness: 4.25, location: 5, value: 4.249, communication: 14 / 3 },
      },
      items: [],
      page: 1,
      hasMore: false,
    });
    expect(shown.averages).toEqual({ overall: 4.3, cleanliness: 4.3, location: 5, value: 4.2, communication: 4.7 });
    expect(shown.count).toBe(3);
  });
});

describe("reviewsPageHref", () => {
  it.each([
    ["/en/apartments/at-1", 2, "/en/apartments/at-1?reviews=2#reviews"],
    [
      "/en/apartments/at-1?from=2027-01-01&to=2027-01-05&guests=2",
      3,
      "/en/apartments/at-1?from=2027-01-01&to=2027-01-05&guests=2&reviews=3#reviews",
    ],
    ["/de/apartments/at-1?guests=2", 1, "/de/apartments/at-1?guests=2#reviews"],
  ])("%s, page %i: %s", (offerUrl, page, href) => {
    expect(reviewsPageHref(offerUrl, page)).toBe(href);
  });
});

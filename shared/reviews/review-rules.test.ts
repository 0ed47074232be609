import { describe, expect, it } from "vitest";
import type { ReviewRatings, ReviewStatus } from "../ota/reviews";
import {
  dayBefore,
  isReviewLinkExpired,
  type ReviewEligibility,
  reviewEligibility,
  reviewerName,
  reviewLinkUntil,
  reviewSummary,
  roundedAverage,
} from "./review-rules";

describe("reviewEligibility", () => {
  it.each<[string, { status: string; to: string }, string, boolean, ReviewEligibility]>([
    ["departed yesterday", { status: "confirmed", to: "2026-11-28" }, "2026-11-29", false, "eligible"],
    ["departs today (checked out)", { status: "confirmed", to: "2026-11-29" }, "2026-11-29", false, "eligible"],
    ["departs tomorrow", { status: "confirmed", to: "2026-11-30" }, "2026-11-29", false, "not_completed"],
    ["a request never confirmed", { status: "requested", to: "2026-11-01" }, "2026-11-29", false, "not_completed"],
    ["cancelled", { status: "cancelled", to: "2026-11-01" }, "2026-11-29", false, "cancelled"],
    ["cancelled and reviewed", { status: "cancelled", to: "2026-11-01" }, "2026-11-29", true, "cancelled"],
    ["reviewed already", { status: "confirmed", to: "2026-11-01" }, "2026-11-29", true, "already_reviewed"],
  ])("%s", (_name, booking, today, reviewed, expected) => {
    expect(reviewEligibility(booking, today, reviewed)).toBe(expected);
  });
});

describe("roundedAverage", () => {
  it.each([
    [0, 0],
    [4, 4],
    [4.25, 4.3],
    [4.249, 4.2],
    [13 / 3, 4.3],
    [14 / 3, 4.7],
    [4.05, 4.1],
    [5, 5],
  ])("%f shows as %f", (value, shown) => {
    expect(roundedAverage(value)).toBe(shown);
  });
});

const ratings = (overall: number, rest = overall): ReviewRatings => ({
  overall,
  cleanliness: rest,
  location: rest,
  value: rest,
  communication: rest,
});

describe("reviewSummary", () => {
  it.each<[string, { status: ReviewStatus; ratings: ReviewRatings }[], number, number, number]>([
    ["none", [], 0, 0, 0],
    ["one", [{ status: "visible", ratings: ratings(4, 3) }], 1, 4, 3],
    [
      "hidden ones do not count",
      [
        { status: "visible", ratings: ratings(5) },
        { status: "hidden", ratings: ratings(1) },
        { status: "visible", ratings: ratings(4) },
      ],
      2,
      4.5,
      4.5,
    ],
    ["only hidden", [{ status: "hidden", ratings: ratings(1) }], 0, 0, 0],
  ])("%s", (_name, reviews, count, overall, cleanliness) => {
    const summary = reviewSummary(reviews);
    expect(summary.count).toBe(count);
    expect(summary.averages.overall).toBeCloseTo(overall);
    expect(summary.averages.cleanliness).toBeCloseTo(cleanliness);
  });
});

describe("reviewerName", () => {
  it.each([
    ["Ada", "Lovelace", "Ada L."],
    ["Grace Brewster", "Hopper", "Grace H."],
    [" ada ", " von Neumann", "ada V."],
    ["Émile", "Ängström", "Émile Ä."],
    ["Cher", "", "Cher"],
  ])("%s %s is %s", (first, last, shown) => {
    expect(reviewerName(first, last)).toBe(shown);
  });
});

describe("the review link's 60 days", () => {
  it.each([
    ["2026-11-29", "2027-01-28"],
    ["2026-12-31", "2027-03-01"],
    ["2028-01-01", "2028-03-01"],
  ])("a link sent on %s is valid until %s", (sentOn, until) => {
    expect(reviewLinkUntil(sentOn)).toBe(until);
  });
  it.each([
    ["2027-01-28", "2027-01-28", false],
    ["2027-01-28", "2027-01-29", true],
    ["2027-01-28", "2026-11-30", false],
  ])("valid until %s, on %s expired: %s", (until, today, expired) => {
    expect(isReviewLinkExpired(until, today)).toBe(expired);
  });
  it("the day before", () => {
    expect(dayBefore("2027-03-01")).toBe("2027-02-28");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });
});

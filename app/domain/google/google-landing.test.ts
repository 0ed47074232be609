import { describe, expect, it } from "vitest";
import { googleLandingTarget, googleLandingTemplate } from "./google-landing";

const context = {
  language: "en" as const,
  languages: ["en", "de"] as const,
  currencies: ["EUR", "CHF"],
  defaultCurrency: "EUR",
};
const land = (query: string) => googleLandingTarget(new URLSearchParams(query), context);

describe("googleLandingTarget: Google's point-of-sale variables into the apartment page", () => {
  it.each<[string, string, string]>([
    [
      "a full itinerary",
      "listing=at-1&checkin=2027-03-10&checkout=2027-03-14&adults=2&guests=3&language=de&currency=CHF",
      "/de/apartments/at-1?from=2027-03-10&to=2027-03-14&guests=3&currency=CHF",
    ],
    ["a currency the brand does not offer is dropped", "listing=at-1&currency=USD", "/en/apartments/at-1"],
    ["a lower-case currency", "listing=at-1&currency=chf", "/en/apartments/at-1?currency=CHF"],
    ["an unfilled currency", "listing=at-1&currency=(USER-CURRENCY)", "/en/apartments/at-1"],
    [
      "adults when guests is missing",
      "listing=at-1&checkin=2027-03-10&checkout=2027-03-14&adults=2",
      "/en/apartments/at-1?from=2027-03-10&to=2027-03-14&guests=2",
    ],
    [
      "check-in plus nights without check-out",
      "listing=at-1&checkin=2027-03-10&nights=4",
      "/en/apartments/at-1?from=2027-03-10&to=2027-03-14",
    ],
    [
      "unpadded dates",
      "listing=at-1&checkin=2027-3-5&checkout=2027-3-7",
      "/en/apartments/at-1?from=2027-03-05&to=2027-03-07",
    ],
    ["a language the brand lacks keeps the route's", "listing=at-1&language=fr", "/en/apartments/at-1"],
    ["a language with region", "listing=at-1&language=de-AT", "/de/apartments/at-1"],
    [
      "unfilled variables are dropped",
      "listing=at-1&checkin=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&guests=(NUM-GUESTS)",
      "/en/apartments/at-1",
    ],
    // A filled stay we do not sell goes on: the apartment page marks the date and says why (400).
    [
      "a day that does not exist",
      "listing=at-1&checkin=2027-02-30&checkout=2027-03-04&guests=2",
      "/en/apartments/at-1?from=2027-02-30&to=2027-03-04&guests=2",
    ],
    [
      "check-out before check-in",
      "listing=at-1&checkin=2027-03-10&checkout=2027-03-08",
      "/en/apartments/at-1?from=2027-03-10&to=2027-03-08",
    ],
    [
      "a stay in the past",
      "listing=at-1&checkin=2026-01-10&checkout=2026-01-12",
      "/en/apartments/at-1?from=2026-01-10&to=2026-01-12",
    ],
    ["nights after a day that does not exist", "listing=at-1&checkin=2027-02-30&nights=2", "/en/apartments/at-1"],
    ["too many guests", "listing=at-1&guests=31", "/en/apartments/at-1"],
    ["zero guests, then adults", "listing=at-1&guests=0&adults=2", "/en/apartments/at-1?guests=2"],
    ["a negative or fractional count", "listing=at-1&guests=-1&adults=1.5", "/en/apartments/at-1"],
    ["no listing: the brand's home page", "checkin=2027-03-10&checkout=2027-03-14", "/en"],
    ["a listing id that is no id", "listing=..%2Fadmin&language=de", "/de"],
  ])("%s", (_name, query, target) => {
    expect(land(query)).toBe(target);
  });
});

describe("googleLandingTemplate", () => {
  it("carries every variable the landing page reads", () => {
    const template = googleLandingTemplate("https://alpenstay.example", "de");
    expect(template).toBe(
      "https://alpenstay.example/de/google/landing?listing=(PARTNER-HOTEL-ID)&checkin=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&checkout=(CHECKOUTYEAR)-(CHECKOUTMONTH)-(CHECKOUTDAY)&nights=(LENGTH)&adults=(NUM-ADULTS)&guests=(NUM-GUESTS)&language=(USER-LANGUAGE)&currency=(USER-CURRENCY)",
    );
    const filled = template
      .replace("(PARTNER-HOTEL-ID)", "at-1")
      .replace("(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)", "2027-03-10")
      .replace("(CHECKOUTYEAR)-(CHECKOUTMONTH)-(CHECKOUTDAY)", "2027-03-12")
      .replace("(LENGTH)", "2")
      .replace("(NUM-ADULTS)", "2")
      .replace("(NUM-GUESTS)", "2")
      .replace("(USER-LANGUAGE)", "de")
      .replace("(USER-CURRENCY)", "EUR");
    expect(land(new URL(filled).search.slice(1))).toBe(
      "/de/apartments/at-1?from=2027-03-10&to=2027-03-12&guests=2&currency=EUR",
    );
  });
});

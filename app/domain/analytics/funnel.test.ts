import { describe, expect, it } from "vitest";
import { funnelPeriodOf, funnelRange, funnelRows, isCountedVisit } from "./funnel";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const headersOf = (entries: Record<string, string>) => new Headers(entries);

describe("a counted visit", () => {
  it.each([
    ["a browser", { "User-Agent": CHROME }, true],
    ["no user agent", {}, false],
    ["Googlebot", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, false],
    ["a headless browser", { "User-Agent": CHROME.replace("Chrome", "HeadlessChrome") }, false],
    ["a link preview", { "User-Agent": "facebookexternalhit/1.1" }, false],
    ["curl", { "User-Agent": "curl/8.5.0" }, false],
    ["a browser's prefetch", { "User-Agent": CHROME, "Sec-Purpose": "prefetch" }, false],
    ["a prerender", { "User-Agent": CHROME, "Sec-Purpose": "prefetch;prerender" }, false],
    ["an old prefetch header", { "User-Agent": CHROME, Purpose: "prefetch" }, false],
  ])("%s: %j -> %j", (_case, headers, counted) => {
    expect(isCountedVisit(headersOf(headers))).toBe(counted);
  });
});

describe("the funnel's rows", () => {
  it("gives each step the share of the step before", () => {
    expect(funnelRows({ searches: 200, views: 50, checkouts: 10, bookings: 4 })).toEqual([
      { step: "searches", count: 200, conversion: null },
      { step: "views", count: 50, conversion: 0.25 },
      { step: "checkouts", count: 10, conversion: 0.2 },
      { step: "bookings", count: 4, conversion: 0.4 },
    ]);
  });

  it("has no share after a step nobody reached", () => {
    expect(funnelRows({ searches: 0, views: 0, checkouts: 0, bookings: 0 }).map((row) => row.conversion)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("the funnel's period", () => {
  it.each([
    [null, 30],
    ["7", 7],
    ["90", 90],
    ["31", 30],
    ["abc", 30],
  ])("%j -> %j days", (value, days) => {
    expect(funnelPeriodOf(value)).toBe(days);
  });

  it.each([
    ["2026-11-29", 30, { from: "2026-10-31", to: "2026-11-29" }],
    ["2026-03-01", 7, { from: "2026-02-23", to: "2026-03-01" }],
    ["2028-03-01", 1, { from: "2028-03-01", to: "2028-03-01" }],
  ])("%s, %d days -> %j", (today, days, range) => {
    expect(funnelRange(today, days)).toEqual(range);
  });
});

import { describe, expect, it } from "vitest";
import { cityPath } from "./city-path";
import { offerPath } from "./offer-path";
import { DISALLOWED_PATHS, robotsAllows, robotsTxt } from "./robots-txt";

const ORIGIN = "https://quartier.example";

describe("robotsTxt", () => {
  it("allows the brand host except private paths and names the sitemap index", () => {
    expect(robotsTxt({ origin: ORIGIN, area: "public" })).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /*/checkout",
        "Disallow: /*/bookings",
        "Disallow: /*/dev",
        "Disallow: /*/account",
        "Disallow: /*/preferences",
        "Disallow: /*/admin",
        "Disallow: /api/",
        "",
        "Sitemap: https://quartier.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("disallows everything on the admin host and names no sitemap", () => {
    const robots = robotsTxt({ origin: `https://admin.${ORIGIN.slice(8)}`, area: "admin" });
    expect(robots).toBe("User-agent: *\nDisallow: /\n");
    expect(robotsAllows(robots, "/de/admin")).toBe(false);
    expect(robotsAllows(robots, "/robots.txt")).toBe(false);
  });

  const publicRobots = robotsTxt({ origin: ORIGIN, area: "public" });
  it.each([
    ["/", true],
    ["/en", true],
    ["/de/search/Berlin?lat=52.5&long=13.4&inDate=2026-12-01&outDate=2026-12-08&guests=1&radius=10", true],
    [offerPath("en", "at-1"), true],
    [offerPath("de", "at-1", { from: "2026-12-01", to: "2026-12-08", guests: 2 }), true],
    [cityPath("de", "München"), true],
    ["/de/legal/imprint", true],
    ["/sitemap.xml", true],
    ["/sitemaps/2.xml", true],
    ["/en/checkout", false],
    ["/en/checkout/booking?id=abc", false],
    ["/de/account/enquiries/1", false],
    ["/de/preferences", false],
    ["/en/admin", false],
    ["/api/find-offers", false],
  ])("public host: %s crawlable = %s", (path, allowed) => {
    expect(robotsAllows(publicRobots, path)).toBe(allowed);
  });

  it("disallows every listed path pattern", () => {
    for (const pattern of DISALLOWED_PATHS) {
      expect(robotsAllows(publicRobots, pattern.replace("*", "en"))).toBe(false);
    }
  });
});

describe("robotsAllows", () => {
  const robots = [
    "# comment",
    "User-agent: Googlebot",
    "Disallow: /private",
    "Allow: /private/open$",
    "",
    "User-agent: *",
    "Disallow: /",
    "Allow: /public",
  ].join("\n");

  it.each([
    ["Googlebot", "/anything", true],
    ["Googlebot", "/private/x", false],
    ["Googlebot", "/private/open", true],
    ["Googlebot", "/private/open/more", false],
    ["Bingbot", "/anything", false],
    ["Bingbot", "/public/page", true],
  ])("%s may fetch %s: %s", (agent, path, allowed) => {
    expect(robotsAllows(robots, path, agent)).toBe(allowed);
  });

  it("allows everything without rules", () => {
    expect(robotsAllows("", "/x")).toBe(true);
  });
});

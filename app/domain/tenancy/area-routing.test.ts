import { describe, expect, it } from "vitest";
import { type AreaVerdict, areaVerdict, pagePathOf } from "./area-routing";

describe("pagePathOf", () => {
  it.each([
    ["/de/admin", "/de/admin"],
    ["/de/admin.data", "/de/admin"],
    ["/en/admin/bookings.data", "/en/admin/bookings"],
    ["/.data", "/"],
    ["/en/search/Berlin", "/en/search/Berlin"],
  ])("%s is the page %s", (pathname, page) => {
    expect(pagePathOf(pathname)).toBe(page);
  });
});

describe("areaVerdict", () => {
  it.each<["admin" | "public", string, AreaVerdict]>([
    ["admin", "/de/admin", "serve"],
    // A client navigation to the dashboard loads /de/admin.data: the same page, not a redirect to itself.
    ["admin", "/de/admin.data", "serve"],
    ["admin", "/en/admin/bookings", "serve"],
    ["admin", "/en/admin/bookings.data", "serve"],
    ["admin", "/en/preferences", "serve"],
    ["admin", "/en/preferences.data", "serve"],
    ["admin", "/en/sign-in", "serve"],
    ["admin", "/en", "to-admin-home"],
    ["admin", "/en.data", "to-admin-home"],
    ["admin", "/en/search/Berlin", "to-admin-home"],
    ["admin", "/en/administrator", "to-admin-home"],
    ["public", "/en/admin", "not-found"],
    ["public", "/en/admin.data", "not-found"],
    ["public", "/en/admin/bookings", "not-found"],
    ["public", "/en/search/Berlin", "serve"],
    ["public", "/en/administrator", "serve"],
  ])("%s host, %s: %s", (area, pathname, verdict) => {
    expect(areaVerdict(area, pathname)).toBe(verdict);
  });
});

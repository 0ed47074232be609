import { describe, expect, it } from "vitest";
import { deleteCookieHeaders, hasV4Cookies, isV4CookieName, v4CookieNames } from "./legacy-cookies";

describe("v4 cookies", () => {
  it.each([
    ["v4_checkout", true],
    ["V4-session", true],
    ["checkout-v4", true],
    ["booking_v4", true],
    ["__Host-checkout", false],
    ["v40_checkout", false],
    ["checkoutv4", false],
    ["", false],
  ])("isV4CookieName(%j) is %s", (name, expected) => {
    expect(isV4CookieName(name)).toBe(expected);
  });

  it.each([
    [null, []],
    ["", []],
    ["__Host-lng=de; v4_checkout=abc; checkout-v4=1; v4_checkout=again", ["v4_checkout", "checkout-v4"]],
    ["__Host-lng=de; __Host-currency=EUR", []],
  ])("finds the v4 cookies in %j", (header, expected) => {
    expect(v4CookieNames(header)).toEqual(expected);
    expect(hasV4Cookies(header)).toBe(expected.length > 0);
  });

  it("deletes each cookie with an expired Set-Cookie on path /", () => {
    expect(deleteCookieHeaders(["v4_checkout"])).toEqual([
      "v4_checkout=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax",
    ]);
  });
});

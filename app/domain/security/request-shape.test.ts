import { describe, expect, it } from "vitest";
import { checkRequestShape, isHeaderSafe, type RequestShape, type ShapeVerdict } from "./request-shape";

describe("checkRequestShape", () => {
  const form = "application/x-www-form-urlencoded";
  it.each<[RequestShape, ShapeVerdict]>([
    [
      { method: "GET", pathname: "/en", contentType: null },
      { ok: true, readsForm: false },
    ],
    [
      { method: "HEAD", pathname: "/en", contentType: null },
      { ok: true, readsForm: false },
    ],
    [
      { method: "POST", pathname: "/en/preferences", contentType: form },
      { ok: true, readsForm: true },
    ],
    [
      { method: "POST", pathname: "/en/checkout/booking", contentType: "multipart/form-data; boundary=x" },
      { ok: true, readsForm: true },
    ],
    [
      { method: "POST", pathname: "/en/preferences", contentType: "Application/X-WWW-Form-Urlencoded;charset=UTF-8" },
      { ok: true, readsForm: true },
    ],
    [
      { method: "POST", pathname: "/en/preferences", contentType: "application/json" },
      { ok: false, status: 415 },
    ],
    [
      { method: "POST", pathname: "/en/checkout/start", contentType: "text/plain" },
      { ok: false, status: 415 },
    ],
    [
      { method: "POST", pathname: "/de/bookings/bk_1", contentType: null },
      { ok: false, status: 415 },
    ],
    [
      { method: "POST", pathname: "/api/find-offers", contentType: "application/json" },
      { ok: true, readsForm: false },
    ],
    [
      { method: "DELETE", pathname: "/en/checkout/booking", contentType: null },
      { ok: false, status: 405, allow: "GET, HEAD, POST" },
    ],
    [
      { method: "put", pathname: "/en", contentType: form },
      { ok: false, status: 405, allow: "GET, HEAD, POST" },
    ],
  ])("%j", (request, verdict) => {
    expect(checkRequestShape(request)).toEqual(verdict);
  });
});

describe("isHeaderSafe", () => {
  it.each([
    ["/en/search/berlin?guests=2", true],
    ["/de", true],
    ["/en\r\nSet-Cookie: x=1", false],
    ["/en\nx", false],
    ["/en\u0000", false],
  ])("%j -> %s", (value, safe) => {
    expect(isHeaderSafe(value)).toBe(safe);
  });
});

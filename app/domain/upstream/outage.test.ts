import { describe, expect, it } from "vitest";
import { isUpstreamOutage, OUTAGE_RETRY_AFTER_SECONDS, upstreamFailureAnswer, upstreamPageHeaders } from "./outage";

describe("isUpstreamOutage", () => {
  it.each([
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [408, true],
    [425, true],
    [429, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
    [422, false],
  ])("%i -> %s", (status, expected) => {
    expect(isUpstreamOutage(status)).toBe(expected);
  });
});

describe("upstreamPageHeaders", () => {
  it.each<[number, boolean, Record<string, string>]>([
    [503, false, { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" }],
    [200, true, { "Cache-Control": "no-store" }],
    [200, false, {}],
    [400, false, {}],
  ])("status %i, stale %s", (status, stale, expected) => {
    expect(upstreamPageHeaders({ status, stale })).toEqual(expected);
  });
});

describe("upstreamFailureAnswer", () => {
  it.each<[number, number, Record<string, string>]>([
    [500, 503, { "Retry-After": "120", "Cache-Control": "no-store" }],
    [502, 503, { "Retry-After": "120", "Cache-Control": "no-store" }],
    [429, 503, { "Retry-After": "120", "Cache-Control": "no-store" }],
    [408, 503, { "Retry-After": "120", "Cache-Control": "no-store" }],
    [400, 400, {}],
    [404, 404, {}],
    [409, 409, {}],
    [422, 422, {}],
    // A "failure" with a success status is an answer the client could not use: an outage, too.
    [200, 503, { "Retry-After": "120", "Cache-Control": "no-store" }],
  ])("the upstream's %i → %i", (upstream, status, headers) => {
    expect(upstreamFailureAnswer(upstream)).toEqual({ status, headers });
  });
});

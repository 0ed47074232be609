import { describe, expect, it } from "vitest";
import { type RefreshDecision, type RefreshInput, refreshDecision } from "./refresh-decision";

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);
const MARGIN = 60_000;
const input = (expiresInMs: number | undefined, hasRefreshToken: boolean): RefreshInput => ({
  now: NOW,
  accessTokenExpiresAt: expiresInMs === undefined ? undefined : NOW + expiresInMs,
  hasRefreshToken,
  marginMs: MARGIN,
});

describe("refreshDecision", () => {
  it.each<[string, RefreshInput, RefreshDecision]>([
    ["long before expiry", input(10 * 60_000, true), "keep"],
    ["just outside the margin", input(MARGIN + 1, true), "keep"],
    ["exactly at the margin", input(MARGIN, true), "refresh"],
    ["within the margin", input(30_000, true), "refresh"],
    ["already expired, with a refresh token", input(-5_000, true), "refresh"],
    ["within the margin, no refresh token", input(30_000, false), "keep-until-expiry"],
    ["expired, no refresh token", input(-1, false), "expired"],
    ["expiring this very moment, no refresh token", input(0, false), "expired"],
    ["long before expiry, no refresh token", input(10 * 60_000, false), "keep"],
    ["no expiry given", input(undefined, true), "keep"],
    ["no expiry given, no refresh token", input(undefined, false), "keep"],
  ])("%s", (_name, value, expected) => {
    expect(refreshDecision(value)).toBe(expected);
  });
});

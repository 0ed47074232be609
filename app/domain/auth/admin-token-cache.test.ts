import { describe, expect, it } from "vitest";
import { type CachedTokenInput, cachedTokenUsable, sharedCacheTtlSeconds } from "./admin-token-cache";

const NOW = 1_800_000_000_000;
const at = (secondsFromNow: number | undefined, marginSeconds = 60): CachedTokenInput => ({
  now: NOW,
  expiresAt: secondsFromNow === undefined ? undefined : NOW + secondsFromNow * 1000,
  marginMs: marginSeconds * 1000,
});

describe("cachedTokenUsable", () => {
  it.each<[string, CachedTokenInput, boolean]>([
    ["no lifetime given", at(undefined), false],
    ["expired", at(-10), false],
    ["expires now", at(0), false],
    ["inside the margin", at(30), false],
    ["exactly at the margin", at(60), false],
    ["just outside the margin", at(61), true],
    ["fresh (10 minutes)", at(600), true],
    ["no margin, one second left", at(1, 0), true],
  ])("%s", (_name, input, expected) => {
    expect(cachedTokenUsable(input)).toBe(expected);
  });
});

describe("sharedCacheTtlSeconds", () => {
  it.each<[string, CachedTokenInput, number | null]>([
    ["no lifetime given", at(undefined), null],
    ["expired", at(-10), null],
    ["less than KV's minimum after the margin", at(119), null],
    ["exactly KV's minimum after the margin", at(120), 60],
    ["ten minutes", at(600), 540],
    ["an hour, no margin", at(3600, 0), 3600],
  ])("%s", (_name, input, expected) => {
    expect(sharedCacheTtlSeconds(input)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { browserKeyMatches, hashBrowserKey, isBrowserKey, newBrowserKey } from "./browser-key.server";

describe("the browser's checkout key", () => {
  it("is 256 random bits, and the session keeps only its SHA-256", async () => {
    const key = newBrowserKey();
    expect(isBrowserKey(key)).toBe(true);
    expect(newBrowserKey()).not.toBe(key);
    const hash = await hashBrowserKey(key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(key);
  });

  it.each([
    ["the key the session was started with", (key: string) => key, true],
    ["another browser's key", () => newBrowserKey(), false],
    ["the stored hash itself", (_key: string, hash: string) => hash, false],
    ["no key", () => null, false],
    ["a key of another shape", (key: string) => key.slice(1), false],
  ])("opens the session with %s: %s", async (_, given, expected) => {
    const key = newBrowserKey();
    const hash = await hashBrowserKey(key);
    expect(await browserKeyMatches(given(key, hash), hash)).toBe(expected);
  });

  it("never matches a damaged stored hash", async () => {
    const key = newBrowserKey();
    expect(await browserKeyMatches(key, "zz".repeat(32))).toBe(false);
    expect(await browserKeyMatches(key, "")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { consentCookieValue, consentOfChoice, consentOfCookie, loadsTagManager } from "./consent";

describe("the consent cookie", () => {
  it.each([
    ["necessary", { storage: false, analytics: false }],
    ["storage", { storage: true, analytics: false }],
    ["analytics", { storage: false, analytics: true }],
    ["storage+analytics", { storage: true, analytics: true }],
    // Given before analytics was a purpose: asked again, never read as consent to analytics.
    ["all", null],
    ["", null],
    [undefined, null],
    ["storage+ads", null],
  ])("%j reads as %j", (value, consent) => {
    expect(consentOfCookie(value)).toEqual(consent);
  });

  it.each([
    [{ storage: false, analytics: false }, "necessary"],
    [{ storage: true, analytics: false }, "storage"],
    [{ storage: false, analytics: true }, "analytics"],
    [{ storage: true, analytics: true }, "storage+analytics"],
  ])("%j is stored as %j and read back", (consent, value) => {
    expect(consentCookieValue(consent)).toBe(value);
    expect(consentOfCookie(value)).toEqual(consent);
  });
});

describe("a banner choice", () => {
  it.each([
    [{ consent: "all" as const }, { storage: true, analytics: true }],
    [{ consent: "necessary" as const }, { storage: false, analytics: false }],
    [{ consent: "reset" as const }, null],
    [{ consent: "custom" as const }, { storage: false, analytics: false }],
    [
      { consent: "custom" as const, analytics: "on" },
      { storage: false, analytics: true },
    ],
    [
      { consent: "custom" as const, storage: "on", analytics: "" },
      { storage: true, analytics: false },
    ],
  ])("%j stores %j", (choice, consent) => {
    expect(consentOfChoice(choice)).toEqual(consent);
  });
});

describe("the consent rule for the tag manager", () => {
  const agreed = { storage: false, analytics: true };
  it.each([
    ["a container and consent to analytics", agreed, "GTM-ABC123", true],
    ["no container", agreed, null, false],
    ["no answer yet", null, "GTM-ABC123", false],
    ["storage only", { storage: true, analytics: false }, "GTM-ABC123", false],
    ["only necessary", { storage: false, analytics: false }, "GTM-ABC123", false],
  ])("%s: %j, %j -> %j", (_case, consent, container, loads) => {
    expect(loadsTagManager(consent, container)).toBe(loads);
  });
});

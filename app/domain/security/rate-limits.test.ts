import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  RATE_LIMITS,
  type RateLimitRule,
  type RateLimitSubject,
  rateLimitKeys,
  retryAfterSeconds,
} from "./rate-limits";

describe("rateLimitKeys", () => {
  it.each<[RateLimitRule, RateLimitSubject, string[]]>([
    ["lookups", { ibeUid: "quartier", clientAddress: "203.0.113.7" }, ["lookups:quartier:ip:203.0.113.7"]],
    ["lookups", { ibeUid: "alpenstay", clientAddress: "203.0.113.7" }, ["lookups:alpenstay:ip:203.0.113.7"]],
    ["forms", { ibeUid: "quartier", clientAddress: "2001:DB8::1" }, ["forms:quartier:ip:2001:db8::1"]],
    [
      "forms",
      { ibeUid: "quartier", clientAddress: "198.51.100.2", email: " Ada@Example.com " },
      ["forms:quartier:ip:198.51.100.2", "forms:quartier:email:ada@example.com"],
    ],
    ["forms", { ibeUid: "quartier", clientAddress: "", email: "" }, ["forms:quartier:ip:local"]],
    // The contact form: one typed address from two clients adds to the same e-mail counter, per brand.
    [
      "forms",
      { ibeUid: "alpenstay", clientAddress: "192.0.2.1", email: "GRACE@example.com" },
      ["forms:alpenstay:ip:192.0.2.1", "forms:alpenstay:email:grace@example.com"],
    ],
    [
      "forms",
      { ibeUid: "alpenstay", clientAddress: "192.0.2.2", email: "grace@example.com" },
      ["forms:alpenstay:ip:192.0.2.2", "forms:alpenstay:email:grace@example.com"],
    ],
    [
      "forms",
      { ibeUid: "citynest", clientAddress: "192.0.2.1", email: "grace@example.com" },
      ["forms:citynest:ip:192.0.2.1", "forms:citynest:email:grace@example.com"],
    ],
  ])("%s %j", (rule, subject, expected) => {
    expect(rateLimitKeys(rule, subject)).toEqual(expected);
  });
});

describe("the limits in wrangler.toml", () => {
  const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
  it.each(Object.values(RATE_LIMITS))("$binding is declared with the period the app tells clients", (rule) => {
    const block = new RegExp(`name = "${rule.binding}"[^[]*simple = \\{ limit = (\\d+), period = (\\d+) \\}`).exec(
      toml,
    );
    expect(block, `${rule.binding} in wrangler.toml`).not.toBeNull();
    expect(Number(block?.[2])).toBe(rule.periodSeconds);
    expect(Number(block?.[1])).toBeGreaterThan(0);
  });

  it("asks a refused client to wait one period", () => {
    expect(retryAfterSeconds("lookups")).toBe(10);
    expect(retryAfterSeconds("forms")).toBe(60);
  });
});

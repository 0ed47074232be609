import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { normaliseHost, resolveTenant } from "./resolve-tenant";

describe("resolveTenant", () => {
  it.each([
    ["alpenstay.localhost", "alpenstay", "public"],
    ["alpenstay.localhost:8787", "alpenstay", "public"],
    ["AlpenStay.LOCALHOST:8787", "alpenstay", "public"],
    ["booking.alpenstay.example", "alpenstay", "public"],
    ["BOOKING.Alpenstay.Example.", "alpenstay", "public"],
    ["admin.alpenstay.localhost:8787", "alpenstay", "admin"],
    ["admin.booking.alpenstay.example", "alpenstay", "admin"],
    ["harbourlofts.localhost", "harbourlofts", "public"],
    ["citynest.localhost:3000", "citynest", "public"],
    ["www.quartier.example", "quartier", "public"],
  ])("%s -> %s (%s)", (host, ibeUid, area) => {
    const match = resolveTenant(TENANTS, host);
    expect(match?.tenant.ibeUid).toBe(ibeUid);
    expect(match?.area).toBe(area);
  });

  it.each([
    ["unknown.localhost"],
    ["localhost:8787"],
    ["127.0.0.1:8787"],
    ["[::1]:8787"],
    ["alpenstay.localhost.evil.example"],
    ["evil-alpenstay.localhost"],
    ["admin.admin.alpenstay.localhost"],
    [""],
    [null],
    ["alpen stay.localhost"],
  ])("unknown host %j -> null", (host) => {
    expect(resolveTenant(TENANTS, host)).toBeNull();
  });
});

describe("normaliseHost", () => {
  it.each([
    ["Example.COM:443", "example.com"],
    ["example.com.", "example.com"],
    [" a.localhost ", "a.localhost"],
    ["a_b.example", null],
  ])("%j -> %j", (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });
});

describe("tenant registry", () => {
  it("has three demo brands plus the platform brand, with unique ids and hosts", () => {
    expect(TENANTS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(TENANTS.map((t) => t.ibeUid)).size).toBe(TENANTS.length);
    const hosts = TENANTS.flatMap((t) => t.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it("has a German-default brand, a brand without extra services and distinct themes", () => {
    expect(TENANTS.some((t) => t.defaultLanguage === "de")).toBe(true);
    expect(TENANTS.some((t) => !t.features.extraServices)).toBe(true);
    expect(new Set(TENANTS.map((t) => t.theme.primary)).size).toBe(TENANTS.length);
    expect(TENANTS.every((t) => t.hosts.some((h) => h.endsWith(".localhost")))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { type AdminPrincipal, adminMayActFor, adminPrincipalOf } from "./admin-scopes";

describe("adminPrincipalOf (what a verified admin token grants)", () => {
  it.each<[string, { scope?: unknown; tenant?: unknown }, AdminPrincipal | null]>([
    ["no scope", { tenant: "alpenstay" }, null],
    ["an empty scope", { scope: "", tenant: "alpenstay" }, null],
    ["a scope that is no string", { scope: ["ota:admin"], tenant: "quartier" }, null],
    ["the tenant's own scope", { scope: "ota:admin:alpenstay", tenant: "alpenstay" }, { tenants: ["alpenstay"] }],
    ["another tenant's scope", { scope: "ota:admin:citynest", tenant: "alpenstay" }, null],
    ["a tenant scope without a tenant claim", { scope: "ota:admin:alpenstay" }, null],
    ["the platform scope", { scope: "ota:admin", tenant: "quartier" }, { tenants: "all" }],
    [
      "the platform scope beside others",
      { scope: "openid ota:admin:quartier ota:admin", tenant: "quartier" },
      { tenants: "all" },
    ],
    ["a look-alike scope", { scope: "ota:administrator ota:admin:alpenstay2", tenant: "alpenstay" }, null],
    ["OpenID scopes only", { scope: "openid profile", tenant: "alpenstay" }, null],
  ])("%s", (_name, claims, expected) => {
    expect(adminPrincipalOf(claims)).toEqual(expected);
  });
});

describe("adminMayActFor", () => {
  it.each<[AdminPrincipal, string, boolean]>([
    [{ tenants: "all" }, "alpenstay", true],
    [{ tenants: ["alpenstay"] }, "alpenstay", true],
    [{ tenants: ["alpenstay"] }, "citynest", false],
    [{ tenants: [] }, "alpenstay", false],
  ])("%j on %s -> %s", (principal, ibeUid, expected) => {
    expect(adminMayActFor(principal, ibeUid)).toBe(expected);
  });
});

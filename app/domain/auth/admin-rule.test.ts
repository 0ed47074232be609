import { describe, expect, it } from "vitest";
import { type AdminRuleInput, isAdminByRoles } from "./admin-rule";

const on = (tenant: string, roles: AdminRuleInput["roles"]): AdminRuleInput => ({
  roles,
  tenant,
  mainTenant: "quartier",
});

describe("isAdminByRoles (the spec's admin rule)", () => {
  it.each<[string, AdminRuleInput, boolean]>([
    ["nobody signed in", on("alpenstay", undefined), false],
    ["nobody signed in (null)", on("quartier", null), false],
    ["no roles", on("alpenstay", []), false],
    ["admin on any tenant", on("alpenstay", ["admin"]), true],
    ["admin on the main tenant", on("quartier", ["admin"]), true],
    ["the tenant's own admin role", on("alpenstay", ["portal-backend-alpenstay:admin"]), true],
    ["another tenant's admin role", on("alpenstay", ["portal-backend-citynest:admin"]), false],
    ["the platform role on the main tenant", on("quartier", ["portal-backend:admin"]), true],
    ["the platform role on another tenant", on("alpenstay", ["portal-backend:admin"]), false],
    ["a role that only contains admin", on("alpenstay", ["administrator", "portal-backend-alpenstay:admins"]), false],
    ["case matters", on("alpenstay", ["ADMIN", "Portal-Backend-alpenstay:admin"]), false],
    ["other roles beside the admin role", on("citynest", ["guest", "portal-backend-citynest:admin"]), true],
  ])("%s", (_name, input, expected) => {
    expect(isAdminByRoles(input)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import {
  type AdminHostInput,
  type AdminHostVerdict,
  type AdminRuleInput,
  adminOnHost,
  isAdminByRoles,
} from "./admin-rule";

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

describe("adminOnHost (the admin rule on hosts)", () => {
  const host = (
    area: AdminHostInput["area"],
    tenant: string,
    roles: AdminHostInput["roles"],
    signedIn = roles !== undefined,
  ): AdminHostInput => ({ area, signedIn, roles, tenant, mainTenant: "quartier" });

  it.each<[string, AdminHostInput, AdminHostVerdict]>([
    [
      "the public host, even for an admin",
      host("public", "alpenstay", ["portal-backend-alpenstay:admin"]),
      "not-admin-host",
    ],
    [
      "the public host of the main tenant, platform admin",
      host("public", "quartier", ["portal-backend:admin"]),
      "not-admin-host",
    ],
    ["signed out on the admin host", host("admin", "alpenstay", undefined), "sign-in"],
    ["signed in without roles", host("admin", "alpenstay", []), "forbidden"],
    ["a traveller with unrelated roles", host("admin", "harbourlofts", ["guest"]), "forbidden"],
    ["another brand's admin", host("admin", "alpenstay", ["portal-backend-harbourlofts:admin"]), "forbidden"],
    ["the brand's own admin", host("admin", "alpenstay", ["portal-backend-alpenstay:admin"]), "tenant-admin"],
    ["the generic admin role on a brand", host("admin", "citynest", ["admin"]), "tenant-admin"],
    ["the generic admin role on the main tenant", host("admin", "quartier", ["admin"]), "tenant-admin"],
    ["the main tenant's own admin role", host("admin", "quartier", ["portal-backend-quartier:admin"]), "tenant-admin"],
    [
      "the platform role on the main tenant's admin host",
      host("admin", "quartier", ["portal-backend:admin"]),
      "platform-admin",
    ],
    ["the platform role on a brand's admin host", host("admin", "alpenstay", ["portal-backend:admin"]), "forbidden"],
    [
      "platform and brand roles on a brand",
      host("admin", "alpenstay", ["portal-backend:admin", "portal-backend-alpenstay:admin"]),
      "tenant-admin",
    ],
    [
      "platform and generic admin on the main tenant",
      host("admin", "quartier", ["admin", "portal-backend:admin"]),
      "platform-admin",
    ],
  ])("%s", (_name, input, expected) => {
    expect(adminOnHost(input)).toBe(expected);
  });
});

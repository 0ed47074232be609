import { describe, expect, it } from "vitest";
import { localHostOf, TENANTS } from "../../shared/tenancy/tenant-registry";
import { DEMO_USERS } from "../idp/demo-users";
import { bannerLines, demoUserRole } from "./banner";

const lines = bannerLines({
  port: 8920,
  tenants: TENANTS,
  hostOf: localHostOf,
  issuer: "http://localhost:8921",
  demoUsers: DEMO_USERS,
  secretsPath: "state/local-secrets.json",
});
const text = lines.join("\n");

describe("the local server's banner", () => {
  it("names every brand with its site and admin host on the run's port", () => {
    for (const tenant of TENANTS) {
      const host = localHostOf(tenant);
      expect(text).toContain(`http://${host}:8920/   admin: http://admin.${host}:8920/`);
    }
    expect(text).not.toMatch(/http:\/\/localhost:8920\//);
  });

  it("points at the payment sandbox, the identity provider and the outbox", () => {
    expect(text).toContain("http://payments.localhost:8920/");
    expect(text).toContain("Identity provider  http://localhost:8921");
    expect(text).toContain("/en/dev/outbox");
  });

  it("lists every demo login with its password and what it is", () => {
    for (const user of DEMO_USERS) expect(text).toMatch(new RegExp(`${user.email}\\s+${user.password}\\s+\\S`));
    expect(text).toContain("platform admin (every brand)");
    expect(lines.at(-2)).toBe("Press Ctrl-C to stop.");
  });

  it("tells guests, a brand's admins and the platform admin apart", () => {
    const user = DEMO_USERS[0]!;
    expect(demoUserRole({ ...user, roles: [] }, "Alpenstay")).toBe("guest (Alpenstay)");
    expect(demoUserRole({ ...user, roles: ["portal-backend-alpenstay:admin"] }, "Alpenstay")).toBe(
      "admin of Alpenstay",
    );
    expect(demoUserRole({ ...user, roles: ["portal-backend:admin"] }, "Quartier")).toBe("platform admin (every brand)");
  });
});

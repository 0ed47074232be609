import { exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { adminBookingListSchema } from "../../../shared/ota/admin-booking";
import { OTA_API_KEY_HEADER, otaErrorBodySchema } from "../../../shared/ota/common";
import { otaPaths } from "../../../shared/ota/paths";
import { adminToken, api } from "./test-env";

async function codeOf(response: Response) {
  return { status: response.status, code: otaErrorBodySchema.parse(await response.json()).error.code };
}

const allBookings = `${otaPaths.allBookings()}?limit=5`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Flips one character of the payload: the signature no longer matches. */
function tampered(token: string): string {
  const [header, payload = "", signature] = token.split(".");
  const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
  const forged = btoa(JSON.stringify({ ...claims, scope: "ota:admin", tenant: "quartier" }))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
  return [header, forged, signature].join(".");
}

describe("the admin endpoints take an admin bearer token and nothing else", () => {
  it("accepts the platform's valid token", async () => {
    const response = await api(allBookings, { headers: bearer(await adminToken()) });
    expect(response.status).toBe(200);
    expect(adminBookingListSchema.safeParse(await response.json()).success).toBe(true);
  });

  it.each<[string, () => Promise<Record<string, string>>]>([
    ["no credentials", async () => ({})],
    ["the guest API key alone", async () => ({ [OTA_API_KEY_HEADER]: "any-guest-api-key" })],
    ["a token that is no JWT", async () => bearer("not-a-token")],
    ["a basic credential", async () => ({ Authorization: `Basic ${btoa("quartier-web:secret")}` })],
    ["a tampered token", async () => bearer(tampered(await adminToken({ tenant: "alpenstay" })))],
    [
      "a token signed with another key",
      async () => {
        const { privateKey } = await generateKeyPair("ES256", { extractable: true });
        const key = JSON.stringify({ ...(await exportJWK(privateKey)), kid: "inventory-test" });
        return bearer(await adminToken({ key }));
      },
    ],
    ["another issuer", async () => bearer(await adminToken({ claims: { iss: "https://evil.example" } }))],
    ["another audience", async () => bearer(await adminToken({ claims: { aud: "https://other-api.example" } }))],
    [
      "an expired token",
      async () => bearer(await adminToken({ claims: { exp: Math.floor(Date.now() / 1000) - 120 } })),
    ],
  ])("refuses %s with 401", async (_name, headers) => {
    expect(await codeOf(await api(allBookings, { headers: await headers() }))).toEqual({
      status: 401,
      code: "unauthorized",
    });
  });

  it.each<[string, Parameters<typeof adminToken>[0]]>([
    ["no admin scope", { claims: { scope: "openid profile" } }],
    ["another tenant's scope than its own", { tenant: "alpenstay", claims: { scope: "ota:admin:citynest" } }],
  ])("refuses a valid token with %s (403)", async (_name, options) => {
    expect(await codeOf(await api(allBookings, { headers: bearer(await adminToken(options)) }))).toEqual({
      status: 403,
      code: "forbidden",
    });
  });

  it("keeps a tenant's token off the cross-tenant list (403)", async () => {
    const response = await api(allBookings, { headers: bearer(await adminToken({ tenant: "alpenstay" })) });
    expect(await codeOf(response)).toEqual({ status: 403, code: "forbidden" });
  });

  it("does not want an admin token on the guest endpoints", async () => {
    const response = await api(`${otaPaths.bookings("alpenstay")}?email=nobody@example.com`);
    expect(response.status).toBe(200);
  });
});

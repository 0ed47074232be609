import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { OTA_ADMIN_AUDIENCE, OTA_PLATFORM_ADMIN_SCOPE, otaAdminScope } from "../../shared/ota/admin-scopes";
import { OTA_API_KEY_HEADER } from "../../shared/ota/common";
import { otaPaths } from "../../shared/ota/paths";
import { tenantById } from "../../shared/tenancy/tenant-registry";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { searchInventory } from "./inventory";
import { appOrigin, readForms, signIn } from "./sign-in-flow";

const user = (sub: string) => {
  const found = DEMO_USERS.find((u) => u.sub === sub);
  if (!found) throw new Error(`no demo user ${sub}`);
  return found;
};

/** Signs `sub` in on a brand's admin host and opens `path` there. */
async function adminPage(brand: string, sub: string, path = "/en/admin") {
  const { app, origin, callback } = await signIn(`admin.${brand}`, { email: user(sub).email, returnTo: path });
  expect(callback.status).toBe(302);
  const response = await fetchApp(`${origin}${path}`, { headers: { Cookie: app.header() } });
  return { response, html: await response.text(), app, origin };
}

describe("the admin area's access (requireAdmin on the admin host)", () => {
  it("sends a signed-out visitor to sign in on the admin host, coming back to the page", async () => {
    const origin = appOrigin("admin.alpenstay");
    const response = await fetchApp(`${origin}/de/admin`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/de/sign-in?returnTo=${encodeURIComponent("/de/admin")}`);
    // The sign-in itself goes to the provider with the admin host's callback.
    const start = await fetchApp(`${origin}/de/sign-in?returnTo=%2Fde%2Fadmin`);
    expect(start.status).toBe(302);
    const provider = new URL(start.headers.get("Location") ?? "");
    expect(provider.searchParams.get("redirect_uri")).toBe(`${origin}/auth/callback`);
    expect(provider.searchParams.get("client_id")).toBe("alpenstay-web");
  });

  it("shows the brand's admin the admin area: their name, sign-out, the nav; never cached, never indexed", async () => {
    const { response, html } = await adminPage("alpenstay", "admin-alpenstay");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(html).toContain('data-testid="admin-area"');
    expect(html).toContain("Signed in as Alpenstay Admin");
    expect(html).toContain('action="/api/auth/sign-out-provider"');
    for (const path of ["/en/admin", "/en/admin/bookings", "/en/admin/enquiries", "/en/admin/messages"]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).not.toContain('data-testid="admin-platform"');
  });

  it("answers the dashboard's client navigation (its data request) with the data, not a redirect to itself", async () => {
    const { app, origin } = await adminPage("alpenstay", "admin-alpenstay", "/de/admin");
    const response = await fetchApp(`${origin}/de/admin.data`, { headers: { Cookie: app.header() } });
    // Single fetch answers a redirect with 202 and the target in the body; the data itself is 200.
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("redirect");
  });

  it("answers a traveller with the translated 403 page that offers sign-out", async () => {
    const { response, html, app, origin } = await adminPage("alpenstay", "guest-anna", "/de/admin");
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(html).toContain('data-testid="admin-forbidden"');
    expect(html).toContain("Kein Zugang zu diesem Verwaltungsbereich");
    expect(html).toContain("<title>Verwaltung · Alpenstay</title>");
    expect(html).toContain("Anna Gast");
    expect(html).not.toContain('data-testid="admin-area"');
    const signOut = (await readForms(html, `${origin}/de/admin`)).find((f) => f.action.endsWith("/sign-out-provider"));
    expect(signOut?.method).toBe("post");
    // Signing out ends the session: the admin page then asks to sign in again.
    const out = await postForm(signOut?.action ?? "", {}, { Cookie: app.header() });
    expect(out.status).toBe(302);
    app.keep(out);
    const after = await fetchApp(`${origin}/de/admin`, { headers: { Cookie: app.header() } });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/de\/sign-in\?/);
  });

  it("answers another brand's admin with 403 (an admin of one brand is no admin of another)", async () => {
    const { response, html } = await adminPage("alpenstay", "admin-harbourlofts");
    expect(response.status).toBe(403);
    expect(html).toContain("No access to this admin area");
  });

  it("answers the platform admin on a brand's admin host with 403: the platform role counts on the main tenant", async () => {
    const { response } = await adminPage("citynest", "admin-platform");
    expect(response.status).toBe(403);
  });

  it("marks the platform admin on the main tenant's admin host", async () => {
    const { response, html } = await adminPage("quartier", "admin-platform");
    expect(response.status).toBe(200);
    expect(html).toContain('data-testid="admin-platform"');
    expect(html).toContain("Platform admin: every brand");
  });

  it("has no admin area on the brand's public host", async () => {
    const response = await fetchApp(`${appOrigin("alpenstay")}/en/admin`);
    expect(response.status).toBe(404);
  });
});

/** A client-credentials token of a tenant's client from the real local provider. */
async function providerToken(clientId: string, scope: string): Promise<{ status: number; token?: string }> {
  const discovery = (await (await fetch(`${env.OIDC_ISSUER}/.well-known/openid-configuration`)).json()) as {
    token_endpoint: string;
  };
  const response = await fetch(discovery.token_endpoint, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${clientId}:${env.OIDC_CLIENT_SECRET}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ grant_type: "client_credentials", scope, resource: OTA_ADMIN_AUDIENCE }),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, ...(body.access_token ? { token: body.access_token } : {}) };
}

function inventory(path: string, headers: Record<string, string> = {}) {
  return env.INVENTORY.fetch(`https://inventory.internal${path}`, { headers });
}

describe("the OTA's admin endpoints verify the provider's admin tokens", () => {
  const allBookings = `${otaPaths.allBookings()}?limit=3`;

  it("accepts the platform's token from the provider", async () => {
    const { token } = await providerToken("quartier-web", OTA_PLATFORM_ADMIN_SCOPE);
    expect(token).toBeTruthy();
    expect((await inventory(allBookings, { Authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("refuses the guest API key, a tampered token and a tenant's token on the cross-tenant list", async () => {
    expect((await inventory(allBookings, { [OTA_API_KEY_HEADER]: "guest-key" })).status).toBe(401);
    const { token = "" } = await providerToken("alpenstay-web", otaAdminScope("alpenstay"));
    const [header, payload = "", signature] = token.split(".");
    const claims = JSON.parse(atob(payload.replaceAll("-", "+").replaceAll("_", "/")));
    const forged = btoa(JSON.stringify({ ...claims, scope: OTA_PLATFORM_ADMIN_SCOPE }))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    expect((await inventory(allBookings, { Authorization: `Bearer ${header}.${forged}.${signature}` })).status).toBe(
      401,
    );
    expect((await inventory(allBookings, { Authorization: `Bearer ${token}` })).status).toBe(403);
  });

  it("gives a tenant's client no other tenant's scope and no platform scope", async () => {
    for (const scope of [otaAdminScope("citynest"), OTA_PLATFORM_ADMIN_SCOPE]) {
      const { token = "" } = await providerToken("alpenstay-web", scope);
      const claims = JSON.parse(atob((token.split(".")[1] ?? "").replaceAll("-", "+").replaceAll("_", "/")));
      expect(claims.scope).toBeUndefined();
      expect(claims.tenant).toBe("alpenstay");
      expect((await inventory(allBookings, { Authorization: `Bearer ${token}` })).status).toBe(403);
    }
  });
});

/** Books a stay at `brand` arriving today straight at the OTA (a guest's booking), for the dashboard to show. */
async function bookArrivalToday(brand: string, lastName: string): Promise<{ id: string; reference: string }> {
  const city = tenantById(brand)?.featuredCities[0];
  const from = isoDateFromToday(0);
  const to = isoDateFromToday(2);
  const { listings } = await searchInventory(
    { ibeUid: brand, lat: city?.lat ?? 0, long: city?.long ?? 0, radius: 50, from, to, guests: 1 },
    { limit: 200 },
  );
  const listing = listings.find((l) => l.bookingMode === "Direct" && l.rfpOffer === null);
  expect(listing, "a bookable apartment for tonight").toBeTruthy();
  const response = await env.INVENTORY.fetch(`https://inventory.internal${otaPaths.bookings(brand)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `admin-dashboard-${lastName}` },
    body: JSON.stringify({
      apartmentTypeId: listing?.apartmentType.id,
      ratePlanId: listing?.rates[0]?.ratePlan.id,
      from,
      to,
      guests: 1,
      guest: { firstName: "Ada", lastName, email: `${lastName.toLowerCase()}@example.com` },
      paymentMethod: "payAtProperty",
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

describe("the dashboard (admin calls to the OTA carry the admin token)", () => {
  it("shows a brand's admin today's arrival with a link to the booking, in German", async () => {
    const booking = await bookArrivalToday("alpenstay", "Ankunft");
    const { response, html } = await adminPage("alpenstay", "admin-alpenstay", "/de/admin");
    expect(response.status).toBe(200);
    expect(html).toContain("Anreisen heute");
    expect(html).toContain("Ada Ankunft");
    expect(html).toContain(`href="/de/admin/bookings/${booking.id}"`);
    expect(html).toContain("Letzte 7 Tage");
    expect(html).toContain("Offene Anfragen");
    // The token stays on the server: cached in KV for the next request, never in the page.
    expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
    const cached = await env.SESSIONS.list({ prefix: "admin-token:alpenstay-web:" });
    expect(cached.keys.length).toBe(1);
  });

  it("shows the platform admin every brand's arrivals, named by brand; a brand's admin only their own", async () => {
    await bookArrivalToday("citynest", "Plattform");
    const platform = await adminPage("quartier", "admin-platform");
    expect(platform.response.status).toBe(200);
    expect(platform.html).toContain("Figures of every brand");
    expect(platform.html).toContain("Ada Plattform");
    expect(platform.html).toContain("CityNest");
    const brand = await adminPage("alpenstay", "admin-alpenstay", "/en/admin");
    expect(brand.html).toContain("Arrivals today");
    expect(brand.html).not.toContain("Ada Plattform");
  });
});

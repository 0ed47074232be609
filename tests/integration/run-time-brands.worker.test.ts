import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { brandPreviewUrl } from "../../app/.server/brands/brand-preview.server";
import { fetchApp } from "./fetch-app";
import { runTimeTenant, saveRunTimeBrand, sellHouseThrough } from "./run-time-brand";
import { appOrigin } from "./sign-in-flow";

/**
 * Brands made while the app runs (docs/decisions/0120): saved through the store during the test, they
 * answer on their hosts with their own name, theme and data, and never with another brand's. The
 * integration tests' copy life is 0 (vitest.app.config.ts), so a save shows at once.
 */

const SECRET = env.SESSION_SECRET ?? "";

const SEED_BRANDS = ["Quartier", "Alpenstay", "Harbour Lofts", "CityNest"];

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

async function sitemapUrls(origin: string): Promise<string[]> {
  const index = await fetchApp(`${origin}/sitemap.xml`);
  expect(index.status).toBe(200);
  const urls: string[] = [];
  for (const page of locsOf(await index.text())) {
    expect(page.startsWith(`${origin}/`), page).toBe(true);
    const response = await fetchApp(page);
    expect(response.status, page).toBe(200);
    urls.push(...locsOf(await response.text()));
  }
  return urls;
}

/** What a page may never show of another brand: its name in the brand slot, its colour, its ibeUid. */
function expectNoOtherBrand(html: string) {
  for (const name of SEED_BRANDS) expect(html).not.toContain(`data-testid="brand-name">${name}<`);
  for (const colour of ["#3730a3", "#166534", "#0c2d48", "#86198f"]) expect(html).not.toContain(colour);
}

describe("a brand created at run time", () => {
  it("answers on its host with its name and theme, its sitemap of only its own offers, and its admin host", async () => {
    const tenant = runTimeTenant("rt-live");
    await saveRunTimeBrand(tenant, "live");
    const { typeIds } = await sellHouseThrough("rt-live", tenant.name);
    expect(typeIds.length).toBeGreaterThan(0);
    const origin = appOrigin("rt-live");

    const home = await fetchApp(`${origin}/en`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('data-testid="brand-name">Brand rt-live<');
    expect(html).toContain('data-tenant="rt-live"');
    expect(html).toContain("--brand:#7a1f0d");
    expectNoOtherBrand(html);

    const urls = await sitemapUrls(origin);
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    const offers = new Set(
      urls.filter((url) => url.includes("/apartments/")).map((url) => url.split("/apartments/")[1]),
    );
    expect([...offers].sort()).toEqual([...typeIds].sort());

    const robots = await (await fetchApp(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const admin = await fetchApp(`${appOrigin("admin.rt-live")}/en/admin`);
    expect(admin.status).toBe(302);
    expect(admin.headers.get("Location")).toBe("/en/sign-in?returnTo=%2Fen%2Fadmin");
  });

  it("once suspended during the test, shows a neutral page on its host, keeps its admin host, and leaves others be", async () => {
    const tenant = runTimeTenant("rt-suspended");
    await saveRunTimeBrand(tenant, "live");
    const origin = appOrigin("rt-suspended");
    expect((await fetchApp(`${origin}/de`)).status).toBe(200);

    await saveRunTimeBrand(tenant, "suspended", 1);
    for (const path of ["/de", "/en/search?place=Berlin", "/sitemap.xml", "/robots.txt"]) {
      const response = await fetchApp(`${origin}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const page = await response.text();
      expect(page).not.toContain("rt-suspended");
      expect(page).not.toContain("#7a1f0d");
      expectNoOtherBrand(page);
    }
    // Its admins still reach their admin area (sign-in first).
    const admin = await fetchApp(`${appOrigin("admin.rt-suspended")}/de/admin`);
    expect(admin.status).toBe(302);
    expect(admin.headers.get("Location")).toBe("/de/sign-in?returnTo=%2Fde%2Fadmin");
    // The brand it was copied from answers as before.
    const citynest = await fetchApp(`${appOrigin("citynest")}/de`);
    expect(await citynest.text()).toContain('data-testid="brand-name">CityNest<');
  });

  it("answers on its new host only once its hosts change; the old host is unknown", async () => {
    const tenant = runTimeTenant("rt-moved");
    await saveRunTimeBrand(tenant, "live");
    await saveRunTimeBrand({ ...tenant, hosts: ["rt-moved-2.localhost"] }, "live", 1);
    const old = await fetchApp(`${appOrigin("rt-moved")}/en`);
    expect(old.status).toBe(404);
    expect(await old.text()).not.toContain("rt-moved");
    expect((await fetchApp(`${appOrigin("rt-moved-2")}/en`)).status).toBe(200);
  });

  it("as a draft is not there for the public, only for the platform admin's signed preview link", async () => {
    expect(SECRET.length).toBeGreaterThanOrEqual(32);
    const tenant = runTimeTenant("rt-draft");
    await saveRunTimeBrand(tenant, "draft");
    const origin = appOrigin("rt-draft");
    const hidden = await fetchApp(`${origin}/en`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain("rt-draft");

    const link = await brandPreviewUrl({ secret: SECRET, ibeUid: "rt-draft", origin, path: "/en" });
    const preview = await fetchApp(link);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("no-store");
    expect(preview.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await preview.text()).toContain('data-testid="brand-name">Brand rt-draft<');
    // The link's cookie keeps the preview open on the next page.
    const set = preview.headers.getSetCookie().find((header) => header.startsWith("__Host-brand-preview="));
    expect(set).toMatch(/; HttpOnly/i);
    const cookie = set?.split(";")[0] ?? "";
    expect((await fetchApp(`${origin}/de`, { headers: { Cookie: cookie } })).status).toBe(200);

    // Another brand's preview link, an expired one, or a forged one opens nothing.
    const otherBrand = await brandPreviewUrl({ secret: SECRET, ibeUid: "citynest", origin, path: "/en" });
    const expired = await brandPreviewUrl({
      secret: SECRET,
      ibeUid: "rt-draft",
      origin,
      path: "/en",
      now: 0,
    });
    const forged = await brandPreviewUrl({
      secret: "another-secret-of-thirty-two-chars!",
      ibeUid: "rt-draft",
      origin,
      path: "/en",
    });
    for (const url of [otherBrand, expired, forged]) expect((await fetchApp(url)).status, url).toBe(404);
  });

  it("leaves an unknown host the plain 404 naming no brand", async () => {
    const response = await fetchApp(`${appOrigin("rt-nobody")}/en`);
    expect(response.status).toBe(404);
    const html = await response.text();
    for (const name of SEED_BRANDS) expect(html).not.toContain(name);
  });
});

import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { bookByBankTransfer, stays } from "./booked-stay";
import { fetchApp } from "./fetch-app";
import { signIn } from "./sign-in-flow";

const emailOf = (sub: string) => DEMO_USERS.find((u) => u.sub === sub)?.email ?? "";
const STEPS = ["searches", "views", "checkouts", "bookings"] as const;

/** A signed-in admin's dashboard page on `admin.<brand>`. */
async function dashboardOf(brand: string, sub: string) {
  const { app, origin } = await signIn(`admin.${brand}`, { email: emailOf(sub), returnTo: "/en/admin" });
  return async (query = "") =>
    (await fetchApp(`${origin}/en/admin${query}`, { headers: { Cookie: app.header() } })).text();
}

/** The funnel's counts of one brand as the dashboard shows them. */
function countsIn(page: string, brand: string): Record<(typeof STEPS)[number], number> {
  const count = (step: string) => {
    const found = new RegExp(
      `data-testid="funnel-${brand}-${step}"[\\s\\S]*?data-testid="funnel-count">([\\d,.]+)<`,
    ).exec(page);
    if (!found?.[1]) throw new Error(`no ${step} count for ${brand}`);
    return Number(found[1].replace(/[,.]/g, ""));
  };
  return {
    searches: count("searches"),
    views: count("views"),
    checkouts: count("checkouts"),
    bookings: count("bookings"),
  };
}

const searchPath = (from: string, to: string) =>
  `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${from}&outDate=${to}&guests=2&radius=20`;

describe("the booking funnel", () => {
  it("counts a guest's search, view, checkout and booking, not crawlers or prefetches; the dashboard shows them", async () => {
    const operator = await dashboardOf("citynest", "admin-citynest");
    const before = countsIn(await operator(), "citynest");
    const stay = stays(700)();

    expect((await fetchApp(`http://citynest.localhost${searchPath(stay.from, stay.to)}`)).status).toBe(200);
    // A crawler and a prefetch see the same page and are not counted.
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    expect(
      (await fetchApp(`http://citynest.localhost${searchPath(stay.from, stay.to)}`, { headers: bot })).status,
    ).toBe(200);
    const prefetch = { "Sec-Purpose": "prefetch" };
    await fetchApp(`http://citynest.localhost${searchPath(stay.from, stay.to)}`, { headers: prefetch });
    // The booking opens the apartment's page, starts the checkout and books.
    await bookByBankTransfer({ host: "citynest.localhost", lng: "en", ...stay });

    const expected = {
      searches: before.searches + 1,
      views: before.views + 1,
      checkouts: before.checkouts + 1,
      bookings: before.bookings + 1,
    };
    // Counted after each response went out: the dashboard shows them once those writes are done.
    await expect.poll(async () => countsIn(await operator(), "citynest")).toEqual(expected);
    // The operator sees its own brand only; the platform admin every brand's.
    const own = await operator("?days=7");
    expect(own).not.toContain('data-testid="funnel-alpenstay"');
    const platform = await (await dashboardOf("quartier", "admin-platform"))();
    expect(countsIn(platform, "citynest")).toEqual(expected);
    expect(platform).toContain('data-testid="funnel-alpenstay"');
  });
});

describe("analytics with consent", () => {
  // The consent cookie as React Router's cookies store a value (base64 of its JSON).
  const home = (consent?: string) =>
    fetchApp(
      "http://citynest.localhost/en",
      consent ? { headers: { Cookie: `__Host-consent=${encodeURIComponent(btoa(JSON.stringify(consent)))}` } } : {},
    );

  it("loads no tag before consent, nor after a choice without analytics", async () => {
    for (const consent of [undefined, "necessary", "storage", "all"]) {
      const html = await (await home(consent)).text();
      expect(html, String(consent)).not.toContain("googletagmanager");
      expect(html, String(consent)).not.toContain("dataLayer");
      // Answered (all but the old "all", given before analytics was offered): the banner is gone.
      expect(html.includes('data-testid="cookie-banner"'), String(consent)).toBe(
        consent === undefined || consent === "all",
      );
    }
  });

  it("states Consent Mode's defaults, then the grant, then loads the container once the guest agreed", async () => {
    const html = await (await home("analytics")).text();
    const defaults = html.indexOf(
      'gtag("consent","default",{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"})',
    );
    const grant = html.indexOf('gtag("consent","update",{"analytics_storage":"granted"})');
    const container = html.indexOf("https://www.googletagmanager.com/gtm.js?id=GTM-CITYNEST");
    expect(defaults).toBeGreaterThan(0);
    expect(grant).toBeGreaterThan(defaults);
    expect(container).toBeGreaterThan(grant);
    // Before every other script of the page.
    expect(defaults).toBeLessThan(html.indexOf("<script", html.indexOf("</script>", defaults)));
  });

  it("allows Google's hosts in the CSP only for a brand with a container", async () => {
    const measuring = (await home()).headers.get("Content-Security-Policy") ?? "";
    expect(measuring).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(measuring).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(measuring).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(measuring).not.toMatch(/frame-src [^;]*google/);
    const other = (await fetchApp("http://alpenstay.localhost/de")).headers.get("Content-Security-Policy") ?? "";
    expect(other).not.toContain("google");
  });
});

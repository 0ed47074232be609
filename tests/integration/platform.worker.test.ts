import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { cookiesFrom, fetchApp, postForm } from "./fetch-app";

describe("tenancy", () => {
  it.each([
    ["http://alpenstay.localhost/de", "Alpenstay", "de"],
    ["http://ALPENSTAY.localhost:8787/de", "Alpenstay", "de"],
    ["http://harbourlofts.localhost/en", "Harbour Lofts", "en"],
    ["http://citynest.localhost:3000/de", "CityNest", "de"],
  ])("%s renders the brand %s in %s", async (url, brand, lang) => {
    const response = await fetchApp(url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`data-testid="brand-name">${brand}<`);
  });

  it("answers an unknown host with a plain 404 that names no brand", async () => {
    const response = await fetchApp("http://unknown.localhost/en");
    expect(response.status).toBe(404);
    const html = await response.text();
    for (const brand of ["Alpenstay", "Harbour Lofts", "CityNest", "Quartier"]) expect(html).not.toContain(brand);
  });

  it("serves the admin area on admin.<brand host> for the same tenant", async () => {
    const home = await fetchApp("http://admin.alpenstay.localhost/de");
    expect(home.status).toBe(302);
    expect(home.headers.get("Location")).toBe("/de/admin");
    // Signed out, the admin area asks for a sign-in on its own host (tests/integration/admin-access.worker.test.ts).
    const admin = await fetchApp("http://admin.alpenstay.localhost/de/admin");
    expect(admin.status).toBe(302);
    expect(admin.headers.get("Location")).toBe("/de/sign-in?returnTo=%2Fde%2Fadmin");
  });

  it("does not serve the admin area on the brand host", async () => {
    expect((await fetchApp("http://alpenstay.localhost/de/admin")).status).toBe(404);
  });

  it("answers /healthz with the build id on any host", async () => {
    const response = await fetchApp("http://unknown.localhost/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", buildId: expect.any(String) });
  });

  // Static assets are served before the Worker, so the browser journeys check them (headers.spec.ts).
  it("the health check carries the baseline security headers", async () => {
    const response = await fetchApp("http://unknown.localhost/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("languages", () => {
  it.each([
    ["alpenstay (German default), no hints", "http://alpenstay.localhost/", {}, "/de"],
    ["alpenstay, English browser", "http://alpenstay.localhost/", { "Accept-Language": "en-GB,en;q=0.9" }, "/en"],
    [
      "alpenstay, French browser falls back to German",
      "http://alpenstay.localhost/",
      { "Accept-Language": "fr-FR" },
      "/de",
    ],
    ["citynest, German browser", "http://citynest.localhost/", { "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" }, "/de"],
    ["harbourlofts offers only English", "http://harbourlofts.localhost/", { "Accept-Language": "de" }, "/en"],
  ])("%s -> %s", async (_, url, headers, location) => {
    const response = await fetchApp(url, { headers });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("prefers the remembered language over the browser's", async () => {
    const visit = await fetchApp("http://citynest.localhost/en", { headers: { "Accept-Language": "de" } });
    const response = await fetchApp("http://citynest.localhost/", {
      headers: { "Accept-Language": "de", Cookie: cookiesFrom(visit) },
    });
    expect(response.headers.get("Location")).toBe("/en");
  });

  it("404s a language the tenant does not offer, and unknown languages", async () => {
    expect((await fetchApp("http://harbourlofts.localhost/de")).status).toBe(404);
    expect((await fetchApp("http://alpenstay.localhost/fr")).status).toBe(404);
  });

  it("remembers the language of the path in a cookie with path / and SameSite=Lax", async () => {
    const response = await fetchApp("http://citynest.localhost/de");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-lng="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
  });

  it("renders a translated 404 page inside the brand", async () => {
    const response = await fetchApp("http://alpenstay.localhost/de/does-not-exist");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain("Alpenstay");
  });
});

describe("security baseline", () => {
  it("sends the security headers with a per-request nonce on HTML pages", async () => {
    const [a, b] = await Promise.all([
      fetchApp("http://quartier.localhost/en"),
      fetchApp("http://quartier.localhost/en"),
    ]);
    const csp = a.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scriptSrc = csp
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(b.headers.get("Content-Security-Policy")).not.toContain(nonce);
    expect(a.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(a.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(a.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("refuses a cross-site form post and changes nothing", async () => {
    const response = await fetchApp("http://quartier.localhost/en/preferences", {
      method: "POST",
      body: new URLSearchParams({ intent: "currency", currency: "GBP", redirectTo: "/en" }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
        Origin: "http://evil.example",
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__Host-currency"))).toBe(false);
  });

  it("refuses a cross-site post to a page with 403 and the security headers, not a bare 400", async () => {
    const response = await fetchApp("http://quartier.localhost/en/checkout/booking?id=x", {
      method: "POST",
      body: new URLSearchParams({ intent: "next" }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
        Origin: "http://evil.example",
      },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("refuses a post from another tenant's host", async () => {
    const response = await postForm(
      "http://quartier.localhost/en/preferences",
      { intent: "currency", currency: "GBP" },
      { "Sec-Fetch-Site": "same-site", Origin: "http://citynest.localhost" },
    );
    expect(response.status).toBe(403);
  });
});

describe("preferences", () => {
  it("keeps the chosen currency in a cookie and shows prices in it", async () => {
    const response = await postForm("http://quartier.localhost/en/preferences", {
      intent: "currency",
      currency: "GBP",
      redirectTo: "/en/search/Berlin?guests=2",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/search/Berlin?guests=2");
    const next = await fetchApp("http://quartier.localhost/en", { headers: { Cookie: cookiesFrom(response) } });
    const html = await next.text();
    expect(html).toContain("Prices are now shown in GBP.");
    expect(html).toMatch(/aria-pressed="true"[^>]*>GBP</);
  });

  it("rejects a currency the tenant does not offer with 400", async () => {
    const response = await postForm("http://alpenstay.localhost/de/preferences", {
      intent: "currency",
      currency: "GBP",
    });
    expect(response.status).toBe(400);
  });

  it.each<{ name: string; lng: string; fields: Record<string, string>; text: string }>([
    {
      name: "an unknown choice",
      lng: "en",
      fields: { intent: "colour", colour: "red" },
      text: "Please check your input",
    },
    {
      name: "a malformed currency",
      lng: "de",
      fields: { intent: "currency", currency: "euro" },
      text: "Bitte prüfen Sie Ihre Eingaben",
    },
    {
      name: "a currency of another brand",
      lng: "de",
      fields: { intent: "currency", currency: "GBP" },
      text: "Bitte prüfen Sie Ihre Eingaben",
    },
  ])("refuses $name with the translated 400 page, not raw data", async ({ lng, fields, text }) => {
    const response = await postForm(`http://alpenstay.localhost/${lng}/preferences`, fields);
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('data-testid="error-page"');
    expect(html).toContain(text);
  });

  it("never redirects off-site after a preference change", async () => {
    const response = await postForm("http://alpenstay.localhost/de/preferences", {
      intent: "consent",
      consent: "necessary",
      redirectTo: "//evil.example/x",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de");
  });

  it("hides the cookie banner once consent is stored", async () => {
    const before = await (await fetchApp("http://alpenstay.localhost/de")).text();
    expect(before).toContain('data-testid="cookie-banner"');
    const answer = await postForm("http://alpenstay.localhost/de/preferences", {
      intent: "consent",
      consent: "necessary",
    });
    const after = await (
      await fetchApp("http://alpenstay.localhost/de", { headers: { Cookie: cookiesFrom(answer) } })
    ).text();
    expect(after).not.toContain('data-testid="cookie-banner"');
  });
});

describe("search form contract", () => {
  it("renders the form again with a 400 and the typed values when input is bad", async () => {
    const response = await fetchApp(
      `http://quartier.localhost/en/search?location=Berlin&inDate=${isoDateFromToday(15)}&outDate=soon&guests=2&radius=10`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Choose your arrival and departure dates.");
    expect(html).toContain('value="Berlin"');
  });

  it("sends the search page whole and in order: the folded search form is in place for browsers without JavaScript", async () => {
    const response = await fetchApp(
      `http://quartier.localhost/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(37)}&guests=2&radius=10`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const form = html.indexOf('id="search-form"');
    expect(form).toBeGreaterThan(html.indexOf('data-testid="search-disclosure"'));
    expect(form).toBeLessThan(html.indexOf('data-testid="search-page"'));
    // Nothing moved to the end of the document for a script to swap in.
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('hidden id="S:');
  });

  it("answers an invalid search URL with 400, never 500", async () => {
    const response = await fetchApp("http://quartier.localhost/en/search/Berlin?lat=abc&long=13.4&guests=2");
    expect(response.status).toBe(400);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { adminOf } from "./admin-session";
import { fetchApp } from "./fetch-app";

/** The platform admin's brand pages over HTTP, as a browser without JavaScript (issue 36, decision 0122). */

type Admin = Awaited<ReturnType<typeof adminOf>>;
let platform: Admin;
let alpenstay: Admin;

beforeAll(async () => {
  platform = await adminOf("quartier", "admin-platform");
  alpenstay = await adminOf("alpenstay", "admin-alpenstay");
});

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b4f6c"/></svg>';

/** A complete brand's form fields (one run's own id and host, so reruns on kept state do not collide). */
function brandFields(ibeUid: string): Record<string, string | string[]> {
  return {
    intent: "save",
    name: `Seaside ${ibeUid}`,
    ibeUid,
    hosts: `${ibeUid}.localhost`,
    languages: ["en", "de"],
    defaultLanguage: "en",
    currencies: ["EUR", "GBP"],
    defaultCurrency: "EUR",
    primary: "#0b4f6c",
    primaryForeground: "#ffffff",
    accent: "#9a3412",
    surface: "#f1f7fa",
    ink: "#0a2530",
    extraServices: "on",
    rfp: "on",
    paymentMethods: ["card", "bankTransfer"],
    contactEmail: "hello@seaside.example",
    contactPhone: "+49 40 555 0100",
    operatorCompany: "Seaside Stays GmbH",
    operatorStreet: "Hafenstraße 1",
    operatorPostcode: "20359",
    operatorCity: "Hamburg",
    operatorCountryEn: "Germany",
    operatorCountryDe: "Deutschland",
    operatorRegister: "Amtsgericht Hamburg, HRB 123456",
    operatorVatId: "DE123456789",
    operatorRepresentatives: "Greta Sand",
    operatorLawEn: "German law",
    operatorLawDe: "deutsches Recht",
    operatorVenue: "Hamburg",
    bankAccountHolder: "Seaside Stays GmbH",
    bankIban: "DE89 3704 0044 0532 0130 00",
    bankBic: "COBADEFFXXX",
    featuredCities: "Hamburg",
  };
}

/** The form posted as the browser posts it: multipart, with an optional logo file. */
function postBrand(admin: Admin, path: string, fields: Record<string, string | string[]>, logo?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  if (logo) body.append("logoFile", logo);
  return fetchApp(`${admin.origin}${path}`, {
    method: "POST",
    body,
    headers: { ...admin.headers, "Sec-Fetch-Site": "same-origin", Origin: admin.origin },
  });
}

const runId = () => `it${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe("the brand pages", () => {
  it("a brand's admin gets the admin area's 403 on the brand list, the new brand page and its post", async () => {
    expect((await alpenstay.page("/en/admin/brands")).status).toBe(403);
    expect((await alpenstay.page("/en/admin/brands/new")).status).toBe(403);
    expect((await postBrand(alpenstay, "/en/admin/brands/new", brandFields(runId()))).status).toBe(403);
    expect((await alpenstay.page("/en/admin/brands/quartier")).status).toBe(403);
  });

  it("the platform admin sees every brand with its status, in English and German", async () => {
    const en = await platform.page("/en/admin/brands");
    expect(en.status).toBe(200);
    expect(en.html).toContain("Alpenstay");
    expect(en.html).toMatch(/data-status="live"/);
    const de = await platform.page("/de/admin/brands");
    expect(de.html).toContain("Marken");
  });

  it("refuses a failing contrast with its ratio, keeps the values, and stores nothing", async () => {
    const ibeUid = runId();
    const response = await postBrand(platform, "/en/admin/brands/new", { ...brandFields(ibeUid), primary: "#8b85e0" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Text on the brand colour has 3.21:1; it needs 4.5:1.");
    expect(html).toContain('value="#8b85e0"');
    expect((await platform.page(`/en/admin/brands/${ibeUid}`)).status).toBe(404);
  });

  it("refuses a host another brand has, naming the brand, in German", async () => {
    const response = await postBrand(platform, "/de/admin/brands/new", {
      ...brandFields(runId()),
      hosts: "alpenstay.localhost",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("alpenstay.localhost ist bereits von Alpenstay belegt.");
  });

  it("refuses an SVG logo with a script and says why", async () => {
    const evil = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], "logo.svg", {
      type: "image/svg+xml",
    });
    const response = await postBrand(platform, "/en/admin/brands/new", brandFields(runId()), evil);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This SVG contains scripts");
  });

  it("creates a draft with its logo, shows its checks, and goes live on its host", async () => {
    const ibeUid = runId();
    const logo = new File([LOGO], "logo.svg", { type: "image/svg+xml" });
    const created = await postBrand(platform, "/en/admin/brands/new", brandFields(ibeUid), logo);
    expect(created.status, await created.clone().text()).toBe(303);
    expect(created.headers.get("Location")).toBe(`/en/admin/brands/${ibeUid}?done=created`);

    const page = await platform.page(`/en/admin/brands/${ibeUid}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-status="draft"');
    expect(page.html).toContain("Every check passes");
    const logoPath = /src="(\/brand-assets\/[^"]+\.svg)"/.exec(page.html)?.[1];
    expect(logoPath).toBeTruthy();
    const served = await fetchApp(`${platform.origin}${logoPath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Cache-Control")).toContain("immutable");
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");

    // A draft does not answer on its host, except to the page's signed preview link.
    const brandOrigin = platform.origin.replace("admin.quartier.localhost", `${ibeUid}.localhost`);
    expect((await fetchApp(`${brandOrigin}/en/`)).status).toBe(404);
    const preview = /href="([^"]+)"[^>]*data-testid="brand-preview-home"/
      .exec(page.html)?.[1]
      ?.replaceAll("&amp;", "&");
    expect(preview).toContain(`${ibeUid}.localhost`);
    const previewed = await fetchApp(preview ?? "");
    expect(previewed.status).toBe(200);
    expect(await previewed.text()).toContain(`Seaside ${ibeUid}`);

    const live = await platform.post(`/en/admin/brands/${ibeUid}`, { intent: "goLive" });
    expect(live.status).toBe(303);
    const history = await platform.page(`/en/admin/brands/${ibeUid}`);
    expect(history.html).toContain('data-status="live"');
    expect(history.html).toContain("put the brand live");

    const home = await fetchApp(`${brandOrigin}/en/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain(`Seaside ${ibeUid}`);
    expect(html).toContain("--brand:#0b4f6c");
  });

  it("going live shows the registered client and the local hosts as active on the brand page", async () => {
    const ibeUid = runId();
    const logo = new File([LOGO], "logo.svg", { type: "image/svg+xml" });
    expect((await postBrand(platform, "/en/admin/brands/new", brandFields(ibeUid), logo)).status).toBe(303);
    const draft = await platform.page(`/en/admin/brands/${ibeUid}`);
    expect(draft.html).toContain('data-testid="brand-client-none"');

    const live = await platform.post(`/en/admin/brands/${ibeUid}`, { intent: "goLive" });
    expect(live.status).toBe(303);
    const location = live.headers.get("Location") ?? "";
    expect(location).toBe(`/en/admin/brands/${ibeUid}?done=live&signIn=registered`);
    const page = await platform.page(location);
    expect(page.html).toContain("Going live registered the brand&#x27;s client at the provider.");
    const clientId = /data-testid="brand-client-id">([^<]+)</.exec(page.html)?.[1];
    expect(clientId).toBeTruthy();
    // The same id the go-live hook wrote into the brand (its history shows the change).
    expect(page.html).toContain(`${clientId}</td>`);
    for (const host of [`${ibeUid}.localhost`, `admin.${ibeUid}.localhost`])
      expect(page.html).toMatch(new RegExp(`data-host="${host.replaceAll(".", "\\.")}" data-live="true"`));
    expect(page.html).not.toMatch(/client_secret|clientSecret" value="[^"]/);
  });

  it("refuses a hand-typed client without its secret in German, keeping the id, and saves a whole one", async () => {
    const ibeUid = runId();
    expect((await postBrand(platform, "/de/admin/brands/new", brandFields(ibeUid))).status).toBe(303);
    const refused = await platform.post(`/de/admin/brands/${ibeUid}`, {
      intent: "manualClient",
      clientId: "typed-client",
      clientSecret: "",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Geben Sie das Client-Secret ein, das Ihnen der Anbieter gegeben hat.");
    expect(html).toContain('value="typed-client"');

    const saved = await platform.post(`/de/admin/brands/${ibeUid}`, {
      intent: "manualClient",
      clientId: "typed-client",
      clientSecret: "typed-secret",
    });
    expect(saved.status).toBe(303);
    const page = await platform.page(saved.headers.get("Location") ?? "");
    expect(page.html).toContain('data-testid="brand-client-id">typed-client<');
    expect(page.html).toContain("von Hand eingegeben");
    expect(page.html).not.toContain("typed-secret");
  });

  it("suspends a live brand (its host a neutral page) and resumes it", async () => {
    const ibeUid = runId();
    const logo = new File([LOGO], "logo.svg", { type: "image/svg+xml" });
    expect((await postBrand(platform, "/en/admin/brands/new", brandFields(ibeUid), logo)).status).toBe(303);
    expect((await platform.post(`/en/admin/brands/${ibeUid}`, { intent: "goLive" })).status).toBe(303);
    const brandHome = `${platform.origin.replace("admin.quartier.localhost", `${ibeUid}.localhost`)}/en/`;
    expect((await fetchApp(brandHome)).status).toBe(200);

    expect((await platform.post(`/en/admin/brands/${ibeUid}`, { intent: "suspend" })).status).toBe(303);
    const suspended = await fetchApp(brandHome);
    expect(suspended.status).toBe(503);
    expect(await suspended.text()).not.toContain(ibeUid);

    expect((await platform.post(`/en/admin/brands/${ibeUid}`, { intent: "resume" })).status).toBe(303);
    expect((await fetchApp(brandHome)).status).toBe(200);
    const page = await platform.page(`/en/admin/brands/${ibeUid}`);
    expect(page.html).toContain("suspended the brand");
    expect(page.html).toContain("resumed the brand");
  });

  it("refuses to put a brand live that fails a check, naming it", async () => {
    const ibeUid = runId();
    // No logo uploaded: saved as a draft, but not live.
    expect((await postBrand(platform, "/en/admin/brands/new", brandFields(ibeUid))).status).toBe(303);
    const refused = await platform.post(`/en/admin/brands/${ibeUid}`, { intent: "goLive" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Upload the brand&#x27;s logo.");
    expect(html).toContain('data-status="draft"');
  });

  it("a brand's admin reads their brand and saves its bank account; a bad IBAN is refused with values kept", async () => {
    const page = await alpenstay.page("/en/admin/brand");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Alpenstay");
    const refused = await alpenstay.post("/en/admin/brand", {
      operatorCompany: "Alpenstay Betriebs GmbH",
      operatorStreet: "Getreidegasse 12",
      operatorPostcode: "5020",
      operatorCity: "Salzburg",
      operatorCountryEn: "Austria",
      operatorCountryDe: "Österreich",
      operatorRegister: "Landesgericht Salzburg, FN 456789 x",
      operatorVatId: "ATU12345678",
      operatorRepresentatives: "Katharina Huber",
      operatorLawEn: "Austrian law",
      operatorLawDe: "österreichisches Recht",
      operatorVenue: "Salzburg",
      bankAccountHolder: "Alpenstay Betriebs GmbH",
      bankIban: "AT892011182281234568",
      bankBic: "GIBAATWWXXX",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Enter a valid IBAN");
    expect(html).toContain('value="AT892011182281234568"');
  });
});

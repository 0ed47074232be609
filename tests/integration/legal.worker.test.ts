import { describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";

describe("legal pages", () => {
  it.each([
    ["en", "imprint", "Imprint · Quartier", "Amtsgericht Charlottenburg, HRB 234567 B"],
    ["de", "imprint", "Impressum · Quartier", "Umsatzsteuer-Identifikationsnummer"],
    ["en", "privacy", "Privacy policy · Quartier", "__Host-checkout"],
    ["de", "privacy", "Datenschutzerklärung · Quartier", "Kartennummer und Prüfziffer"],
    ["en", "terms", "Terms of booking · Quartier", "Cancellation"],
    ["de", "terms", "Buchungsbedingungen · Quartier", "Stornierung"],
  ])("/%s/legal/%s has its title, description, headings and text", async (lng, page, title, fact) => {
    const response = await fetchApp(`http://quartier.localhost/${lng}/legal/${page}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,160}"\/>/);
    expect(html).toMatch(/<h1 id="legal-title"[^>]*>/);
    expect((html.match(/<h2 class=/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(html).toContain(fact);
    for (const link of ["imprint", "privacy", "terms"]) expect(html).toContain(`href="/${lng}/legal/${link}"`);
  });

  it("fills the template from each tenant's own details", async () => {
    const html = await (await fetchApp("http://alpenstay.localhost/de/legal/imprint")).text();
    expect(html).toContain("Alpenstay Betriebs GmbH");
    expect(html).toContain("ATU12345678");
    expect(html).not.toContain("Quartier Apartments GmbH");
  });

  it("answers 404 for an unknown page", async () => {
    expect((await fetchApp("http://quartier.localhost/en/legal/cookies")).status).toBe(404);
  });
});

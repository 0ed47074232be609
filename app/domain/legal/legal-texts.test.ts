import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../shared/tenancy/languages";
import { LEGAL_PAGES } from "../../../shared/tenancy/tenant";
import { TENANTS, tenantById } from "../../../shared/tenancy/tenant-registry";
import { type LegalTenant, legalText } from "./legal-texts";

const quartier = tenantById("quartier") as LegalTenant;
const all = (text: ReturnType<typeof legalText>) =>
  [text.title, text.description, ...text.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join("\n");

describe("the default legal texts", () => {
  it.each(
    TENANTS.flatMap((t) => LEGAL_PAGES.flatMap((page) => LANGUAGES.map((lng) => [t.ibeUid, page, lng] as const))),
  )("%s %s %s has a title, a description of at most 160 characters and sections", (ibeUid, page, lng) => {
    const text = legalText(page, lng, tenantById(ibeUid) as LegalTenant);
    expect(text.title.length).toBeGreaterThan(3);
    expect(text.description.length).toBeLessThanOrEqual(160);
    expect(text.sections.length).toBeGreaterThanOrEqual(5);
    expect(all(text)).not.toMatch(/undefined|\$\{/);
  });

  it.each(LANGUAGES)("the imprint (%s) names company, address, register, VAT id and contact", (lng) => {
    const text = all(legalText("imprint", lng, quartier));
    for (const fact of [
      "Quartier Apartments GmbH",
      "Torstraße 101, 10119 Berlin",
      "Amtsgericht Charlottenburg, HRB 234567 B",
      "DE312345678",
      "hello@quartier.example",
      "+49 30 555 0100",
      "Miriam Keller",
    ])
      expect(text).toContain(fact);
  });

  it.each(LANGUAGES)("the privacy policy (%s) names what the product stores", (lng) => {
    const text = all(legalText("privacy", lng, quartier));
    for (const fact of ["__Host-lng", "__Host-currency", "__Host-consent", "__Host-checkout", "KV", "2 "])
      expect(text).toContain(fact);
    expect(text).toMatch(lng === "en" ? /never reach our servers/ : /erreichen unsere Server nie/);
  });

  it.each([
    ["en", ["Cancellation", "bank transfer", "on request", "request for proposal", "Liability", "German law"]],
    ["de", ["Stornierung", "Überweisung", "auf Anfrage", "Angebotsanfrage", "Haftung", "deutsches Recht"]],
  ] as const)("the terms (%s) cover contract, payment, cancellation, requests, liability and law", (lng, facts) => {
    const text = all(legalText("terms", lng, quartier));
    for (const fact of facts) expect(text.toLowerCase()).toContain(fact.toLowerCase());
  });
});

describe("a tenant's own legal text", () => {
  it("replaces the template for that page and language only", () => {
    const own = {
      title: "Impressum",
      description: "Eigenes Impressum",
      sections: [{ heading: "A", paragraphs: ["B"] }],
    };
    const tenant: LegalTenant = { ...quartier, legalTexts: { imprint: { de: own } } };
    expect(legalText("imprint", "de", tenant)).toBe(own);
    expect(legalText("imprint", "en", tenant).title).toBe("Imprint");
    expect(legalText("privacy", "de", tenant).title).toBe("Datenschutzerklärung");
  });
});

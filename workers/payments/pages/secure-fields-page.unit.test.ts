import { describe, expect, it } from "vitest";
import { isLuhnValid } from "../../../app/domain/payments/luhn";
import { decideCardOutcome, TEST_CARDS } from "../sandbox/test-cards";
import { escapeHtml, pageContentSecurityPolicy } from "./html";
import { MESSAGES } from "./messages";
import { formatAmount, renderCardFormPage } from "./secure-fields-page";

describe("page helpers", () => {
  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("builds a CSP without unsafe sources", () => {
    const csp = pageContentSecurityPolicy({
      nonce: "abc",
      frameAncestors: ["'self'"],
      formTargets: ["http://a.localhost"],
    });
    expect(csp).toBe(
      "default-src 'none'; script-src 'nonce-abc'; style-src 'nonce-abc'; img-src 'self' data:; connect-src 'none'; " +
        "form-action 'self' http://a.localhost; frame-ancestors 'self'; base-uri 'none'; object-src 'none'",
    );
  });

  it.each([
    [48_950, "EUR", "en", "€489.50"],
    [48_950, "EUR", "de", "489,50 €"],
    [5_000, "JPY", "en", "¥5,000"],
  ] as const)("formats %i %s in %s", (amount, currency, lang, expected) => {
    expect(formatAmount(amount, currency, lang).replace(/\u00a0/g, " ")).toBe(expected);
  });

  it("has the same message keys in both languages", () => {
    expect(Object.keys(MESSAGES.de).sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it("never renders a card number or code it was not given, and escapes what it shows", () => {
    const page = renderCardFormPage({
      lang: "en",
      nonce: "n0nce",
      amount: 100,
      currency: "EUR",
      cancelUrl: "http://q.localhost/x?a=1&b=2",
      values: { holder: `"><script>alert(1)</script>`, expiry: "12/30" },
      errors: { cardNumber: "cardNumberInvalid" },
    });
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain('href="http://q.localhost/x?a=1&amp;b=2"');
    expect(page).not.toMatch(/name="cardNumber"[^>]*value=/);
    expect(page).not.toMatch(/name="cvv"[^>]*value=/);
    expect(page).toContain('role="alert"');
  });
});

describe("test cards", () => {
  const now = new Date("2026-05-01T00:00:00Z");

  it.each(TEST_CARDS.map((card) => [card.number, card.outcome] as const))(
    "%s is Luhn-valid and %s",
    (number, outcome) => {
      expect(isLuhnValid(number)).toBe(true);
      expect(decideCardOutcome(number, { month: 12, year: 2030 }, now).status).toBe(outcome);
    },
  );

  it("answers expired for a past expiry before anything else", () => {
    expect(decideCardOutcome("4000000000000002", { month: 4, year: 2026 }, now)).toEqual({
      status: "expired",
      reason: "card_expired",
    });
    expect(decideCardOutcome("4111111111111111", { month: 5, year: 2026 }, now)).toEqual({ status: "authorized" });
  });
});

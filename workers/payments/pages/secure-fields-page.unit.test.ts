import { describe, expect, it } from "vitest";
import {
  CARD_FRAME_HEIGHT,
  CARD_PAGE_DONE_MESSAGE,
  CARD_PAGE_HEIGHT_MESSAGE,
  CARD_PAGE_HEIGHT_REQUEST,
  cardFrameHeight,
  cardPageDone,
  cardReturnPath,
} from "../../../shared/payments/card-frame";
import { isLuhnValid } from "../../../shared/payments/luhn";
import { decideCardOutcome, TEST_CARDS } from "../sandbox/test-cards";
import { escapeHtml, pageContentSecurityPolicy } from "./html";
import { MESSAGES } from "./messages";
import { formatAmount, renderCardFormPage, renderCardSentPage } from "./secure-fields-page";

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

describe("the framed card page", () => {
  const render = (embedded: boolean) =>
    renderCardFormPage({
      lang: "en",
      nonce: "n0nce",
      amount: 100,
      currency: "EUR",
      cancelUrl: "http://q.localhost/x",
      values: {},
      errors: {},
      embedded,
      parentOrigin: "http://q.localhost:8787",
    });

  it("leaves its heading to the payment step and reports its height to the app's origin only", () => {
    const page = render(true);
    expect(page).not.toContain(`<h1>${MESSAGES.en.title}</h1>`);
    expect(page).toContain('data-parent-origin="http://q.localhost:8787"');
    expect(page).toContain(`postMessage({ type: "${CARD_PAGE_HEIGHT_MESSAGE}"`);
    // It answers the app's request for the height only from the app's own window and origin.
    expect(page).toContain("event.origin !== parentOrigin || event.source !== window.parent");
    expect(page).toContain(CARD_PAGE_HEIGHT_REQUEST);
    expect(page).toContain(">Confirm card</button>");
  });

  it("posts in its frame, never to the whole window", () => {
    for (const embedded of [true, false])
      expect(render(embedded)).toMatch(/<form id="card-form" method="post" novalidate>/);
  });

  it("once sent, hands the transaction to the app's origin only and links on in the whole window", () => {
    const page = renderCardSentPage({
      lang: "de",
      nonce: "n0nce",
      transactionId: "tx-1",
      continueUrl: "http://q.localhost:8787/de/checkout/payment?id=s&transactionId=tx-1",
      parentOrigin: "http://q.localhost:8787",
    });
    expect(page).toContain('<body data-parent-origin="http://q.localhost:8787" data-card-sent="tx-1">');
    expect(page).toContain(
      `postMessage({ type: "${CARD_PAGE_DONE_MESSAGE}", transactionId: sentTransaction }, parentOrigin)`,
    );
    expect(page).toContain(
      'href="http://q.localhost:8787/de/checkout/payment?id=s&amp;transactionId=tx-1" target="_top">Weiter</a>',
    );
    expect(page).toContain(MESSAGES.de.sentNotice);
  });

  it("keeps its heading and tells nobody its height in a window of its own", () => {
    const page = render(false);
    expect(page).toContain(`<h1>${MESSAGES.en.title}</h1>`);
    expect(page).toContain("<body>");
  });
});

describe("cardFrameHeight", () => {
  const origin = "http://payments.localhost:8787";
  it.each([
    ["the card page's height", origin, { type: CARD_PAGE_HEIGHT_MESSAGE, height: 612.4 }, 613],
    ["another origin is ignored", "http://evil.localhost:8787", { type: CARD_PAGE_HEIGHT_MESSAGE, height: 600 }, null],
    ["another message is ignored", origin, { type: "other", height: 600 }, null],
    ["no number is ignored", origin, { type: CARD_PAGE_HEIGHT_MESSAGE, height: "600" }, null],
    ["too small is raised", origin, { type: CARD_PAGE_HEIGHT_MESSAGE, height: 10 }, CARD_FRAME_HEIGHT.min],
    ["too large is capped", origin, { type: CARD_PAGE_HEIGHT_MESSAGE, height: 1e9 }, CARD_FRAME_HEIGHT.max],
    ["no data", origin, null, null],
  ] as const)("%s", (_name, from, data, expected) => {
    expect(cardFrameHeight({ origin: from, data }, origin)).toBe(expected);
  });
});

describe("cardPageDone", () => {
  const origin = "http://payments.localhost:8787";
  const id = "0123456789abcdef0123456789abcdef";
  it.each([
    ["the card page's sent transaction", origin, { type: CARD_PAGE_DONE_MESSAGE, transactionId: id }, id],
    [
      "another origin is ignored",
      "http://evil.localhost:8787",
      { type: CARD_PAGE_DONE_MESSAGE, transactionId: id },
      null,
    ],
    ["the height message is not a sent card", origin, { type: CARD_PAGE_HEIGHT_MESSAGE, height: 600 }, null],
    ["no id is ignored", origin, { type: CARD_PAGE_DONE_MESSAGE }, null],
    ["an id that is no id is ignored", origin, { type: CARD_PAGE_DONE_MESSAGE, transactionId: "../x?y=1" }, null],
    ["an id too long is ignored", origin, { type: CARD_PAGE_DONE_MESSAGE, transactionId: "a".repeat(65) }, null],
    ["no data", origin, null, null],
  ] as const)("%s", (_name, from, data, expected) => {
    expect(cardPageDone({ origin: from, data }, origin)).toBe(expected);
  });
});

describe("cardReturnPath", () => {
  it.each([
    [{ pathname: "/en/checkout/payment", search: "?id=abc" }, "tx1", "/en/checkout/payment?id=abc&transactionId=tx1"],
    [
      { pathname: "/de/checkout/payment", search: "?id=abc&transactionId=old" },
      "tx2",
      "/de/checkout/payment?id=abc&transactionId=tx2",
    ],
    [{ pathname: "/en/checkout/payment", search: "" }, "tx3", "/en/checkout/payment?transactionId=tx3"],
  ])("%o with %s is %s", (current, id, expected) => {
    expect(cardReturnPath(current, id)).toBe(expected);
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

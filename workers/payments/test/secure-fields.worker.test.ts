import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CARD_PAGE_DONE_MESSAGE } from "../../../shared/payments/card-frame";
import { transactionSchema } from "../../../shared/payments/payments-contract";
import { escapeHtml } from "../pages/html";
import { MESSAGES } from "../pages/messages";
import {
  APP,
  BASE,
  CANCEL_URL,
  call,
  callJson,
  env,
  initTransaction,
  postCard,
  RETURN_URL,
  validCard,
} from "./test-env";

const SECRETS = ["4111111111111111", "4111 1111 1111 1111", "5555555555554444", "378282246310005", "4000000000000002"];

/** Everything written to the console during a test, to prove no card data is logged. */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === "string" ? a : JSON.stringify(a))).join(" "));
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  const text = logged.join("\n");
  for (const secret of SECRETS) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/cvv|cardNumber/i);
});

async function readTransaction(transactionId: string, ibeUid = "quartier") {
  const { status, body } = await callJson(`/v1/transactions/${transactionId}?ibeUid=${ibeUid}`);
  expect(status).toBe(200);
  return transactionSchema.parse(body);
}

/** Every value stored in the sandbox's KV. */
async function storedText(): Promise<string> {
  const list = await env.PAYMENT_TRANSACTIONS.list();
  const values = await Promise.all(list.keys.map((k) => env.PAYMENT_TRANSACTIONS.get(k.name)));
  return values.join("\n");
}

describe("secure-fields page", () => {
  it("serves the card form with its own CSP, in the asked language", async () => {
    const id = await initTransaction();
    const response = await call(`/secure-fields/${id}?lang=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' http://localhost:* https://localhost:* http://*.localhost:*");
    expect(csp).toContain("https://quartier.example");
    expect(csp).toContain(`form-action 'self' ${APP}`);
    expect(csp).not.toContain("unsafe-inline");
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Kartennummer");
    expect(page).toContain("489,50");
    // Every script and style carries the nonce.
    const tags = page.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags.length).toBe(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    // A plain form posting to this same URL, with the fields PCI Proxy's secure fields have.
    expect(page).toMatch(/<form id="card-form" method="post" novalidate>/);
    expect(page).not.toMatch(/<form[^>]*action=/);
    for (const name of ["holder", "cardNumber", "expiry", "cvv"]) expect(page).toContain(`name="${name}"`);
    expect(page).toContain(`href="${CANCEL_URL}"`);
  });

  it("defaults to English", async () => {
    const id = await initTransaction();
    const page = await (await call(`/secure-fields/${id}`)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("Card number");
  });
});

describe("card form posts", () => {
  it.each([
    ["Visa", "4111111111111111", "123", "visa", "411111xxxxxx1111"],
    ["Mastercard", "5555 5555 5555 4444", "123", "mastercard", "555555xxxxxx4444"],
    ["Mastercard 2-series", "2223003122003222", "123", "mastercard", "222300xxxxxx3222"],
    ["American Express", "378282246310005", "9876", "amex", "378282xxxxx0005"],
    ["AirPlus (UATP) without a security code", "122000000000003", "", "uatp", "122000xxxxx0003"],
  ])("%s is authorized; only masked data is kept and answered", async (_, number, cvv, brand, masked) => {
    const id = await initTransaction();
    const response = await postCard(id, validCard({ cardNumber: number, cvv }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${RETURN_URL}&transactionId=${id}`);

    const transaction = await readTransaction(id);
    expect(transaction).toMatchObject({
      transactionId: id,
      status: "authorized",
      amount: 48_950,
      currency: "EUR",
      card: { masked, brand, expiryMonth: 12, expiryYear: 2030, holder: "Ada Lovelace" },
    });
    expect(transaction.token).toMatch(/^sbx_[0-9a-f]{32}$/);
    expect(transaction.reason).toBeUndefined();

    const stored = await storedText();
    expect(stored).toContain(masked);
    expect(stored).not.toContain(number.replace(/\s/g, ""));
    expect(stored).not.toMatch(/"cvv"|"cardNumber"/);
    const raw = await (await call(`/v1/transactions/${id}?ibeUid=quartier`)).text();
    expect(raw).not.toContain(number.replace(/\s/g, ""));
    if (cvv) expect(raw).not.toContain(`"${cvv}"`);
  });

  it("the declined test card is stored as declined with a reason and no token", async () => {
    const id = await initTransaction();
    const response = await postCard(id, validCard({ cardNumber: "4000000000000002" }));
    expect(response.status).toBe(303);
    const transaction = await readTransaction(id);
    expect(transaction).toMatchObject({
      status: "declined",
      reason: "card_declined",
      card: { masked: "400000xxxxxx0002" },
    });
    expect(transaction.token).toBeUndefined();
  });

  it("an invalid number shows the form again (400) with everything but the security code kept", async () => {
    const id = await initTransaction();
    const response = await postCard(
      id,
      validCard({ holder: "Ada <Lovelace>", cardNumber: "4111 1111 1111 1112", cvv: "737" }),
      "?lang=de",
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors");
    const page = await response.text();
    expect(page).toContain("Diese Kartennummer ist ungültig");
    expect(page).toContain('value="Ada &lt;Lovelace&gt;"');
    expect(page).toContain('value="12/30"');
    expect(page).toMatch(/id="f-cardNumber"[^>]*value="4111 1111 1111 1112"[^>]*aria-invalid="true"/);
    expect(page).not.toContain('value="737"');
    expect((await readTransaction(id)).status).toBe("pending");
    expect(await storedText()).not.toContain("4111111111111112");
  });

  /** Last month as MM/YY: an expiry that has passed. */
  const pastExpiry = (() => {
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    return `${String(last.getUTCMonth() + 1).padStart(2, "0")}/${String(last.getUTCFullYear() % 100).padStart(2, "0")}`;
  })();

  /**
   * Every card error, in both languages, as the framed page answers it: 400, the message next to its
   * field, the other input kept, and the page stays in its frame (no target=_top form, no redirect).
   */
  it.each([
    ["no holder", { holder: " " }, "holder", "holderRequired"],
    ["a number that fails the Luhn check", { cardNumber: "4111 1111 1111 1112" }, "cardNumber", "cardNumberInvalid"],
    ["a number too short", { cardNumber: "411111111111111" }, "cardNumber", "cardNumberInvalid"],
    ["letters in the number", { cardNumber: "4111abcd11111111" }, "cardNumber", "cardNumberInvalid"],
    ["a number of an unknown brand", { cardNumber: "9111111111111111" }, "cardNumber", "cardBrandUnsupported"],
    ["an impossible month", { expiry: "13/30" }, "expiry", "expiryInvalid"],
    ["an expiry in another format", { expiry: "2030-12" }, "expiry", "expiryInvalid"],
    ["no expiry", { expiry: "" }, "expiry", "expiryInvalid"],
    ["an expiry in the past", { expiry: pastExpiry }, "expiry", "expiryPast"],
    ["a one-digit code", { cvv: "1" }, "cvv", "cvvInvalid"],
    ["a 3-digit code for Amex", { cardNumber: "378282246310005", cvv: "123" }, "cvv", "cvvInvalid"],
    ["no code for Visa", { cvv: "" }, "cvv", "cvvInvalid"],
    ["a code for AirPlus", { cardNumber: "122000000000003", cvv: "123" }, "cvv", "cvvInvalid"],
  ] as const)("in its frame, %s gives 400 and the message on its field (en, de)", async (_, override, field, key) => {
    for (const lang of ["en", "de"] as const) {
      const id = await initTransaction();
      const card = validCard(override);
      const response = await postCard(id, card, `?lang=${lang}&embedded=1`);
      expect(response.status).toBe(400);
      expect(response.headers.get("Location")).toBeNull();
      const page = await response.text();
      expect(page).toContain(`<html lang="${lang}">`);
      // Still the framed page: no heading of its own, its height told to the app, and nothing that
      // would take the whole window (the form posts in the frame).
      expect(page).toContain(`data-parent-origin="${APP}"`);
      expect(page).not.toContain("<h1>");
      expect(page).toMatch(/<form id="card-form" method="post" novalidate>/);
      // The message next to its field, and in the summary above the form.
      const message = escapeHtml(MESSAGES[lang][key]);
      expect(page).toContain(`<p class="error" id="f-${field}-error">${message}</p>`);
      expect(page).toMatch(
        new RegExp(`id="f-${field}"[^>]*aria-invalid="true" aria-describedby="[^"]*f-${field}-error`),
      );
      expect(page).toContain(`<a href="#f-${field}">${message}</a>`);
      // What the guest typed is there again, but the security code.
      for (const name of ["holder", "cardNumber", "expiry"] as const) {
        const value = card[name].trim();
        if (value) expect(page).toMatch(new RegExp(`name="${name}"[^>]*value="${escapeHtml(value)}"`));
      }
      expect(page).not.toMatch(/name="cvv"[^>]*value=/);
      expect((await readTransaction(id)).status).toBe("pending");
    }
  });

  it("shows every mistake at once: a bad expiry does not hide a short security code", async () => {
    const id = await initTransaction();
    const response = await postCard(id, validCard({ expiry: "13/30", cvv: "1" }), "?embedded=1");
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(`id="f-expiry-error">${MESSAGES.en.expiryInvalid}<`);
    expect(page).toContain(`id="f-cvv-error">${MESSAGES.en.cvvInvalid}<`);
    expect(page).not.toContain('id="f-holder-error"');
    expect(page).not.toContain('id="f-cardNumber-error"');
  });

  it("in its frame, a sent card stays in the frame and hands the app its transaction", async () => {
    const id = await initTransaction();
    const query = "?lang=de&embedded=1";
    const response = await postCard(id, validCard(), query);
    // Post, redirect, get: a reload of the frame never sends the card again.
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${BASE}/secure-fields/${id}${query}`);
    expect((await readTransaction(id)).status).toBe("authorized");
    const sent = await call(`/secure-fields/${id}${query}`);
    expect(sent.status).toBe(200);
    const page = await sent.text();
    expect(page).toContain(MESSAGES.de.sentNotice);
    expect(page).toContain(`data-parent-origin="${APP}"`);
    expect(page).toContain(`data-card-sent="${id}"`);
    expect(page).toContain(`postMessage({ type: "${CARD_PAGE_DONE_MESSAGE}"`);
    // Without JavaScript the guest goes on by a link that takes the whole window back to the checkout.
    expect(page).toContain(`href="${escapeHtml(`${RETURN_URL}&transactionId=${id}`)}" target="_top">Weiter</a>`);
    expect(page).not.toContain("4111");
  });

  it("in its frame, a declined card is handed to the app like an accepted one", async () => {
    const id = await initTransaction();
    const response = await postCard(id, validCard({ cardNumber: "4000000000000002" }), "?embedded=1");
    expect(response.status).toBe(303);
    expect((await readTransaction(id)).status).toBe("declined");
    const page = await (await call(`/secure-fields/${id}?embedded=1`)).text();
    expect(page).toContain(`data-card-sent="${id}"`);
    expect(page).toContain(MESSAGES.en.sentNotice);
  });

  it("a used form cannot be sent again (409) and links back to the app", async () => {
    const id = await initTransaction();
    expect((await postCard(id, validCard())).status).toBe(303);
    const again = await postCard(id, validCard({ cardNumber: "5555555555554444" }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`href="${RETURN_URL}&amp;transactionId=${id}"`);
    expect((await call(`/secure-fields/${id}`)).status).toBe(409);
    expect((await readTransaction(id)).card?.brand).toBe("visa");
  });

  it("a return URL on the transaction's origin replaces the stored one", async () => {
    const id = await initTransaction();
    const other = `${APP}/de/checkout/payment?id=session-1`;
    const query = `?lang=de&returnUrl=${encodeURIComponent(other)}`;
    expect((await call(`/secure-fields/${id}${query}`)).status).toBe(200);
    const response = await postCard(id, validCard(), query);
    expect(response.headers.get("Location")).toBe(`${other}&transactionId=${id}`);
  });

  it.each([
    ["another site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["the app's own site", { "Sec-Fetch-Site": "same-site", Origin: APP }],
    ["an old browser on another site", { "Sec-Fetch-Site": "", Origin: "https://evil.example" }],
  ])("a card posted from %s is refused (403) and the transaction stays pending", async (_, site) => {
    const id = await initTransaction();
    const headers = site["Sec-Fetch-Site"] ? site : { Origin: site.Origin };
    const response = await call(`/secure-fields/${id}?lang=de`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(validCard()).toString(),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Location")).toBeNull();
    expect(await response.text()).toContain("Kartendaten nicht angenommen");
    const transaction = await readTransaction(id);
    expect(transaction.status).toBe("pending");
    expect(transaction.card).toBeNull();
    // The page's own form still works afterwards.
    expect((await postCard(id, validCard())).status).toBe(303);
    expect((await readTransaction(id)).status).toBe("authorized");
  });

  it("a form sent with another content type is refused without storing anything", async () => {
    const id = await initTransaction();
    const response = await call(`/secure-fields/${id}`, { json: validCard() });
    expect(response.status).toBe(415);
    expect((await readTransaction(id)).status).toBe("pending");
  });
});

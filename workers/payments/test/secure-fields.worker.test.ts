import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { transactionSchema } from "../../../app/domain/payments/payments-contract";
import { APP, CANCEL_URL, call, callJson, env, initTransaction, postCard, RETURN_URL, validCard } from "./test-env";

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
    expect(page).toMatch(/<form id="card-form" method="post" target="_top"/);
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

  it("a card with an expiry in the past is stored as expired", async () => {
    const id = await initTransaction();
    expect((await postCard(id, validCard({ expiry: "01/20" }))).status).toBe(303);
    const transaction = await readTransaction(id);
    expect(transaction).toMatchObject({
      status: "expired",
      reason: "card_expired",
      card: { expiryMonth: 1, expiryYear: 2020 },
    });
    expect(transaction.token).toBeUndefined();
  });

  it("an invalid number shows the form again (400) with the holder kept and no number or CVV echoed", async () => {
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
    expect(page).toMatch(/id="f-cardNumber"[^>]*aria-invalid="true"/);
    expect(page).not.toContain("4111 1111 1111 1112");
    expect(page).not.toContain("4111111111111112");
    expect(page).not.toContain('value="737"');
    expect((await readTransaction(id)).status).toBe("pending");
    expect(await storedText()).not.toContain("4111111111111112");
  });

  it.each([
    ["no holder", { holder: " " }, "holder", "Please enter the name on the card."],
    [
      "a number of an unknown brand",
      { cardNumber: "9111111111111111" },
      "cardNumber",
      "This type of card is not accepted.",
    ],
    ["a number too short", { cardNumber: "411111111111111" }, "cardNumber", "This card number is not valid."],
    ["letters in the number", { cardNumber: "4111abcd11111111" }, "cardNumber", "This card number is not valid."],
    ["an impossible expiry", { expiry: "13/30" }, "expiry", "Please enter the expiry date as MM/YY."],
    ["no expiry", { expiry: "" }, "expiry", "Please enter the expiry date as MM/YY."],
    ["a 3-digit code for Amex", { cardNumber: "378282246310005", cvv: "123" }, "cvv", "Please enter the security code"],
    ["no code for Visa", { cvv: "" }, "cvv", "Please enter the security code"],
    ["a code for AirPlus", { cardNumber: "122000000000003", cvv: "123" }, "cvv", "Please enter the security code"],
  ])("%s gives 400 with a clear message on that field", async (_, override, field, message) => {
    const id = await initTransaction();
    const response = await postCard(id, validCard(override));
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(message);
    expect(page).toMatch(new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`));
    expect(page).not.toContain('value="123"');
    expect((await readTransaction(id)).status).toBe("pending");
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

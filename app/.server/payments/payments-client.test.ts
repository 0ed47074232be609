import { describe, expect, it } from "vitest";
import { fakeFetcher, hanging, jsonResponse } from "../http/fake-fetcher.test-support";
import { createPaymentsClient, type PaymentsClientOptions, secureFieldsPageUrl } from "./payments-client.server";

const json = jsonResponse;

const sleeps: number[] = [];
function client(fetcher: PaymentsClientOptions["fetcher"], extra: Partial<PaymentsClientOptions> = {}) {
  sleeps.length = 0;
  return createPaymentsClient({
    fetcher,
    baseUrl: "https://payments.internal",
    retryDelayMs: 100,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  });
}

const TX = "0123456789abcdef0123456789abcdef";
const transaction = {
  transactionId: TX,
  status: "authorized",
  amount: 48950,
  currency: "EUR",
  card: { masked: "411111xxxxxx1111", brand: "visa", expiryMonth: 12, expiryYear: 2030, holder: "Ada Lovelace" },
  token: "sbx_0123",
};
const initRequest = {
  ibeUid: "quartier",
  amount: 48950,
  currency: "EUR",
  returnUrl: "http://quartier.localhost:5173/en/checkout/payment?id=s",
  cancelUrl: "http://quartier.localhost:5173/en/checkout/booking?id=s",
};

describe("createPaymentsClient", () => {
  it("starts a transaction with the contract's body and HTTP Basic credentials", async () => {
    const fake = fakeFetcher([() => json({ transactionId: TX }, 201)]);
    const result = await client(fake.fetcher, { apiKey: "merchant:pässword" }).getPciproxyTransationId(initRequest);
    expect(result).toEqual({ ok: true, data: { transactionId: TX }, status: 201 });
    expect(fake.calls[0]!.url).toBe("https://payments.internal/v1/transactions/secureFields");
    expect(fake.calls[0]!.init?.method).toBe("POST");
    expect(JSON.parse(String(fake.calls[0]!.init?.body))).toEqual(initRequest);
    const authorization = new Headers(fake.calls[0]!.init?.headers).get("Authorization") ?? "";
    const decoded = new TextDecoder().decode(Uint8Array.from(atob(authorization.slice(6)), (c) => c.charCodeAt(0)));
    expect(decoded).toBe("merchant:pässword");
  });

  it("reads the masked card of a transaction, scoped by tenant", async () => {
    const fake = fakeFetcher([() => json(transaction)]);
    const result = await client(fake.fetcher).getCcInfoFromTransaction(TX, "quartier");
    expect(result).toEqual({ ok: true, data: transaction, status: 200 });
    expect(fake.calls[0]!.url).toBe(`https://payments.internal/v1/transactions/${TX}?ibeUid=quartier`);
    expect(new Headers(fake.calls[0]!.init?.headers).has("Authorization")).toBe(false);
  });

  it("reads DBI definitions and saved cards with their query", async () => {
    const fake = fakeFetcher([
      () =>
        json({
          ibeUid: "quartier",
          fields: [{ code: "KS", labelKey: "checkout.dbi.KS", required: true, maxLength: 10 }],
        }),
      () =>
        json({
          ibeUid: "quartier",
          companyId: "acme",
          companyName: "ACME",
          cards: [
            { token: "t", masked: "122000xxxxx0003", brand: "uatp", holder: "A", expiryMonth: 1, expiryYear: 2030 },
          ],
        }),
    ]);
    const c = client(fake.fetcher);
    expect((await c.getDbiDefinition("quartier")).ok).toBe(true);
    expect((await c.getCardNumbers("quartier", "acme")).ok).toBe(true);
    expect(fake.calls.map((call) => call.url)).toEqual([
      "https://payments.internal/v1/airplus/dbi-definition?ibeUid=quartier",
      "https://payments.internal/v1/airplus/cards?ibeUid=quartier&companyId=acme",
    ]);
  });

  it("retries reads twice with doubling backoff, then succeeds", async () => {
    const fake = fakeFetcher([
      () => json({}, 503, "Service Unavailable"),
      () => Promise.reject(new TypeError("fetch failed")),
      () => json(transaction),
    ]);
    const result = await client(fake.fetcher).getCcInfoFromTransaction(TX, "quartier");
    expect(result.ok).toBe(true);
    expect(fake.calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it("gives up after three attempts with the last status, status text and code", async () => {
    const fake = fakeFetcher([() => json({ error: { code: "internal_error", message: "boom" } }, 502, "Bad Gateway")]);
    const result = await client(fake.fetcher).getDbiDefinition("quartier");
    expect(fake.calls).toHaveLength(3);
    expect(result).toEqual({
      ok: false,
      status: 502,
      statusText: "Bad Gateway",
      code: "internal_error",
      message: "boom",
    });
  });

  it("retries starting a transaction only once", async () => {
    const fake = fakeFetcher([() => json({}, 500)]);
    const result = await client(fake.fetcher).getPciproxyTransationId(initRequest);
    expect(fake.calls).toHaveLength(2);
    expect(result).toEqual({ ok: false, status: 500, statusText: "Internal Server Error" });
  });

  it("does not retry a 404 and keeps the service's code", async () => {
    const fake = fakeFetcher([() => json({ error: { code: "not_found", message: "Transaction not found" } }, 404)]);
    const result = await client(fake.fetcher).getCcInfoFromTransaction(TX, "alpenstay");
    expect(fake.calls).toHaveLength(1);
    expect(result).toEqual({
      ok: false,
      status: 404,
      statusText: "Not Found",
      code: "not_found",
      message: "Transaction not found",
    });
  });

  it("maps a 400 with the service's code", async () => {
    const fake = fakeFetcher([
      () => json({ error: { code: "return_url_not_allowed", message: "no" } }, 400, "Bad Request"),
    ]);
    const result = await client(fake.fetcher).getPciproxyTransationId(initRequest);
    expect(result).toMatchObject({ ok: false, status: 400, code: "return_url_not_allowed" });
    expect(fake.calls).toHaveLength(1);
  });

  it("an error body in another shape keeps status and status text only", async () => {
    const fake = fakeFetcher([() => new Response("<html>teapot</html>", { status: 418 })]);
    expect(await client(fake.fetcher).getDbiDefinition("quartier")).toEqual({
      ok: false,
      status: 418,
      statusText: "Error",
    });
  });

  it("a timeout on every attempt is 500 with code timeout", async () => {
    const fake = fakeFetcher([
      () => new Promise<Response>((_, reject) => setTimeout(() => reject(new DOMException("t", "TimeoutError")), 1)),
    ]);
    const result = await client(fake.fetcher, { timeoutMs: 5 }).getCcInfoFromTransaction(TX, "quartier");
    expect(result).toMatchObject({ ok: false, status: 500, statusText: "Timeout", code: "timeout" });
    expect(fake.calls).toHaveLength(3);
  });

  it("aborts a hanging call at the timeout", async () => {
    const fake = fakeFetcher([hanging]);
    const result = await client(fake.fetcher, { timeoutMs: 20 }).getDbiDefinition("quartier");
    expect(result).toMatchObject({ ok: false, status: 500, code: "timeout" });
    expect(fake.calls).toHaveLength(3);
  });

  it("a network error is 500 network_error", async () => {
    const fake = fakeFetcher([() => Promise.reject(new TypeError("connection refused"))]);
    expect(await client(fake.fetcher).getCardNumbers("quartier", "acme")).toEqual({
      ok: false,
      status: 500,
      statusText: "Network Error",
      code: "network_error",
      message: "connection refused",
    });
  });

  it.each([
    ["invalid JSON", () => new Response("{", { status: 200 })],
    ["a full card number", () => json({ ...transaction, card: { ...transaction.card, masked: "4111111111111111" } })],
    ["an unknown status", () => json({ ...transaction, status: "settled" })],
  ])("an answer with %s is 500 invalid_response", async (_, answer) => {
    const result = await client(fakeFetcher([answer]).fetcher).getCcInfoFromTransaction(TX, "quartier");
    expect(result).toMatchObject({ ok: false, status: 500, statusText: "Invalid Response", code: "invalid_response" });
  });

  it.each([
    [
      "a transaction id with a slash",
      (c: ReturnType<typeof client>) => c.getCcInfoFromTransaction("../admin", "quartier"),
    ],
    ["an ibeUid with capitals", (c: ReturnType<typeof client>) => c.getDbiDefinition("Quartier")],
    ["a company id with spaces", (c: ReturnType<typeof client>) => c.getCardNumbers("quartier", "a b")],
    [
      "a return URL that is not absolute",
      (c: ReturnType<typeof client>) => c.getPciproxyTransationId({ ...initRequest, returnUrl: "/en" }),
    ],
  ])("refuses %s without calling the service", async (_, run) => {
    const fake = fakeFetcher([() => json({})]);
    expect(await run(client(fake.fetcher))).toMatchObject({ ok: false, status: 400, code: "invalid_input" });
    expect(fake.calls).toHaveLength(0);
  });
});

describe("secureFieldsPageUrl", () => {
  it("builds the browser's address of the card page", () => {
    expect(
      secureFieldsPageUrl("http://payments.localhost:8787", TX, {
        lang: "de",
        returnUrl: "http://quartier.localhost:8787/de/checkout/payment?id=s",
      }),
    ).toBe(
      `http://payments.localhost:8787/secure-fields/${TX}?lang=de&returnUrl=http%3A%2F%2Fquartier.localhost%3A8787%2Fde%2Fcheckout%2Fpayment%3Fid%3Ds`,
    );
    expect(secureFieldsPageUrl("https://pay.example/sandbox/", TX, { lang: "en" })).toBe(
      `https://pay.example/sandbox/secure-fields/${TX}?lang=en`,
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  airplusCardsSchema,
  dbiDefinitionSchema,
  initSecureFieldsResponseSchema,
  paymentsErrorBodySchema,
} from "../../../shared/payments/payments-contract";
import { handleRequest } from "../index";
import { call, callJson, credentials, env, initBody, initTransaction, postCard, validCard } from "./test-env";

const errorCode = async (response: Response) => paymentsErrorBodySchema.parse(await response.json()).error.code;

describe("transactions API", () => {
  it("init answers 201 with an unguessable transaction id", async () => {
    const { status, body } = await callJson("/v1/transactions/secureFields", { json: initBody() });
    expect(status).toBe(201);
    expect(initSecureFieldsResponseSchema.parse(body).transactionId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a new transaction is pending with no card", async () => {
    const id = await initTransaction({ amount: 0, currency: "GBP", cancelUrl: undefined });
    const { body } = await callJson(`/v1/transactions/${id}?ibeUid=quartier`);
    expect(body).toEqual({ transactionId: id, status: "pending", amount: 0, currency: "GBP", card: null });
  });

  it("keeps transactions with a TTL", async () => {
    const id = await initTransaction();
    const list = await env.PAYMENT_TRANSACTIONS.list({ prefix: `tx:${id}` });
    const expiration = list.keys[0]?.expiration ?? 0;
    const now = Date.now() / 1000;
    expect(expiration).toBeGreaterThan(now + 3000);
    expect(expiration).toBeLessThanOrEqual(now + 3700);
  });

  it.each([
    ["invalid JSON", "{", "invalid_json"],
    ["no body", "", "invalid_json"],
    ["an array", [], "invalid_input"],
    ["no amount", { ...initBody(), amount: undefined }, "invalid_input"],
    ["a negative amount", initBody({ amount: -1 }), "invalid_input"],
    ["a fractional amount", initBody({ amount: 10.5 }), "invalid_input"],
    ["an amount as text", initBody({ amount: "100" }), "invalid_input"],
    ["a lower-case currency", initBody({ currency: "eur" }), "invalid_input"],
    ["a relative return URL", initBody({ returnUrl: "/en/checkout/payment" }), "invalid_input"],
    ["a javascript: return URL", initBody({ returnUrl: "javascript:alert(1)" }), "invalid_input"],
    ["credentials in the return URL", initBody({ returnUrl: "http://a:b@quartier.localhost/" }), "invalid_input"],
    ["a bad ibeUid", initBody({ ibeUid: "Quartier!" }), "invalid_input"],
    ["a return URL on another site", initBody({ returnUrl: "https://evil.example/steal" }), "return_url_not_allowed"],
    ["a cancel URL on another site", initBody({ cancelUrl: "https://evil.example/" }), "return_url_not_allowed"],
    ["a look-alike host", initBody({ returnUrl: "https://quartier.example.evil.example/" }), "return_url_not_allowed"],
  ])("init rejects %s with 400", async (_, body, code) => {
    const response = await call("/v1/transactions/secureFields", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe(code);
  });

  it("init accepts a configured production origin", async () => {
    const response = await call("/v1/transactions/secureFields", {
      json: initBody({
        returnUrl: "https://stay.harbourlofts.example/en/checkout/payment?id=x",
        ibeUid: "harbourlofts",
      }),
    });
    expect(response.status).toBe(201);
  });

  it("init for a brand created at run time is 201, and its transaction answers to that brand only", async () => {
    const response = await call("/v1/transactions/secureFields", { json: initBody({ ibeUid: "run-time-brand" }) });
    expect(response.status).toBe(201);
    const { transactionId } = (await response.json()) as { transactionId: string };
    expect((await call(`/v1/transactions/${transactionId}?ibeUid=run-time-brand`)).status).toBe(200);
    expect((await call(`/v1/transactions/${transactionId}?ibeUid=quartier`)).status).toBe(404);
  });

  it.each([
    ["no ibeUid", (id: string) => `/v1/transactions/${id}`, 400, "invalid_input"],
    ["a bad ibeUid", (id: string) => `/v1/transactions/${id}?ibeUid=A%20B`, 400, "invalid_input"],
    ["a malformed id", () => "/v1/transactions/bad%20id!?ibeUid=quartier", 400, "invalid_input"],
    ["a too short id", () => "/v1/transactions/abc?ibeUid=quartier", 400, "invalid_input"],
    ["an unknown id", () => `/v1/transactions/${"0".repeat(32)}?ibeUid=quartier`, 404, "not_found"],
    ["another tenant", (id: string) => `/v1/transactions/${id}?ibeUid=alpenstay`, 404, "not_found"],
    ["an unknown tenant", (id: string) => `/v1/transactions/${id}?ibeUid=nobody`, 404, "not_found"],
  ])("reading with %s", async (_, path, status, code) => {
    const id = await initTransaction();
    const response = await call(path(id));
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
  });

  it("another tenant cannot read a finished transaction either", async () => {
    const id = await initTransaction();
    await postCard(id, validCard());
    expect((await call(`/v1/transactions/${id}?ibeUid=quartier`)).status).toBe(200);
    expect((await call(`/v1/transactions/${id}?ibeUid=citynest`)).status).toBe(404);
  });
});

describe("secure-fields page input", () => {
  it.each([
    ["an unknown language", (id: string) => `/secure-fields/${id}?lang=fr`, 400],
    ["a malformed id", () => "/secure-fields/x", 400],
    ["an unknown id", () => `/secure-fields/${"f".repeat(32)}`, 404],
    [
      "a return URL on another origin",
      (id: string) => `/secure-fields/${id}?returnUrl=https%3A%2F%2Fevil.example%2F`,
      400,
    ],
    [
      "a return URL on another allowed origin",
      (id: string) => `/secure-fields/${id}?returnUrl=${encodeURIComponent("http://citynest.localhost:5173/en/x")}`,
      400,
    ],
    ["a return URL that is not a URL", (id: string) => `/secure-fields/${id}?returnUrl=nope`, 400],
  ])("GET with %s is an HTML error page", async (_, path, status) => {
    const id = await initTransaction();
    const response = await call(path(id));
    expect(response.status).toBe(status);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });

  it("POST to an unknown or malformed id changes nothing", async () => {
    expect((await postCard("f".repeat(32), validCard())).status).toBe(404);
    expect((await postCard("x", validCard())).status).toBe(400);
  });
});

describe("AirPlus", () => {
  it("answers a tenant's DBI definition", async () => {
    const { status, body } = await callJson("/v1/airplus/dbi-definition?ibeUid=quartier");
    expect(status).toBe(200);
    const definition = dbiDefinitionSchema.parse(body);
    expect(definition.ibeUid).toBe("quartier");
    expect(definition.fields.map((f) => [f.code, f.required])).toEqual([
      ["KS", true],
      ["PK", true],
      ["PR", false],
      ["AU", false],
    ]);
  });

  it("answers a company's saved cards, masked", async () => {
    const { status, body } = await callJson("/v1/airplus/cards?ibeUid=quartier&companyId=acme-consulting");
    expect(status).toBe(200);
    const cards = airplusCardsSchema.parse(body);
    expect(cards.companyName).toBe("ACME Consulting GmbH");
    expect(cards.cards.map((c) => c.masked)).toEqual(["122000xxxxx0003", expect.stringMatching(/^122012x{5}\d{4}$/)]);
  });

  it.each([
    ["/v1/airplus/dbi-definition", 400, "invalid_input"],
    ["/v1/airplus/dbi-definition?ibeUid=", 400, "invalid_input"],
    ["/v1/airplus/dbi-definition?ibeUid=run-time-brand", 404, "airplus_not_enabled"],
    ["/v1/airplus/dbi-definition?ibeUid=alpenstay", 404, "airplus_not_enabled"],
    ["/v1/airplus/cards?ibeUid=quartier", 400, "invalid_input"],
    ["/v1/airplus/cards?ibeUid=quartier&companyId=a%20b", 400, "invalid_input"],
    ["/v1/airplus/cards?companyId=acme-consulting", 400, "invalid_input"],
    ["/v1/airplus/cards?ibeUid=quartier&companyId=nobody", 404, "not_found"],
    ["/v1/airplus/cards?ibeUid=harbourlofts&companyId=acme-consulting", 404, "not_found"],
    ["/v1/airplus/cards?ibeUid=alpenstay&companyId=acme-consulting", 404, "airplus_not_enabled"],
  ])("%s -> %i %s", async (path, status, code) => {
    const response = await call(path);
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
  });
});

describe("routing and credentials", () => {
  it.each([
    ["GET", "/nothing", 404, "not_found"],
    ["GET", "/v1/transactions", 404, "not_found"],
    ["DELETE", "/v1/transactions/secureFields", 405, "method_not_allowed"],
    ["POST", "/v1/airplus/dbi-definition?ibeUid=quartier", 405, "method_not_allowed"],
    ["PUT", `/secure-fields/${"a".repeat(32)}`, 405, "method_not_allowed"],
  ])("%s %s -> %i", async (method, path, status, code) => {
    const response = await call(path, { method });
    expect(response.status).toBe(status);
    expect(await errorCode(response)).toBe(code);
  });

  it("/v1 needs the app's credentials as HTTP Basic, and the page does not", async () => {
    const key = env.PAYMENTS_API_KEY ?? "";
    const init = (authorization?: string) =>
      call("/v1/transactions/secureFields", {
        anonymous: !authorization,
        json: initBody(),
        ...(authorization ? { headers: { Authorization: authorization } } : {}),
      });
    expect((await init()).status).toBe(401);
    expect((await init(`Basic ${btoa(`${key}x`)}`)).status).toBe(401);
    expect((await init("Basic %%%")).status).toBe(401);
    expect((await init(`Bearer ${key}`)).status).toBe(401);
    const ok = await init(credentials());
    expect(ok.status).toBe(201);
    const { transactionId } = (await ok.json()) as { transactionId: string };
    expect((await call(`/secure-fields/${transactionId}`)).status).toBe(200);
    expect((await call(`/v1/transactions/${transactionId}?ibeUid=quartier`, { anonymous: true })).status).toBe(401);
  });

  it("a company's saved AirPlus cards are refused to a caller without credentials", async () => {
    const path = "/v1/airplus/cards?ibeUid=quartier&companyId=acme-consulting";
    const anonymous = await call(path, { anonymous: true });
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe("unauthorized");
    expect((await call(path, { headers: { Authorization: `Basic ${btoa("merchant:guess")}` } })).status).toBe(401);
    expect((await call(path)).status).toBe(200);
  });

  it("a sandbox without a configured key refuses every API call", async () => {
    const unkeyed = { ...env, PAYMENTS_API_KEY: undefined };
    const request = new Request("https://payments.example/v1/airplus/dbi-definition?ibeUid=quartier", {
      headers: { Authorization: `Basic ${btoa(":")}` },
    });
    expect((await handleRequest(request, unkeyed)).status).toBe(401);
    const page = await handleRequest(new Request(`https://payments.example/secure-fields/${"f".repeat(32)}`), unkeyed);
    expect(page.status).toBe(404);
    expect(page.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

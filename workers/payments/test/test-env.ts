import { env as rawEnv, SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { PaymentsEnv } from "../env";

/** The sandbox's bindings in tests (cloudflare:test types `env` as the app's Env). */
export const env = rawEnv as unknown as PaymentsEnv;

export const BASE = "http://payments.localhost:8789";
export const APP = "http://quartier.localhost:5173";
export const RETURN_URL = `${APP}/en/checkout/payment?id=session-1`;
export const CANCEL_URL = `${APP}/en/checkout/booking?id=session-1`;

/** The app's credentials, as HTTP Basic (PCI Proxy's merchant id and password). */
export const credentials = () => `Basic ${btoa(env.PAYMENTS_API_KEY ?? "")}`;

/** Calls the sandbox; /v1 calls carry the app's credentials unless `anonymous`. */
export function call(
  path: string,
  init: RequestInit & { json?: unknown; anonymous?: boolean } = {},
): Promise<Response> {
  const { json, anonymous, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  if (path.startsWith("/v1/") && !anonymous && !headers.has("Authorization"))
    headers.set("Authorization", credentials());
  return SELF.fetch(`${BASE}${path}`, {
    redirect: "manual",
    ...rest,
    headers,
    ...(json !== undefined ? { body: JSON.stringify(json), method: rest.method ?? "POST" } : {}),
  });
}

export async function callJson<T = Record<string, unknown>>(
  path: string,
  init: RequestInit & { json?: unknown; anonymous?: boolean } = {},
) {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

export const initBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 48_950,
  currency: "EUR",
  returnUrl: RETURN_URL,
  cancelUrl: CANCEL_URL,
  ibeUid: "quartier",
  ...overrides,
});

/** Starts a transaction and answers its id. */
export async function initTransaction(overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await callJson<{ transactionId: string }>("/v1/transactions/secureFields", {
    json: initBody(overrides),
  });
  expect(status).toBe(201);
  return body.transactionId;
}

/**
 * Posts the card form as a browser without JavaScript would: from the page itself (a browser says so
 * in Sec-Fetch-Site; the page's no-referrer policy makes its Origin "null"), or from `site`.
 */
export function postCard(
  transactionId: string,
  fields: Record<string, string>,
  query = "",
  site: { "Sec-Fetch-Site": string; Origin: string } = { "Sec-Fetch-Site": "same-origin", Origin: "null" },
): Promise<Response> {
  return call(`/secure-fields/${transactionId}${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...site },
    body: new URLSearchParams(fields).toString(),
  });
}

export const validCard = (overrides: Record<string, string> = {}) => ({
  holder: "Ada Lovelace",
  cardNumber: "4111 1111 1111 1111",
  expiry: "12/30",
  cvv: "123",
  ...overrides,
});

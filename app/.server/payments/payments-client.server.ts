import type { z } from "zod";
import type { DbiDefinition } from "../../../shared/payments/dbi";
import {
  type AirplusCards,
  type AliasPayment,
  type AliasPaymentRequest,
  airplusCardsSchema,
  aliasPaymentRequestSchema,
  aliasPaymentSchema,
  type CardTransaction,
  companyIdSchema,
  dbiDefinitionSchema,
  type InitSecureFieldsRequest,
  type InitSecureFieldsResponse,
  initSecureFieldsRequestSchema,
  initSecureFieldsResponseSchema,
  PAYMENTS_IDEMPOTENCY_KEY_HEADER,
  type PaymentsErrorCode,
  type PaymentsLanguage,
  paymentsErrorBodySchema,
  paymentsIbeUidSchema,
  paymentsIdempotencyKeySchema,
  paymentsPaths,
  transactionIdSchema,
  transactionSchema,
} from "../../../shared/payments/payments-contract";
import type { UpstreamDeadline } from "../http/upstream-deadline.server";
import {
  type HttpResult,
  jsonCall,
  resolveUrl,
  type UpstreamFetcher,
  type UpstreamOptions,
} from "../http/upstream-http.server";

/**
 * What every payment call returns: the validated data, or the HTTP status and status text (500 when
 * no HTTP answer came) with the service's machine-readable code when it sent one.
 */
export type PaymentsResult<T> = HttpResult<T, PaymentsErrorCode>;

export type PaymentsClientOptions = {
  /** The sandbox's service binding, or `{ fetch: (i, init) => fetch(i, init) }` for a service on the network. */
  fetcher: UpstreamFetcher;
  /** "https://payments.internal" behind the service binding; the service's API base URL otherwise. */
  baseUrl: string;
  /** "merchantId:password", sent as HTTP Basic credentials as PCI Proxy expects. */
  apiKey?: string;
  /** Per attempt, default 8000 ms. */
  timeoutMs?: number;
  /** First retry backoff, default 150 ms (doubles). */
  retryDelayMs?: number;
  /** For tests. */
  sleep?: (ms: number) => Promise<void>;
  /** The request's overall upstream deadline. */
  deadline?: UpstreamDeadline;
};

/** Reads are retried twice, like the OTA's. */
const READ_RETRIES = 2;
/**
 * Starting a transaction is retried once: a retry after a lost answer at worst leaves an unused
 * pending transaction, which expires.
 */
const INIT_RETRIES = 1;

/**
 * The app's interface to card payments. The embedded sandbox speaks these shapes; a production
 * adapter for PCI Proxy implements the same interface.
 */
export type PaymentsClient = {
  /** Starts a secure-fields transaction (PCI Proxy: POST /v1/transactions/secureFields). */
  getPciproxyTransationId(request: InitSecureFieldsRequest): Promise<PaymentsResult<InitSecureFieldsResponse>>;
  /** Status and masked card of a transaction; another tenant's id answers 404. */
  getCcInfoFromTransaction(transactionId: string, ibeUid: string): Promise<PaymentsResult<CardTransaction>>;
  /** The AirPlus DBI fields the tenant's companies fill in. */
  getDbiDefinition(ibeUid: string): Promise<PaymentsResult<DbiDefinition & { ibeUid: string }>>;
  /** A company's saved AirPlus cards, masked. */
  getCardNumbers(ibeUid: string, companyId: string): Promise<PaymentsResult<AirplusCards>>;
  /**
   * Charges (`settled`) or pays back (`credited`) an amount with a booking's card alias
   * (docs/decisions/0141). The idempotency key makes a retry answer the same: retried once.
   */
  payWithAlias(
    kind: AliasPayment["status"],
    request: AliasPaymentRequest,
    idempotencyKey: string,
  ): Promise<PaymentsResult<AliasPayment>>;
};

function badInput<T>(what: string): PaymentsResult<T> {
  return { ok: false, status: 400, statusText: "Bad Request", code: "invalid_input", message: `Invalid ${what}` };
}

const valid = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** PCI Proxy's server API takes HTTP Basic credentials; btoa needs Latin-1, so encode UTF-8 first. */
function basicAuthorization(apiKey: string): string {
  const bytes = new TextEncoder().encode(apiKey);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * The client for the payment service's server API. Typed, validated answers; reads retried; every
 * call ends in a PaymentsResult and never throws. Ids are checked before they reach a URL. The card
 * number and security code never pass through here: the browser sends them to the secure-fields page.
 */
export function createPaymentsClient(options: PaymentsClientOptions): PaymentsClient {
  const http: UpstreamOptions<PaymentsErrorCode> = {
    fetcher: options.fetcher,
    baseUrl: options.baseUrl,
    ...(options.apiKey ? { headers: { Authorization: basicAuthorization(options.apiKey) } } : {}),
    timeoutMs: options.timeoutMs ?? 8_000,
    retryDelayMs: options.retryDelayMs ?? 150,
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.deadline ? { deadline: options.deadline } : {}),
    readError(body) {
      const parsed = paymentsErrorBodySchema.safeParse(body);
      return parsed.success ? { code: parsed.data.error.code, message: parsed.data.error.message } : undefined;
    },
  };

  return {
    getPciproxyTransationId(request) {
      const parsed = initSecureFieldsRequestSchema.safeParse(request);
      if (!parsed.success) return Promise.resolve(badInput("transaction request"));
      return jsonCall(
        http,
        { method: "POST", path: paymentsPaths.initSecureFields(), body: parsed.data, retries: INIT_RETRIES },
        initSecureFieldsResponseSchema,
      );
    },

    getCcInfoFromTransaction(transactionId, ibeUid) {
      if (!valid(transactionIdSchema, transactionId)) return Promise.resolve(badInput("transaction id"));
      if (!valid(paymentsIbeUidSchema, ibeUid)) return Promise.resolve(badInput("ibeUid"));
      return jsonCall(
        http,
        { method: "GET", path: paymentsPaths.transaction(transactionId), query: { ibeUid }, retries: READ_RETRIES },
        transactionSchema,
      );
    },

    getDbiDefinition(ibeUid) {
      if (!valid(paymentsIbeUidSchema, ibeUid)) return Promise.resolve(badInput("ibeUid"));
      return jsonCall(
        http,
        { method: "GET", path: paymentsPaths.dbiDefinition(), query: { ibeUid }, retries: READ_RETRIES },
        dbiDefinitionSchema,
      );
    },

    payWithAlias(kind, request, idempotencyKey) {
      const parsed = aliasPaymentRequestSchema.safeParse(request);
      if (!parsed.success) return Promise.resolve(badInput("payment request"));
      if (!valid(paymentsIdempotencyKeySchema, idempotencyKey)) return Promise.resolve(badInput("idempotency key"));
      const path = kind === "settled" ? paymentsPaths.authorizeWithAlias() : paymentsPaths.creditWithAlias();
      return jsonCall(
        http,
        {
          method: "POST",
          path,
          body: parsed.data,
          headers: { [PAYMENTS_IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          retries: INIT_RETRIES,
        },
        aliasPaymentSchema,
      );
    },

    getCardNumbers(ibeUid, companyId) {
      if (!valid(paymentsIbeUidSchema, ibeUid)) return Promise.resolve(badInput("ibeUid"));
      if (!valid(companyIdSchema, companyId)) return Promise.resolve(badInput("companyId"));
      return jsonCall(
        http,
        { method: "GET", path: paymentsPaths.airplusCards(), query: { ibeUid, companyId }, retries: READ_RETRIES },
        airplusCardsSchema,
      );
    },
  };
}

/**
 * The browser's address of the card page for a transaction: the service's public origin (not the
 * service binding's internal one), e.g. "http://payments.localhost:8787". Link to it, or frame it.
 */
export function secureFieldsPageUrl(
  publicBaseUrl: string,
  transactionId: string,
  options: { lang: PaymentsLanguage; returnUrl?: string },
): string {
  return resolveUrl(publicBaseUrl, paymentsPaths.secureFieldsPage(transactionId), {
    lang: options.lang,
    returnUrl: options.returnUrl,
  });
}

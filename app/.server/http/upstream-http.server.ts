import type { z } from "zod";
import { planAttempt } from "../../domain/upstream/attempt-plan";
import { attemptSignal, type UpstreamDeadline } from "./upstream-deadline.server";

/**
 * The one HTTP client of the app's upstreams (the OTA, the payment service, the places service, the
 * ECB feed): a timeout per attempt, retries with exponential backoff on network errors, timeouts,
 * unreadable answers and 408/425/429/5xx statuses, all inside the request's upstream deadline when
 * one is given (a retry that the remaining time cannot hold is not started), and failures as `{ ok: false, status, statusText,
 * code?, message?, details? }`. A failure that never got an HTTP error status from the upstream is 500
 * (the spec: "the HTTP status and status text, or 500 if unknown") with a code that says what
 * happened: `timeout`, `network_error` or `invalid_response`. Never throws.
 */

/** Anything with a fetch: a service binding (Fetcher), or the global fetch as `globalFetcher`. */
export type UpstreamFetcher = { fetch(input: string, init?: RequestInit): Promise<Response> };

/** The platform's fetch, for upstreams on the network. */
export const globalFetcher: UpstreamFetcher = { fetch: (input, init) => fetch(input, init) };

/** Codes for failures that never reached a well-formed answer. */
export type TransportErrorCode = "timeout" | "network_error" | "invalid_response";

export type HttpFailure<Code extends string = string> = {
  ok: false;
  status: number;
  statusText: string;
  code?: Code | TransportErrorCode;
  message?: string;
  details?: Record<string, unknown>;
};

export type HttpResult<T, Code extends string = string> = { ok: true; data: T; status: number } | HttpFailure<Code>;

export type UpstreamOptions<Code extends string = string> = {
  fetcher: UpstreamFetcher;
  baseUrl: string;
  /** Sent with every request (e.g. Authorization). */
  headers?: Record<string, string>;
  /** Per attempt. */
  timeoutMs: number;
  /** The request's overall upstream deadline; attempts and retries stay inside it. */
  deadline?: UpstreamDeadline;
  /** First backoff; doubles on each retry. Default 100 ms. */
  retryDelayMs?: number;
  /** Replaceable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Reads the service's machine-readable code and message from an error body, if it has them. */
  readError?: (body: unknown) => { code: Code; message?: string; details?: Record<string, unknown> } | undefined;
};

export type UpstreamRequest = {
  method: "GET" | "POST" | "PUT";
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead (an OAuth token request). */
  form?: URLSearchParams;
  /** Sent as the raw body instead, with its media type (an uploaded file). */
  file?: { bytes: Uint8Array<ArrayBuffer>; contentType: string };
  /** Headers of this request only (e.g. an idempotency key, or Accept for a non-JSON answer). */
  headers?: Record<string, string>;
  /** Extra attempts after the first; only for requests that are safe to repeat. */
  retries: number;
};

/** Statuses worth another try: the upstream or something in front of it was briefly unable to answer. */
const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  425: "Too Early",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** HTTP/2 responses carry no reason phrase; fill in the standard one so pages always have a text. */
export function defaultStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? "Error";
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves a path against the base URL, keeping a base path ("https://host/v2" + "/x" =
 * "https://host/v2/x"); an absolute URL the service handed out (e.g. a redirect location) stays as it is.
 */
export function resolveUrl(baseUrl: string, path: string, query?: UpstreamRequest["query"]): string {
  let url: URL;
  if (/^https?:\/\//i.test(path)) url = new URL(path);
  else if (path === "") url = new URL(baseUrl);
  else {
    url = new URL(baseUrl);
    const [pathname = "", search = ""] = path.split("?");
    url.pathname = `${url.pathname.replace(/\/$/, "")}/${pathname.replace(/^\//, "")}`;
    url.search = search;
  }
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

async function readFailure<Code extends string>(
  response: Response,
  readError: UpstreamOptions<Code>["readError"],
): Promise<HttpFailure<Code>> {
  const failure: HttpFailure<Code> = {
    ok: false,
    status: response.status,
    statusText: response.statusText || defaultStatusText(response.status),
  };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure;
  }
  const error = readError?.(body);
  if (!error) return failure;
  return {
    ...failure,
    code: error.code,
    ...(error.message ? { message: error.message } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}

const invalidResponse = (message: string): HttpFailure<never> => ({
  ok: false,
  status: 500,
  statusText: "Invalid Response",
  code: "invalid_response",
  message,
});

/** What a reader makes of a successful answer: its data, or a failure that is not worth a retry. */
export type ReadOutcome<T> = { ok: true; data: T } | { ok: false; failure: HttpFailure<never> };

/**
 * One request with the policy above. `read` turns a 2xx answer into data; when it throws (a body that
 * cannot be read), the attempt counts as failed and is retried.
 */
export async function upstreamCall<T, Code extends string = string>(
  options: UpstreamOptions<Code>,
  request: UpstreamRequest,
  read: (response: Response) => Promise<ReadOutcome<T>>,
): Promise<HttpResult<T, Code>> {
  const url = resolveUrl(options.baseUrl, request.path, request.query);
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers, ...request.headers };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (request.form !== undefined) headers["Content-Type"] = "application/x-www-form-urlencoded";
  if (request.file !== undefined) headers["Content-Type"] = request.file.contentType;
  const body =
    request.file !== undefined
      ? request.file.bytes
      : request.form !== undefined
        ? request.form.toString()
        : JSON.stringify(request.body);
  const sleep = options.sleep ?? defaultSleep;
  const retryDelayMs = options.retryDelayMs ?? 100;
  const timeout = (ms: number): HttpFailure<Code> => ({
    ok: false,
    status: 500,
    statusText: "Timeout",
    code: "timeout",
    message: `No answer within ${ms} ms`,
  });
  // Without any attempt (the deadline had passed), the call failed as a timeout.
  let last: HttpFailure<Code> = timeout(0);
  for (let attempt = 0; ; attempt++) {
    const plan = planAttempt({
      attempt,
      retries: request.retries,
      timeoutMs: options.timeoutMs,
      backoffMs: retryDelayMs * 2 ** Math.max(0, attempt - 1),
      remainingMs: options.deadline?.remainingMs() ?? Number.POSITIVE_INFINITY,
    });
    if (!plan) break;
    if (plan.waitMs > 0) await sleep(plan.waitMs);
    let response: Response;
    try {
      response = await options.fetcher.fetch(url, {
        method: request.method,
        headers,
        ...(request.body !== undefined || request.form !== undefined || request.file !== undefined ? { body } : {}),
        signal: attemptSignal(plan.timeoutMs, options.deadline),
      });
    } catch (error) {
      last = isTimeout(error)
        ? timeout(plan.timeoutMs)
        : {
            ok: false,
            status: 500,
            statusText: "Network Error",
            code: "network_error",
            message: error instanceof Error ? error.message : String(error),
          };
      continue;
    }
    if (!response.ok) {
      last = await readFailure(response, options.readError);
      if (RETRYABLE_STATUS.has(response.status)) continue;
      return last;
    }
    let outcome: ReadOutcome<T>;
    try {
      outcome = await read(response);
    } catch (error) {
      last = isTimeout(error) ? timeout(plan.timeoutMs) : invalidResponse("The answer could not be read");
      continue;
    }
    if (!outcome.ok) return outcome.failure;
    return { ok: true, data: outcome.data, status: response.status };
  }
  return last;
}

/** A JSON answer validated with `schema`; an answer of another shape is `invalid_response`. */
export function jsonCall<T extends z.ZodType, Code extends string = string>(
  options: UpstreamOptions<Code>,
  request: UpstreamRequest,
  schema: T,
): Promise<HttpResult<z.output<T>, Code>> {
  return upstreamCall(options, request, async (response) => {
    const parsed = schema.safeParse(await response.json());
    if (parsed.success) return { ok: true, data: parsed.data };
    return {
      ok: false,
      failure: invalidResponse(
        parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; "),
      ),
    };
  });
}

/** A text answer (e.g. an XML feed), left to the caller to parse. */
export function textCall<Code extends string = string>(
  options: UpstreamOptions<Code>,
  request: UpstreamRequest,
): Promise<HttpResult<string, Code>> {
  return upstreamCall(options, request, async (response) => ({ ok: true, data: await response.text() }));
}

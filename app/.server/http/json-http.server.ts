import type { z } from "zod";

/**
 * JSON over HTTP for the app's upstream clients (the OTA, the payment service): timeout per attempt,
 * retries with exponential backoff on network errors, timeouts and 408/429/5xx answers, the answer
 * validated with a zod schema, and failures as `{ ok: false, status, statusText, code?, message?,
 * details? }` (500 when no HTTP answer came). Never throws. Each client passes its headers and the
 * reader of its error bodies. (The places helper, app/.server/places/upstream-fetch.server.ts, only GETs.)
 */

/** Anything with a fetch: a service binding (Fetcher) or the global fetch wrapped in an object. */
export type JsonFetcher = { fetch(input: string, init?: RequestInit): Promise<Response> };

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

export type JsonHttpOptions<Code extends string = string> = {
  fetcher: JsonFetcher;
  baseUrl: string;
  /** Sent with every request (e.g. Authorization). */
  headers?: Record<string, string>;
  /** Per attempt. */
  timeoutMs: number;
  /** First backoff; doubles on each retry. */
  retryDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  /** Reads the service's machine-readable code and message from an error body, if it has them. */
  readError?: (body: unknown) => { code: Code; message?: string; details?: Record<string, unknown> } | undefined;
};

export type JsonRequest = {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Headers of this request only (e.g. an idempotency key). */
  headers?: Record<string, string>;
  /** Extra attempts after the first on network errors, timeouts and 429/5xx answers. */
  retries: number;
};

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);

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
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function defaultStatusText(status: number): string {
  return STATUS_TEXTS[status] ?? "Error";
}

/**
 * Resolves a path against the base URL, keeping a base path ("https://host/v2" + "/x" =
 * "https://host/v2/x"); an absolute URL the service handed out (e.g. a redirect location) stays as it is.
 */
export function resolveUrl(baseUrl: string, path: string, query?: JsonRequest["query"]): string {
  let url: URL;
  if (/^https?:\/\//i.test(path)) url = new URL(path);
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
  readError: JsonHttpOptions<Code>["readError"],
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

export async function jsonCall<T extends z.ZodType, Code extends string = string>(
  options: JsonHttpOptions<Code>,
  request: JsonRequest,
  schema: T,
): Promise<HttpResult<z.output<T>, Code>> {
  const url = resolveUrl(options.baseUrl, request.path, request.query);
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers, ...request.headers };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const timeout = (): HttpFailure<Code> => ({
    ok: false,
    status: 500,
    statusText: "Timeout",
    code: "timeout",
    message: `No answer within ${options.timeoutMs} ms`,
  });
  let last: HttpFailure<Code> = { ok: false, status: 500, statusText: "Internal Server Error" };
  for (let attempt = 0; attempt <= request.retries; attempt++) {
    if (attempt > 0) await options.sleep(options.retryDelayMs * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await options.fetcher.fetch(url, {
        method: request.method,
        headers,
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      last = isTimeout(error)
        ? timeout()
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
    let data: unknown;
    try {
      data = await response.json();
    } catch (error) {
      last = isTimeout(error)
        ? timeout()
        : { ok: false, status: 500, statusText: "Invalid Response", code: "invalid_response", message: "Invalid JSON" };
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      return {
        ok: false,
        status: 500,
        statusText: "Invalid Response",
        code: "invalid_response",
        message: parsed.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
          .join("; "),
      };
    }
    return { ok: true, data: parsed.data, status: response.status };
  }
  return last;
}

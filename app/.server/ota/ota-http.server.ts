import type { z } from "zod";
import { OTA_API_KEY_HEADER, otaErrorBodySchema } from "~/domain/ota/common";
import type { OtaFailure, OtaResult } from "./ota-result";

/** Anything with a fetch: a service binding (Fetcher) or the global fetch wrapped in an object. */
export type OtaFetcher = { fetch(input: string, init?: RequestInit): Promise<Response> };

export type OtaHttpOptions = {
  fetcher: OtaFetcher;
  baseUrl: string;
  apiKey?: string;
  /** Per attempt. */
  timeoutMs: number;
  /** First backoff; doubles on each retry. */
  retryDelayMs: number;
  sleep: (ms: number) => Promise<void>;
};

export type OtaRequest = {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Extra attempts after the first on network errors, timeouts and 5xx/429 answers. */
  retries: number;
};

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);

function failure(status: number, statusText: string, extra: Partial<OtaFailure> = {}): OtaFailure {
  return { ok: false, status, statusText, ...extra };
}

/** Resolves an OTA path (or an absolute URL it handed out, such as a redirect location) against the base URL. */
export function otaUrl(baseUrl: string, path: string, query?: OtaRequest["query"]): string {
  let url: URL;
  if (/^https?:\/\//i.test(path)) url = new URL(path);
  else {
    // Keep a base path such as https://ota.example/v2 in front of the OTA's absolute paths.
    url = new URL(baseUrl);
    const [pathname = "", search = ""] = path.split("?");
    url.pathname = `${url.pathname.replace(/\/$/, "")}/${pathname.replace(/^\//, "")}`;
    url.search = search;
  }
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

async function readFailure(response: Response): Promise<OtaFailure> {
  const statusText = response.statusText || defaultStatusText(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure(response.status, statusText);
  }
  const parsed = otaErrorBodySchema.safeParse(body);
  if (!parsed.success) return failure(response.status, statusText);
  const { code, message, details } = parsed.data.error;
  return failure(response.status, statusText, { code, message, ...(details ? { details } : {}) });
}

function defaultStatusText(status: number): string {
  const texts: Record<number, string> = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    409: "Conflict",
    422: "Unprocessable Content",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  return texts[status] ?? "Error";
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * One OTA call: timeout per attempt, retries with exponential backoff for idempotent calls, the answer
 * validated with the contract's schema. Never throws.
 */
export async function otaCall<T extends z.ZodType>(
  options: OtaHttpOptions,
  request: OtaRequest,
  schema: T,
): Promise<OtaResult<z.output<T>>> {
  const url = otaUrl(options.baseUrl, request.path, request.query);
  const headers: Record<string, string> = { Accept: "application/json", ...request.headers };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.apiKey) headers[OTA_API_KEY_HEADER] = options.apiKey;
  let last: OtaFailure = failure(500, "Internal Server Error");
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
        ? failure(500, "Timeout", { code: "timeout", message: `No answer within ${options.timeoutMs} ms` })
        : failure(500, "Network Error", {
            code: "network_error",
            message: error instanceof Error ? error.message : String(error),
          });
      continue;
    }
    if (!response.ok) {
      last = await readFailure(response);
      if (RETRYABLE_STATUS.has(response.status)) continue;
      return last;
    }
    let data: unknown;
    try {
      data = await response.json();
    } catch (error) {
      last = isTimeout(error)
        ? failure(500, "Timeout", { code: "timeout", message: `No answer within ${options.timeoutMs} ms` })
        : failure(500, "Invalid Response", { code: "invalid_response", message: "The OTA answered with invalid JSON" });
      continue;
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      return failure(500, "Invalid Response", {
        code: "invalid_response",
        message: parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join(".")}: ${i.message}`)
          .join("; "),
      });
    }
    return { ok: true, data: parsed.data, status: response.status };
  }
  return last;
}

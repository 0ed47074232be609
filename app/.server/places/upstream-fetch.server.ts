/**
 * GET requests to an upstream HTTP service with a timeout per attempt and retries for transient
 * failures. Used by the Photon places client and the ECB rates client; both only read, so every
 * request here is idempotent and safe to repeat.
 */

/** The part of `fetch` the clients need; a service binding's `fetch` fits too. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type UpstreamResponse = { ok: true; response: Response } | { ok: false; status: number; statusText: string };

export type UpstreamFetchOptions = {
  /** Time limit of one attempt. */
  timeoutMs: number;
  /** Further attempts after a transient failure; default 2. */
  retries?: number;
  /** Wait before the first retry, doubled for each further one; default 100 ms. */
  backoffMs?: number;
  headers?: Record<string, string>;
  /** Replaceable for tests. */
  sleep?: (ms: number) => Promise<void>;
};

/** Statuses worth another try: the upstream or something in front of it was briefly unable to answer. */
const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * GETs `url`. Resolves to the response when its status is 2xx; otherwise to the last status and
 * status text seen: the upstream's own, 504 "Gateway Timeout" when every attempt timed out, or 500
 * "Internal Server Error" when the request failed without any status (DNS, connection reset).
 */
export async function fetchUpstream(
  fetcher: FetchLike,
  url: string,
  options: UpstreamFetchOptions,
): Promise<UpstreamResponse> {
  const retries = Math.max(0, options.retries ?? 2);
  const backoffMs = Math.max(0, options.backoffMs ?? 100);
  const sleep = options.sleep ?? defaultSleep;
  let failure: { status: number; statusText: string } = { status: 500, statusText: "Internal Server Error" };

  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
    let response: Response;
    try {
      response = await fetcher(url, {
        method: "GET",
        headers: { Accept: "application/json", ...options.headers },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      failure = isTimeout(error)
        ? { status: 504, statusText: "Gateway Timeout" }
        : { status: 500, statusText: "Internal Server Error" };
      continue;
    }
    if (response.ok) return { ok: true, response };
    failure = { status: response.status, statusText: response.statusText || defaultStatusText(response.status) };
    await response.body?.cancel();
    if (!TRANSIENT_STATUSES.has(response.status)) break;
  }
  return { ok: false, ...failure };
}

const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  408: "Request Timeout",
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

/**
 * Reads a successful response's body as JSON or text. A body that cannot be read counts as a bad
 * answer from the upstream: 502 "Bad Gateway".
 */
export async function readJson(
  response: Response,
): Promise<{ ok: true; body: unknown } | { ok: false; status: 502; statusText: string }> {
  try {
    return { ok: true, body: await response.json() };
  } catch {
    return { ok: false, status: 502, statusText: "Bad Gateway" };
  }
}

export async function readText(
  response: Response,
): Promise<{ ok: true; body: string } | { ok: false; status: 502; statusText: string }> {
  try {
    return { ok: true, body: await response.text() };
  } catch {
    return { ok: false, status: 502, statusText: "Bad Gateway" };
  }
}

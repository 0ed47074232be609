import type { z } from "zod";
import type { UpstreamDeadline } from "../http/upstream-deadline.server";
import {
  type HttpResult,
  jsonCall,
  type UpstreamFetcher,
  type UpstreamOptions,
  upstreamCall,
} from "../http/upstream-http.server";

/**
 * How the app reaches the identity provider (discovery, token endpoint): through the one upstream
 * client, inside the request's upstream deadline, so a slow provider holds a sign-in or a page no
 * longer than any other upstream (docs/decisions/0018).
 */
export type IdentityHttp = { fetcher: UpstreamFetcher; deadline?: UpstreamDeadline };

/** Per attempt; the request's deadline may end it sooner. */
const IDENTITY_TIMEOUT_MS = 5_000;

/** An OAuth error answer (RFC 6749 5.2): `error` and, maybe, `error_description`. */
function readOAuthError(body: unknown): { code: string; message?: string } | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, error_description: description } = body as { error?: unknown; error_description?: unknown };
  if (typeof error !== "string") return undefined;
  return { code: error, ...(typeof description === "string" ? { message: description } : {}) };
}

function optionsOf(http: IdentityHttp): UpstreamOptions {
  return {
    fetcher: http.fetcher,
    baseUrl: "https://identity.invalid",
    timeoutMs: IDENTITY_TIMEOUT_MS,
    readError: readOAuthError,
    ...(http.deadline ? { deadline: http.deadline } : {}),
  };
}

/** A JSON document of the provider (the discovery document), validated; read once more after a blip. */
export function identityDocument<T extends z.ZodType>(
  http: IdentityHttp,
  url: string,
  schema: T,
): Promise<HttpResult<z.output<T>>> {
  return jsonCall(optionsOf(http), { method: "GET", path: url, retries: 1 }, schema);
}

/**
 * A client registration call (RFC 7591 POST, RFC 7592 PUT): JSON metadata with a bearer token (the
 * initial access token, or the client's registration access token), the answer validated. Never
 * repeated: a repeated POST would register a second client.
 */
export function registrationCall<T extends z.ZodType>(
  http: IdentityHttp,
  call: { method: "POST" | "PUT"; url: string; body: unknown; token: string | undefined },
  schema: T,
): Promise<HttpResult<z.output<T>>> {
  const headers: Record<string, string> = call.token ? { Authorization: `Bearer ${call.token}` } : {};
  return jsonCall(
    optionsOf(http),
    { method: call.method, path: call.url, body: call.body, headers, retries: 0 },
    schema,
  );
}

/**
 * A token request (RFC 6749 section 4.1.3, 4.4, 6): the form posted to the token endpoint, the answer's
 * JSON object, or the failure with the provider's OAuth error code. Never repeated: an authorization
 * code or a rotating refresh token is good for one request only.
 */
export function tokenRequest(
  http: IdentityHttp,
  tokenEndpoint: string,
  form: URLSearchParams,
  headers: Record<string, string> = {},
): Promise<HttpResult<Record<string, unknown>>> {
  return upstreamCall(
    optionsOf(http),
    { method: "POST", path: tokenEndpoint, form, headers, retries: 0 },
    async (response) => {
      const body: unknown = await response.json();
      if (typeof body === "object" && body !== null) return { ok: true, data: body as Record<string, unknown> };
      return {
        ok: false,
        failure: { ok: false, status: 500, statusText: "Invalid Response", code: "invalid_response" },
      };
    },
  );
}

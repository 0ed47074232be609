import { z } from "zod";
import {
  type CloudflareCustomHostname,
  checkCustomHostname,
  type HostnameResult,
  hostnameStatusOf,
  localHostnameStatus,
} from "../../domain/brands/custom-hostname";
import type { UpstreamFetcher } from "../http/upstream-http.server";
import { jsonCall, type UpstreamOptions } from "../http/upstream-http.server";
import { logger } from "../logger.server";

/**
 * A brand's host names at the edge (docs/decisions/0125). `request` asks for a host and its certificate
 * (idempotent: a host already there is read, not created twice); `status` reads it again (the brand
 * page's refresh). Cloudflare for SaaS in production, `*.localhost` answering at once locally.
 */
export type CustomHostnames = {
  request(host: string): Promise<HostnameResult>;
  status(host: string): Promise<HostnameResult>;
};

export type { HostnameResult };

export const localCustomHostnames: CustomHostnames = {
  request: async (host) => ({ ok: true, status: localHostnameStatus(host) }),
  status: async (host) => ({ ok: true, status: localHostnameStatus(host) }),
};

export type CloudflareHostnamesConfig = {
  zoneId: string | undefined;
  /** The SaaS zone's own name: hosts inside it are refused (the zone serves them itself). */
  zoneName: string | undefined;
  apiToken: string | undefined;
  /** What brands point their CNAME at: the fallback origin, or a name that CNAMEs to it. */
  cnameTarget: string | undefined;
  /** Certificate validation: `http` once the CNAME is in place (no record to add), or `txt`. */
  sslMethod: "http" | "txt";
  fetcher: UpstreamFetcher;
  apiBase?: string;
};

const CLOUDFLARE_API = "https://api.cloudflare.com/client/v4";

const customHostnameSchema = z.object({
  hostname: z.string(),
  status: z.string().optional(),
  ssl: z
    .object({
      status: z.string().optional(),
      method: z.string().optional(),
      validation_records: z
        .array(z.object({ txt_name: z.string().optional(), txt_value: z.string().optional() }))
        .optional(),
      validation_errors: z.array(z.object({ message: z.string().optional() })).optional(),
    })
    .optional(),
  ownership_verification: z
    .object({ type: z.string().optional(), name: z.string().optional(), value: z.string().optional() })
    .optional(),
  verification_errors: z.array(z.unknown()).optional(),
}) satisfies z.ZodType<CloudflareCustomHostname>;

/** Cloudflare's envelope: `{ success, errors, result }`. */
const oneSchema = z.object({ success: z.boolean(), result: customHostnameSchema });
const listSchema = z.object({ success: z.boolean(), result: z.array(customHostnameSchema) });

/** The API's error body: the first error's code and message. */
function readCloudflareError(body: unknown) {
  const first = (body as { errors?: { code?: unknown; message?: unknown }[] } | null)?.errors?.[0];
  if (!first) return undefined;
  return {
    code: String(first.code ?? "error"),
    ...(typeof first.message === "string" ? { message: first.message } : {}),
  };
}

export function cloudflareCustomHostnames(config: CloudflareHostnamesConfig): CustomHostnames {
  const { zoneId, apiToken, cnameTarget } = config;
  const options = (): UpstreamOptions => ({
    fetcher: config.fetcher,
    baseUrl: `${config.apiBase ?? CLOUDFLARE_API}/zones/${zoneId}`,
    headers: { Authorization: `Bearer ${apiToken}` },
    timeoutMs: 10_000,
    readError: readCloudflareError,
  });
  const failed = (host: string, result: { status: number; code?: string }): HostnameResult => {
    // The token never reaches the log; the API's code says what it refused.
    logger.warn("custom hostname call failed", { host, status: result.status, code: result.code });
    const unreachable = result.code === "timeout" || result.code === "network_error" || result.status >= 500;
    return { ok: false, host, reason: unreachable ? "unreachable" : "api-refused" };
  };

  /** Reads the host by name (no id kept on our side): the one match, or none. */
  async function find(host: string) {
    return jsonCall(
      options(),
      { method: "GET", path: "custom_hostnames", query: { hostname: host }, retries: 1 },
      listSchema,
    );
  }

  async function checked(host: string, then: () => Promise<HostnameResult>): Promise<HostnameResult> {
    if (!zoneId || !apiToken || !cnameTarget) return { ok: false, host, reason: "unconfigured" };
    const refusal = checkCustomHostname(host, config.zoneName);
    if (refusal) return { ok: false, host, reason: refusal };
    return then();
  }

  return {
    request: (host) =>
      checked(host, async () => {
        const found = await find(host);
        if (!found.ok) return failed(host, found);
        const existing = found.data.result.find((entry) => entry.hostname === host);
        if (existing) return { ok: true, status: hostnameStatusOf(existing, cnameTarget ?? "") };
        const created = await jsonCall(
          options(),
          {
            method: "POST",
            path: "custom_hostnames",
            body: { hostname: host, ssl: { method: config.sslMethod, type: "dv" } },
            retries: 0,
          },
          oneSchema,
        );
        if (!created.ok) return failed(host, created);
        return { ok: true, status: hostnameStatusOf(created.data.result, cnameTarget ?? "") };
      }),
    status: (host) =>
      checked(host, async () => {
        const found = await find(host);
        if (!found.ok) return failed(host, found);
        const existing = found.data.result.find((entry) => entry.hostname === host);
        // Not asked for yet (or deleted at Cloudflare): asking is the brand page's "go live" again.
        if (!existing) return { ok: false, host, reason: "api-refused" };
        return { ok: true, status: hostnameStatusOf(existing, cnameTarget ?? "") };
      }),
  };
}

import { createPaymentsClient, type PaymentsClient } from "./payments-client.server";

/** Base URL of the embedded sandbox behind the service binding (the host is not resolved). */
export const EMBEDDED_PAYMENTS_BASE_URL = "https://payments.internal";

export type PaymentsEnvVars = {
  /** Service binding to the embedded sandbox (workers/payments, "quartier-payments"). */
  PAYMENTS?: Fetcher;
  /** "embedded" (default) or "remote": a service on the network speaking the same API. */
  PAYMENTS_MODE?: string;
  /** The remote service's API base URL (PAYMENTS_MODE=remote). */
  PAYMENTS_BASE_URL?: string;
  /** "merchantId:password" (a secret). */
  PAYMENTS_API_KEY?: string;
};

/** Host name of the embedded card page on a local server: http://payments.localhost:<port>. */
export const LOCAL_PAYMENTS_HOST = "payments.localhost";

/**
 * The origin browsers load the card page from: PAYMENTS_PUBLIC_ORIGIN when set (production: PCI
 * Proxy's or the sandbox's own host), else the embedded sandbox on `payments.localhost` with the
 * request's scheme and port (workers/app.ts hands that host to the sandbox). Null when neither applies.
 */
export function cardPageOrigin(
  config: { PAYMENTS_PUBLIC_ORIGIN?: string | undefined },
  requestUrl: URL,
): string | null {
  if (config.PAYMENTS_PUBLIC_ORIGIN) return new URL(config.PAYMENTS_PUBLIC_ORIGIN).origin;
  const local = requestUrl.hostname === "localhost" || requestUrl.hostname.endsWith(".localhost");
  if (!local) return null;
  return `${requestUrl.protocol}//${LOCAL_PAYMENTS_HOST}${requestUrl.port ? `:${requestUrl.port}` : ""}`;
}

/** True for a request to the embedded card page's local host (any port). */
export function isLocalPaymentsHost(requestUrl: URL): boolean {
  return requestUrl.hostname === LOCAL_PAYMENTS_HOST;
}

const clients = new WeakMap<object, PaymentsClient>();

/**
 * The payments client for this Worker's configuration: the embedded sandbox through its service
 * binding by default, or a remote service (PAYMENTS_MODE=remote with PAYMENTS_BASE_URL). One client
 * per env object. A production PCI Proxy adapter would be chosen here too, behind the same interface.
 */
export function paymentsClientFor(env: PaymentsEnvVars): PaymentsClient {
  const cached = clients.get(env);
  if (cached) return cached;
  const apiKey = env.PAYMENTS_API_KEY ? { apiKey: env.PAYMENTS_API_KEY } : {};
  let client: PaymentsClient;
  if (env.PAYMENTS_MODE === "remote") {
    if (!env.PAYMENTS_BASE_URL) throw new Error("PAYMENTS_MODE=remote needs PAYMENTS_BASE_URL");
    client = createPaymentsClient({
      fetcher: { fetch: (input, init) => fetch(input, init) },
      baseUrl: env.PAYMENTS_BASE_URL,
      ...apiKey,
    });
  } else {
    const binding = env.PAYMENTS;
    if (!binding) throw new Error("The PAYMENTS service binding is missing (embedded payment sandbox)");
    client = createPaymentsClient({
      fetcher: { fetch: (input, init) => binding.fetch(input, init) },
      baseUrl: EMBEDDED_PAYMENTS_BASE_URL,
      ...apiKey,
    });
  }
  clients.set(env, client);
  return client;
}

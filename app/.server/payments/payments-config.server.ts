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

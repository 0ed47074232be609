import type { MiddlewareFunction } from "react-router";
import { createSecureHeadersMiddleware } from "remix-utils/middleware/secure-headers";
import { configContext, nonceContext, tenantContext } from "../context.server";
import { cardPageOrigin } from "../payments/payments-config.server";
import { BASELINE_SECURITY_HEADERS } from "../security/baseline-headers";
import { contentSecurityPolicy, createNonce } from "../security/content-security-policy.server";

// Static headers from a maintained library; the CSP is added per request because of its nonce.
const [staticSecureHeaders] = createSecureHeadersMiddleware({
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: BASELINE_SECURITY_HEADERS["Strict-Transport-Security"],
  xFrameOptions: "DENY",
  crossOriginResourcePolicy: "same-origin",
  permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"], payment: ["self"] },
});

export const securityMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  const nonce = createNonce();
  args.context.set(nonceContext, nonce);
  const response = (await staticSecureHeaders(args, next)) as Response;
  const config = args.context.get(configContext);
  const development = config.ENVIRONMENT === "development";
  const paymentsOrigin = cardPageOrigin(config, new URL(args.request.url));
  const identityOrigin = config.OIDC_ISSUER ? new URL(config.OIDC_ISSUER).origin : null;
  const tagManager = tagManagerOf(args.context);
  response.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ nonce, development, paymentsOrigin, identityOrigin, tagManager }),
  );
  return response;
};

/** Whether the request's brand has a tag manager container; no brand (an unknown host's page) has none. */
function tagManagerOf(context: Parameters<MiddlewareFunction<Response>>[0]["context"]): boolean {
  try {
    return Boolean(context.get(tenantContext).tenant.analytics?.gtmContainerId);
  } catch {
    return false;
  }
}

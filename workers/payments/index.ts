import type { PaymentsEnv } from "./env";
import { authorised } from "./http/auth";
import { allowedOrigins } from "./http/origins";
import { errorResponse, json, PaymentsError } from "./http/responses";
import { sandboxHomePage } from "./pages/sandbox-home-page";
import { handleAirplusCards, handleDbiDefinition } from "./routes/airplus";
import { handleAuthorizeWithAlias, handleCreditWithAlias } from "./routes/alias-payments";
import type { Handler, RouteParams } from "./routes/context";
import { handleSecureFieldsPage, handleSecureFieldsSubmit } from "./routes/secure-fields";
import { handleGetTransaction, handleInitSecureFields } from "./routes/transactions";
import { ttlSeconds } from "./store/transactions";

/**
 * The embedded payment sandbox: PCI Proxy shaped secure-fields page and token API with test cards,
 * and AirPlus DBI definitions and saved cards (docs/payments-sandbox.md). Never a real payment.
 */
type Route = { method: "GET" | "POST"; pattern: string[]; handler: Handler };

const route = (method: Route["method"], pattern: string, handler: Handler): Route => ({
  method,
  pattern: pattern.split("/").filter(Boolean),
  handler,
});

const ROUTES: Route[] = [
  route("POST", "/v1/transactions/secureFields", handleInitSecureFields),
  route("POST", "/v1/transactions/authorize", handleAuthorizeWithAlias),
  route("POST", "/v1/transactions/credit", handleCreditWithAlias),
  route("GET", "/v1/transactions/:transactionId", handleGetTransaction),
  route("GET", "/secure-fields/:transactionId", handleSecureFieldsPage),
  route("POST", "/secure-fields/:transactionId", handleSecureFieldsSubmit),
  route("GET", "/v1/airplus/dbi-definition", handleDbiDefinition),
  route("GET", "/v1/airplus/cards", handleAirplusCards),
  route("GET", "/health", async () => json({ status: "ok" })),
  route("GET", "/", async () => sandboxHomePage()),
];

function matchRoute(pattern: string[], parts: string[]): RouteParams | null {
  if (pattern.length !== parts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i]!;
    const part = parts[i]!;
    if (expected.startsWith(":")) {
      try {
        params[expected.slice(1)] = decodeURIComponent(part);
      } catch {
        return null;
      }
    } else if (expected !== part) return null;
  }
  return params;
}

function findRoute(method: string, pathname: string): { handler: Handler; params: RouteParams } | "method" | null {
  const parts = pathname.split("/").filter(Boolean);
  let pathMatched = false;
  for (const candidate of ROUTES) {
    const params = matchRoute(candidate.pattern, parts);
    if (!params) continue;
    if (candidate.method === method || (method === "HEAD" && candidate.method === "GET")) {
      return { handler: candidate.handler, params };
    }
    pathMatched = true;
  }
  return pathMatched ? "method" : null;
}

export async function handleRequest(request: Request, env: PaymentsEnv): Promise<Response> {
  const url = new URL(request.url);
  try {
    if (url.pathname.startsWith("/v1/") && !(await authorised(request, env.PAYMENTS_API_KEY))) {
      throw new PaymentsError("unauthorized", "Missing or wrong credentials");
    }
    const found = findRoute(request.method, url.pathname);
    if (!found) throw new PaymentsError("not_found", "No such endpoint");
    if (found === "method") throw new PaymentsError("method_not_allowed", `${request.method} is not allowed here`);
    return await found.handler(request, found.params, {
      env,
      url,
      now: new Date(),
      allowed: allowedOrigins(env.APP_ORIGINS),
      ttl: ttlSeconds(env.TRANSACTION_TTL_SECONDS),
    });
  } catch (error) {
    if (error instanceof PaymentsError) return errorResponse(error);
    // Only the error's name: a message or stack could quote request data.
    console.error("payments: unhandled error", error instanceof Error ? error.name : typeof error);
    return errorResponse(new PaymentsError("internal_error", "Internal error"));
  }
}

export default {
  fetch: (request, env) => handleRequest(request, env),
} satisfies ExportedHandler<PaymentsEnv>;

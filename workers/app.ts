import { createRequestHandler } from "react-router";
import { pruneRefreshClaims } from "../app/.server/auth/refresh-claims.server";
import { createRequestContext } from "../app/.server/middleware/request-context.server";
import { withPageCache } from "../app/.server/page-cache/page-cache.server";
import { isLocalPaymentsHost } from "../app/.server/payments/payments-config.server";
import { handleRatesCron } from "../app/.server/rates/exchange-rates.server";
import { REVIEW_INVITATIONS_CRON, sendReviewInvitations } from "../app/.server/reviews/review-invitations.server";
import { BASELINE_SECURITY_HEADERS } from "../app/.server/security/baseline-headers";
import { isMobileGuess } from "../app/domain/search/mobile-guess";
import { isServerToServerPath } from "../app/domain/security/server-to-server";

const loadBuild = () => import("virtual:react-router/server-build");

/**
 * React Router derives its routes and static handler from the build on every request when it is
 * given a function (so edits show in development); a built Worker derives them once per isolate,
 * which is a few milliseconds less on every page (docs/decisions/0042).
 */
const requestHandler: ReturnType<typeof createRequestHandler> = import.meta.env.DEV
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : (() => {
      let derived: Promise<ReturnType<typeof createRequestHandler>> | undefined;
      return async (request, context) => {
        derived ??= loadBuild().then(
          (build) => createRequestHandler(build, import.meta.env.MODE),
          (error: unknown) => {
            derived = undefined; // the next request tries again
            throw error;
          },
        );
        return (await derived)(request, context);
      };
    })();

export default {
  async fetch(request, env, ctx) {
    // Health checks answer on any host, before tenancy, so load balancers need no brand host.
    if (new URL(request.url).pathname === "/healthz") {
      return Response.json(
        { status: "ok", buildId: __BUILD_ID__ },
        { headers: { ...BASELINE_SECURITY_HEADERS, "Cache-Control": "no-store" } },
      );
    }
    // Locally the embedded card page has its own origin, http://payments.localhost:<port>, served by
    // the sandbox Worker, so card numbers never touch the app's origin (docs/payments-sandbox.md).
    if (env.PAYMENTS && env.ENVIRONMENT !== "production" && isLocalPaymentsHost(new URL(request.url))) {
      return env.PAYMENTS.fetch(request);
    }
    // A channel manager's message: its key is its only credential, so no cookie reaches the app.
    if (isServerToServerPath(new URL(request.url).pathname)) {
      const headers = new Headers(request.headers);
      headers.delete("Cookie");
      const bare = new Request(request, { headers });
      return requestHandler(bare, createRequestContext(bare, env, ctx));
    }
    const render = () => requestHandler(request, createRequestContext(request, env, ctx));
    // Public pages are shared between anonymous visitors for a minute (docs/decisions/0042).
    if (import.meta.env.DEV) return render();
    const page = {
      isMobileGuess: isMobileGuess(request.headers),
      buildId: __BUILD_ID__,
      today: new Date().toISOString().slice(0, 10),
    };
    return withPageCache(request, ctx, page, render);
  },

  // The morning's cron invites yesterday's departed guests to review their stay (sent once per booking).
  // The other refreshes the ECB reference rates into KV; on failure the last good rates (or the
  // snapshot) stay. It also drops the refresh claims of sessions that ended without a sign-out.
  async scheduled(controller, env, ctx) {
    if (controller.cron === REVIEW_INVITATIONS_CRON) {
      ctx.waitUntil(sendReviewInvitations(env, ctx, new Date(controller.scheduledTime)));
      return;
    }
    ctx.waitUntil(handleRatesCron(env));
    ctx.waitUntil(pruneRefreshClaims(env.DB));
  },
} satisfies ExportedHandler<Env>;

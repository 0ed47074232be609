import { RouterContextProvider } from "react-router";
import { logLevelFor } from "../../domain/logging/log-level";
import { adaptersContext, adaptersFor } from "../adapters.server";
import { cloudflareContext, configContext } from "../context.server";
import { appConfig } from "../env.server";
import { createUpstreamDeadline } from "../http/upstream-deadline.server";
import { setLogLevel } from "../logger.server";

/**
 * The router context of one request, built once at the entry (workers/app.ts): the bindings, the
 * validated configuration, the request's overall upstream deadline (shorter for a page view than for
 * a form post, which may book) and the adapters of every upstream, which honour that deadline. Middleware and routes only read it, so
 * no middleware depends on another having run first. The tenant comes from the first middleware,
 * which answers an unknown host with its own 404 page (with the security headers around it).
 */
export function createRequestContext(request: Request, env: Env, ctx: ExecutionContext): RouterContextProvider {
  const config = appConfig(env);
  setLogLevel(logLevelFor(config.ENVIRONMENT, config.LOG_LEVEL));
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(configContext, config);
  const isRead = request.method === "GET" || request.method === "HEAD";
  const deadline = createUpstreamDeadline(isRead ? config.UPSTREAM_DEADLINE_MS : config.UPSTREAM_ACTION_DEADLINE_MS);
  context.set(adaptersContext, adaptersFor(env, config, deadline));
  return context;
}

import { RouterContextProvider } from "react-router";
import { logLevelFor } from "../domain/logging/log-level";
import { adaptersFor } from "./adapters.server";
import { adaptersContext, cloudflareContext, configContext } from "./context.server";
import { appConfig } from "./env.server";
import { setLogLevel } from "./logger.server";

/**
 * The router context of one request, built once at the entry (workers/app.ts): the bindings, the
 * validated configuration and the adapters of every upstream. Middleware and routes only read it, so
 * no middleware depends on another having run first. The tenant comes from the first middleware,
 * which answers an unknown host with its own 404 page (with the security headers around it).
 */
export function createRequestContext(env: Env, ctx: ExecutionContext): RouterContextProvider {
  const config = appConfig(env);
  setLogLevel(logLevelFor(config.ENVIRONMENT, config.LOG_LEVEL));
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  context.set(configContext, config);
  context.set(adaptersContext, adaptersFor(env, config));
  return context;
}

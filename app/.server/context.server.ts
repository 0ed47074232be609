import { createContext } from "react-router";
import type { TenantMatch } from "../domain/tenancy/resolve-tenant";
import type { AppConfig } from "./env.server";

/** The Worker's bindings and execution context, set once per request in workers/app.ts. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/** The validated configuration derived from the bindings. */
export const configContext = createContext<AppConfig>();

/** The tenant that owns the request's host, and whether this is its admin area. */
export const tenantContext = createContext<TenantMatch>();

/** A fresh CSP nonce per request, used by entry.server for every inline script. */
export const nonceContext = createContext<string>();

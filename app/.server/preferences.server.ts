import type { RouterContextProvider } from "react-router";
import type { Tenant } from "../../shared/tenancy/tenant";
import { consentOfCookie } from "../domain/analytics/consent";
import type { Consent } from "../navigation/root-data";
import { tenantContext } from "./context.server";
import { consentCookie, currencyCookie } from "./cookies.server";

export type { Consent };

/** The display currency: the visitor's choice when the tenant offers it, else the tenant's default. */
export async function currencyOf(request: Request, tenant: Tenant): Promise<string> {
  const chosen = await currencyCookie.parse(request.headers.get("Cookie"));
  return typeof chosen === "string" && tenant.currencies.includes(chosen) ? chosen : tenant.defaultCurrency;
}

export async function consentOf(request: Request): Promise<Consent> {
  return consentOfCookie(await consentCookie.parse(request.headers.get("Cookie")));
}

export function tenantOf(context: Readonly<RouterContextProvider>) {
  return context.get(tenantContext);
}

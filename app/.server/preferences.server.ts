import type { RouterContextProvider } from "react-router";
import type { Tenant } from "../../shared/tenancy/tenant";
import { consentOfCookie } from "../domain/analytics/consent";
import { CURRENCY_PARAM, displayCurrency } from "../domain/money/display-currency";
import type { Consent } from "../navigation/root-data";
import { tenantContext } from "./context.server";
import { consentCookie, currencyCookie } from "./cookies.server";

export type { Consent };

/**
 * The display currency: a deep link's `currency` when the tenant offers it, else the visitor's choice
 * when the tenant offers it, else the tenant's default (decision 0137).
 */
export async function currencyOf(request: Request, tenant: Tenant): Promise<string> {
  const cookie = await currencyCookie.parse(request.headers.get("Cookie"));
  return displayCurrency({ param: new URL(request.url).searchParams.get(CURRENCY_PARAM), cookie }, tenant);
}

export async function consentOf(request: Request): Promise<Consent> {
  return consentOfCookie(await consentCookie.parse(request.headers.get("Cookie")));
}

export function tenantOf(context: Readonly<RouterContextProvider>) {
  return context.get(tenantContext);
}

import type { MiddlewareFunction } from "react-router";
import { CURRENCY_PARAM, currencyToRemember } from "../../domain/money/display-currency";
import { tenantContext } from "../context.server";
import { currencyCookie } from "../cookies.server";

/**
 * A deep link's `currency` (decision 0137) becomes the guest's choice, as if made with the currency
 * switch: the page shows it (preferences.server.ts reads the parameter first) and the answer sets the
 * switch's cookie, so the pages after it keep the currency without the parameter. A GET that sets a
 * preference is fine here: the shared page cache keys a copy by the whole URL and the visitor's
 * preference cookies and gives the cookie back with it, so a copy made for `?currency=CHF` is only
 * ever served for that address, and a page without the parameter never from it.
 */
export const currencyParamMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = (await next()) as Response;
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  const param = new URL(request.url).searchParams.get(CURRENCY_PARAM);
  if (param === null) return response;
  const { tenant } = context.get(tenantContext);
  const cookie = await currencyCookie.parse(request.headers.get("Cookie"));
  const chosen = currencyToRemember({ param, cookie }, tenant);
  if (chosen) response.headers.append("Set-Cookie", await currencyCookie.serialize(chosen));
  return response;
};

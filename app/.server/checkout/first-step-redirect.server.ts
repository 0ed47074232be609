import { type RouterContextProvider, redirect } from "react-router";
import type { CheckoutSession } from "../../domain/checkout/checkout-session";
import type { StepResult } from "../../domain/checkout/checkout-steps";
import { deleteCookieHeaders, v4CookieNames } from "../../domain/checkout/legacy-cookies";
import { countFunnelStep } from "../analytics/funnel-counts.server";
import { setCheckoutCookie } from "./checkout-flow.server";

/**
 * A checkout just started (from an offer page, or a stay's "Book together"): counted, the browser's
 * checkout cookie set (the session and the browser's key), old cookies gone, and on to its first step.
 */
export async function redirectToFirstStep(
  request: Request,
  context: Readonly<RouterContextProvider>,
  started: { session: CheckoutSession; step: StepResult },
  browserKey: string,
): Promise<Response> {
  if (!started.step.ok) throw new Error("unreachable: a started checkout has a first step");
  countFunnelStep(context, request, "checkouts");
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append(
    "Set-Cookie",
    await setCheckoutCookie({ id: started.session.id, offerUrl: started.session.params.offerUrl, key: browserKey }),
  );
  for (const cookie of deleteCookieHeaders(v4CookieNames(request.headers.get("Cookie")))) {
    headers.append("Set-Cookie", cookie);
  }
  return redirect(started.step.target.path, { status: 303, headers });
}

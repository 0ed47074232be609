import { data } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import type { AuthFailureView } from "../../domain/auth/auth-failure-view";
import { AuthError } from "./auth-error.server";
import { getSignInUrl } from "./session.server";

/**
 * A sign-in that could not finish, as the page that says why (400: the user can try again; never a
 * 5xx, even when the provider is down). Any cookies of the failed attempt are cleared.
 */
export function signInFailure(error: unknown, lng: Language, returnTo?: string) {
  // Anything else is the server's own fault and stays a 500.
  if (!(error instanceof AuthError)) throw error;
  const { failure } = error;
  const clearCookies = (error as AuthError & { clearCookies?: string[] }).clearCookies ?? [];
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearCookies) headers.append("Set-Cookie", cookie);
  const view: AuthFailureView = { failure, retryUrl: getSignInUrl(lng, returnTo), homeUrl: `/${lng}` };
  return data(view, { status: 400, headers });
}

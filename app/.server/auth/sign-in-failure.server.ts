import { data } from "react-router";
import type { AuthFailureView } from "~/domain/auth/auth-failure-view";
import type { Language } from "~/domain/tenancy/tenant";
import { AuthError } from "./auth-error.server";
import { getSignInUrl } from "./session.server";

/**
 * A sign-in that could not finish, as the page that says why (400: the user can try again; never a
 * 5xx, even when the provider is down). Any cookies of the failed attempt are cleared.
 */
export function signInFailure(error: unknown, lng: Language, returnTo?: string) {
  const failure = error instanceof AuthError ? error.failure : "unavailable";
  if (!(error instanceof AuthError)) throw error;
  const clearCookies = (error as AuthError & { clearCookies?: string[] }).clearCookies ?? [];
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of clearCookies) headers.append("Set-Cookie", cookie);
  const view: AuthFailureView = { failure, retryUrl: getSignInUrl(lng, returnTo), homeUrl: `/${lng}` };
  return data(view, { status: 400, headers });
}

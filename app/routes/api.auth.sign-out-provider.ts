import { redirect } from "react-router";
import { endSessionUrl, oidcClientFor } from "../.server/auth/oidc-client.server";
import { endSession } from "../.server/auth/session.server";
import { logger } from "../.server/logger.server";
import { getLocale } from "../.server/middleware/i18n.server";
import type { Route } from "./+types/api.auth.sign-out-provider";

/**
 * `POST /api/auth/sign-out-provider` (no payload, CSRF-checked): ends the app's session, then the
 * provider's (RP-initiated logout with the id token as hint), which sends the user back to this host's
 * root and so to the language home. Without a provider logout the user lands there directly.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLocale(context);
  const { idToken, cookie } = await endSession(context);
  const headers = new Headers({ "Set-Cookie": cookie, "Cache-Control": "no-store" });
  if (!idToken) return redirect(`/${lng}`, { headers });
  let target: string | null = null;
  try {
    const client = await oidcClientFor(context, request.url);
    target = await endSessionUrl(client, idToken, lng);
  } catch {
    logger.warn("Sign-out: the provider's logout could not be reached; the app session is ended");
  }
  return redirect(target ?? `/${lng}`, { headers });
}

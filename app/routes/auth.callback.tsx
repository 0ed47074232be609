import { redirect } from "react-router";
import { finishSignIn, oidcClientFor } from "../.server/auth/oidc-client.server";
import { beginSession } from "../.server/auth/session.server";
import { signInFailure } from "../.server/auth/sign-in-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { SignInFailed } from "../components/auth/sign-in-failed";
import type { Route } from "./+types/auth.callback";

/**
 * `GET /auth/callback`, the redirect URI registered with the provider: finishes the code flow, starts
 * a new session and returns the user to the page they came from. A stale or forged state, another
 * issuer, an id token that fails verification or the provider's error: a page that says so (400).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const client = await oidcClientFor(context, request.url);
    const signIn = await finishSignIn(client, request);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const cookie of signIn.clearCookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await beginSession(context, request, signIn));
    return redirect(signIn.returnTo, { headers });
  } catch (error) {
    return signInFailure(error, getLocale(context));
  }
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  return <SignInFailed {...loaderData} />;
}

import { oidcClientFor, startSignIn } from "../.server/auth/oidc-client.server";
import { signInFailure } from "../.server/auth/sign-in-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { SignInFailed } from "../components/auth/sign-in-failed";
import { safeReturnUrl } from "../domain/auth/return-url";
import type { Route } from "./+types/sign-in";

/**
 * `GET /:lng/sign-in?returnTo=/path` sends the user to the identity provider (`&register=1`: its
 * registration). When the provider cannot be asked, a page says so with a link to try again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = getLocale(context);
  const url = new URL(request.url);
  const returnTo = safeReturnUrl(url.searchParams.get("returnTo"), `/${lng}`);
  try {
    const client = await oidcClientFor(context, request.url);
    return await startSignIn(client, { lng, returnTo, register: url.searchParams.get("register") === "1" });
  } catch (error) {
    return signInFailure(error, lng, returnTo);
  }
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function SignIn({ loaderData }: Route.ComponentProps) {
  return <SignInFailed {...loaderData} />;
}

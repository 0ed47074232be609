import { redirect } from "react-router";
import { getLocale } from "~/.server/i18n/i18n-middleware.server";
import type { Route } from "./+types/language-redirect";

/** `/` leads to the home page in the detected language: path, cookie, then Accept-Language. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(`/${getLocale(context)}`, { status: 302, headers: { Vary: "Cookie, Accept-Language" } });
}

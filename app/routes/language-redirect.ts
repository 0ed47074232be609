import { redirect } from "react-router";
import { getLocale } from "../.server/middleware/i18n.server";
import type { Route } from "./+types/language-redirect";

/** `/` leads to the home page in the detected language: path, cookie, then Accept-Language. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(`/${getLocale(context)}`, { status: 302, headers: { Vary: "Cookie, Accept-Language" } });
}

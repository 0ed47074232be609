import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { fetchApp, postForm } from "./fetch-app";
import { signIn } from "./sign-in-flow";

const emailOf = (sub: string) => DEMO_USERS.find((u) => u.sub === sub)?.email ?? "";

/** A demo admin signed in on a brand's admin host: pages and same-origin form posts there with the session. */
export async function adminOf(brand: string, sub: string) {
  const { app, origin } = await signIn(`admin.${brand}`, { email: emailOf(sub), returnTo: "/en/admin" });
  const headers = { Cookie: app.header() };
  return {
    origin,
    headers,
    page: async (path: string) => {
      const response = await fetchApp(`${origin}${path}`, { headers });
      return { status: response.status, html: await response.text() };
    },
    post: (path: string, fields: Record<string, string>) => postForm(`${origin}${path}`, fields, headers),
  };
}

import { getSession } from "../.server/auth/session.server";
import type { Route } from "./+types/api.auth.refresh";

/**
 * `POST /api/auth/refresh` (CSRF-checked by the root middleware), asked by the page's timer: reading
 * the session refreshes its tokens when they are near expiry. A refused refresh ends the session (its
 * cookie cleared, a toast for the next page); the answer says only whether the user is still signed in.
 */
export async function action({ context }: Route.ActionArgs) {
  const session = await getSession(context);
  return Response.json(
    { status: session ? "authenticated" : "unauthenticated" },
    { headers: { "Cache-Control": "no-store" } },
  );
}

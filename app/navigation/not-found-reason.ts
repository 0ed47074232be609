import { isRouteErrorResponse } from "react-router";

/**
 * What a 404 is about, carried in the thrown response's data so the error page can say more than
 * "page not found": an apartment id the brand does not sell (an old link, a Google listing removed
 * since, another brand's apartment) gets its own message and the way back to a search.
 */
export type NotFoundReason = "apartment";

export const APARTMENT_NOT_FOUND = { notFound: "apartment" } as const satisfies { notFound: NotFoundReason };

/** The reason a thrown 404 carries, or null (any other error, or a 404 without one). */
export function notFoundReasonOf(error: unknown): NotFoundReason | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "notFound" in data && data.notFound === "apartment"
    ? "apartment"
    : null;
}

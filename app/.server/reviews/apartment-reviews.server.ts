import type { RouterContextProvider } from "react-router";
import { type ShownReviews, shownReviews } from "../../domain/reviews/shown-reviews";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";

/** Reviews per page of the apartment page. */
export const REVIEWS_PER_PAGE = 5;

/**
 * The apartment page's reviews: read on every page view (never from a kept copy), so a review just
 * written or hidden shows on the next load. Null when the OTA cannot answer: the page goes on without them.
 */
export async function loadApartmentReviews(
  context: Readonly<RouterContextProvider>,
  apartmentTypeId: string,
  page: number,
): Promise<ShownReviews | null> {
  const { tenant } = context.get(tenantContext);
  const result = await adaptersOf(context).ota.getApartmentReviews(tenant.ibeUid, apartmentTypeId, {
    page,
    limit: REVIEWS_PER_PAGE,
  });
  if (!result.ok) {
    logger.warn("offer: reviews unavailable", { status: result.status, code: result.code });
    return null;
  }
  return shownReviews(result.data);
}

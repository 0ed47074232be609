import { COMPANY_CODE_PARAM } from "../../../shared/company/company-code-param";
import type { OfferStay } from "../seo/offer-path";
import type { OfferQuery } from "./offer-params";

/*
 * Apart from the query's schema (offer-params.ts): the offer page's links build this in the browser,
 * which then does not load the validation library with the page.
 */

/** The query that carries a stay and the search context along (for links to other apartments), and the campaign. */
export function offerQueryString(
  query: Pick<OfferQuery, "radius" | "rfpId" | "rfpOfferId" | "companyCode" | "campaign"> & { stay: OfferStay | null },
): string {
  const params = new URLSearchParams();
  if (query.stay) {
    params.set("from", query.stay.from);
    params.set("to", query.stay.to);
    params.set("guests", String(query.stay.guests));
  }
  if (query.radius !== undefined) params.set("radius", String(query.radius));
  if (query.rfpId) params.set("rfpId", query.rfpId);
  if (query.rfpOfferId) params.set("rfpOfferId", query.rfpOfferId);
  if (query.companyCode) params.set(COMPANY_CODE_PARAM, query.companyCode);
  for (const [name, value] of Object.entries(query.campaign ?? {})) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

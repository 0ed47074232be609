import { campaignParamsOf } from "../../../shared/campaign/campaign-param";
import { COMPANY_CODE_PARAM, normaliseCompanyCode } from "../../../shared/company/company-code-param";
import { FILTER_PARAM_NAMES } from "../../../shared/search/filter-params";
import { PAGE_PARAM } from "../../../shared/search/paging";
import { type SearchView, VIEW_PARAM } from "../../../shared/search/search-view";
import type { Language } from "../../../shared/tenancy/tenant";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";
import { offerPath } from "../seo/offer-path";
import type { SearchUrlParams } from "./search-route";

/** The RFP parameters a result's link hands on to its apartment page. */
const RFP_PARAMS = ["rfpId", "rfpOfferId"];

function withParams(searchParams: URLSearchParams, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(searchParams);
  change(params);
  return `?${params.toString()}`;
}

/** A results page's link: the same query on another page (page 1 has no parameter). */
export function pageHref(searchParams: URLSearchParams, page: number): string {
  return withParams(searchParams, (p) => (page > 1 ? p.set(PAGE_PARAM, String(page)) : p.delete(PAGE_PARAM)));
}

/** Another view of the same results, from its first page. */
export function viewHref(searchParams: URLSearchParams, view: SearchView): string {
  return withParams(searchParams, (p) => {
    p.delete(PAGE_PARAM);
    p.set(VIEW_PARAM, view);
  });
}

/** "Reset filters": the same search without its filters, from page 1 (sort order and view stay). */
export function resetFiltersHref(searchParams: URLSearchParams): string {
  return withParams(searchParams, (p) => {
    for (const name of [...p.keys()]) if (FILTER_PARAM_NAMES.includes(name) || name === PAGE_PARAM) p.delete(name);
  });
}

/**
 * A result's apartment page for the searched stay, with the RFP, company-code, promotion-code and
 * campaign parameters of the search (the apartment page judges the code again for its stay).
 * A result that is an enquiry's offer (`rfpOfferId`) links to that offer, so its page shows the offered price.
 */
export function offerHref(
  lng: Language,
  apartmentTypeId: string,
  search: Pick<SearchUrlParams, "inDate" | "outDate" | "guests" | "radius">,
  searchParams: URLSearchParams,
  rfpOfferId?: string,
): string {
  const params = new URLSearchParams();
  if (search.inDate) params.set("from", search.inDate);
  if (search.outDate) params.set("to", search.outDate);
  if (search.guests) params.set("guests", String(search.guests));
  if (search.radius) params.set("radius", String(search.radius));
  for (const name of RFP_PARAMS) {
    const value = searchParams.get(name);
    if (value) params.set(name, value);
  }
  if (rfpOfferId && params.has("rfpId")) params.set("rfpOfferId", rfpOfferId);
  const companyCode = normaliseCompanyCode(searchParams.get(COMPANY_CODE_PARAM));
  if (companyCode) params.set(COMPANY_CODE_PARAM, companyCode);
  const voucher = voucherOfParam(searchParams.get(VOUCHER_PARAM));
  if (voucher) params.set(VOUCHER_PARAM, voucher);
  for (const [name, value] of campaignParamsOf(searchParams)) params.set(name, value);
  return `${offerPath(lng, apartmentTypeId)}?${params.toString()}`;
}

import type { RouterContextProvider } from "react-router";
import type { SearchListing } from "../../../shared/search/listing-markers";
import { searchVoucherVerdict, type VoucherJudge } from "../../../shared/vouchers/voucher-on-listing";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import type { SearchUrlParams } from "../../domain/search/search-route";
import { lookUpVoucher, todayIso } from "./voucher-on-stay.server";

/** A search's promotion code, looked up once for the whole search (not once per result). */
export type SearchVoucher = {
  code: string;
  /** What prices the results: only when the code may lower some (else the public results stand, cached as usual). */
  judge: VoucherJudge | null;
  /** What the page says above the results, given the results the search found. */
  verdictFor: (listings: readonly SearchListing[]) => VoucherVerdict;
};

/** The search's code judged for its stay; null without a code or a complete search (the form keeps what was typed). */
export async function searchVoucherOf(
  context: Readonly<RouterContextProvider>,
  code: string | undefined,
  search: Pick<SearchUrlParams, "valid" | "inDate" | "outDate" | "nights" | "companyCode">,
): Promise<SearchVoucher | null> {
  if (!code || !search.valid || !search.inDate || !search.outDate || !search.nights) return null;
  const { terms, uses } = await lookUpVoucher(context, code);
  const today = todayIso();
  const stay = { today, from: search.inDate, to: search.outDate, nights: search.nights };
  const verdictFor = (listings: readonly SearchListing[]) => {
    let discounted = 0;
    for (const listing of listings) if (listing.voucher) discounted++;
    const found = { results: listings.length, discounted, companyCode: Boolean(search.companyCode) };
    return searchVoucherVerdict(terms, uses, { ...stay, ...found });
  };
  // A code the stay itself rules out (unknown, expired, too short, used up) lowers no result: the
  // results are read as without a code. (A company code may still leave public rates it lowers.)
  const mayLower =
    terms !== null &&
    searchVoucherVerdict(terms, uses, { ...stay, results: 0, discounted: 0, companyCode: false }) === "valid";
  return { code, judge: mayLower ? { terms, uses, today } : null, verdictFor };
}

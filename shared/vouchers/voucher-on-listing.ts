import type { Listing } from "../ota/listing";
import type { VoucherTerms, VoucherUses } from "../ota/vouchers";
import { voucherDiscountOf } from "./voucher-price";
import { type VoucherVerdict, voucherVerdict } from "./voucher-verdict";

/** A search's code as the OTA answered it once for the whole search: its terms, its uses, and the booking day. */
export type VoucherJudge = { terms: VoucherTerms; uses: VoucherUses; today: string };

/** A result's discount: the code, and the public total the discounted total replaces (struck through). */
export type ListingVoucher = { code: string; publicTotal: number };

/**
 * The total a result shows with the code: the cheapest of its rates, each discounted where the shared
 * rules take the code for it (the apartment page's rules, per rate); null when no rate gets below the
 * result's public price (the code does not apply, or a company rate is cheaper anyway).
 */
export function discountedListingTotal(listing: Listing, { terms, uses, today }: VoucherJudge): number | null {
  let best = listing.totalPrice.total;
  for (const rate of listing.rates) {
    const verdict = voucherVerdict(
      terms,
      {
        today,
        from: listing.from,
        to: listing.to,
        nights: rate.price.nights,
        apartmentTypeId: listing.apartmentType.id,
        propertyId: listing.property.id,
        currency: rate.price.currency,
        companyRate: rate.ratePlan.companyCode !== undefined,
      },
      uses,
    );
    if (verdict !== "valid") continue;
    const total = rate.price.total - voucherDiscountOf(rate.price.accommodation, terms.discount);
    if (total < best) best = total;
  }
  return best < listing.totalPrice.total ? best : null;
}

/** The searched stay a search's code is judged for, and what the search found. */
export type SearchVoucherInput = {
  today: string;
  from: string;
  to: string;
  nights: number;
  /** Whether the search asked for a company's rates. */
  companyCode: boolean;
  /** How many results the search found, and how many of them the code lowers. */
  results: number;
  discounted: number;
};

/**
 * What a search page says of its code, above the results: it applies when it lowers any result;
 * otherwise the code's own reason for the searched stay (unknown, not yet or no longer valid, the
 * dates, too few nights, used up), checked as the apartment page does but for any apartment; a code
 * fine for the stay that lowers no result is not for these apartments (or not with company rates).
 */
export function searchVoucherVerdict(
  terms: VoucherTerms | null,
  uses: VoucherUses,
  found: SearchVoucherInput,
): VoucherVerdict {
  if (found.discounted > 0) return "valid";
  // Judged for no apartment in particular: scope and currency are what the results answer.
  const anywhere = terms && { ...terms, apartmentTypeIds: [], propertyIds: [] };
  const verdict = voucherVerdict(
    anywhere,
    {
      today: found.today,
      from: found.from,
      to: found.to,
      nights: found.nights,
      apartmentTypeId: "",
      propertyId: "",
      currency: terms?.discount.kind === "amount" ? terms.discount.currency : "",
      companyRate: found.companyCode,
    },
    uses,
  );
  if (verdict !== "valid" || found.results === 0) return verdict;
  return "notForApartment";
}

import type { VoucherTerms, VoucherUses } from "../ota/vouchers";

/** What a code says for one stay: it applies, or why not (each has its own message on the pages). */
export const VOUCHER_VERDICTS = [
  "valid",
  "unknown",
  "notYetValid",
  "expired",
  "notForDates",
  "notForApartment",
  "tooFewNights",
  "usedUp",
  "usedUpForEmail",
  "notWithCompanyRates",
] as const;
export type VoucherVerdict = (typeof VOUCHER_VERDICTS)[number];

/** The stay a code is checked for: booked today, its dates (departure exclusive), where, and how. */
export type VoucherStay = {
  today: string;
  from: string;
  to: string;
  nights: number;
  apartmentTypeId: string;
  propertyId: string;
  /** The stay's currency: an amount off in another currency does not apply. */
  currency: string;
  /** Whether the rate booked is a company's negotiated rate. */
  companyRate: boolean;
};

/** The last night of a stay (the day before departure), as an ISO date. */
function lastNight(to: string): string {
  const day = new Date(`${to}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The verdict of a code (null: none stored, or archived) for a stay, checked in this order: the
 * booking day, the stay's nights, the apartment, the length, the company rate, then the uses (so a
 * guest learns "used up" only for a stay the code would otherwise take).
 */
export function voucherVerdict(terms: VoucherTerms | null, stay: VoucherStay, uses: VoucherUses): VoucherVerdict {
  if (!terms) return "unknown";
  const { bookingPeriod, stayPeriod } = terms;
  if (bookingPeriod.from !== null && stay.today < bookingPeriod.from) return "notYetValid";
  if (bookingPeriod.until !== null && stay.today > bookingPeriod.until) return "expired";
  if (stayPeriod.from !== null && stay.from < stayPeriod.from) return "notForDates";
  if (stayPeriod.until !== null && lastNight(stay.to) > stayPeriod.until) return "notForDates";
  const scoped = terms.apartmentTypeIds.length > 0 || terms.propertyIds.length > 0;
  const inScope =
    !scoped || terms.apartmentTypeIds.includes(stay.apartmentTypeId) || terms.propertyIds.includes(stay.propertyId);
  if (!inScope) return "notForApartment";
  if (terms.discount.kind === "amount" && terms.discount.currency !== stay.currency) return "notForApartment";
  if (stay.nights < terms.minNights) return "tooFewNights";
  if (stay.companyRate && !terms.combinableWithCompanyRates) return "notWithCompanyRates";
  if (terms.totalLimit !== null && uses.total >= terms.totalLimit) return "usedUp";
  if (terms.perEmailLimit !== null && uses.forEmail >= terms.perEmailLimit) return "usedUpForEmail";
  return "valid";
}

/** A page's voucher: the code as typed or linked and its verdict for the page's stay. */
export type VoucherOnStay = { code: string; verdict: VoucherVerdict };

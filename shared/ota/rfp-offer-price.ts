import { monthsAfter, nightsFromTo, wholeMonths } from "../money/calendar-months";
import { isLongStay, MONTH_NIGHTS } from "../money/long-stay";
import { divideHalfEven, nightlyRate } from "../money/nightly-rate";
import type { Money } from "./common";
import type { CancellationPolicy, MonthlyBreakdown, RatePlan, StayPrice } from "./listing";

/**
 * What an offer costs. The operator offers a total for the whole stay (accommodation: cleaning and
 * city tax are part of the negotiated figure); the offer also shows what that works out at per night
 * or per month (30 nights, as the monthly rate is counted). Booking the offer prices the stay from it,
 * never from the public rate: extras the requester adds are priced as for everyone and come on top.
 */

/** The offered total per night or per month of `nights`, rounded half-even like every price. */
export function offeredRate(
  total: number,
  nights: number,
  per: "night" | "month",
): { amount: number; per: "night" | "month" } {
  if (per === "night") return { amount: nightlyRate(total, nights), per };
  return { amount: divideHalfEven(total * MONTH_NIGHTS, Math.max(1, nights)), per };
}

/**
 * An offered total of a long stay (28 nights or more) split like a booking's monthly price (decision
 * 0033): whole calendar months from arrival at a monthly rate, the nights beyond at that rate / 30.
 * The monthly rate is rounded down to the cent and the nights beyond carry the rest, so the lines add
 * up to the total (without nights beyond, the months' line may be up to a cent per month short of the
 * total, which is shown as offered). Null for a shorter stay.
 */
export function offeredMonthly(total: number, from: string, to: string): MonthlyBreakdown | null {
  if (!isLongStay(nightsFromTo(from, to))) return null;
  const months = wholeMonths(from, to);
  const extraNights = nightsFromTo(monthsAfter(from, months), to);
  const perMonth = Math.floor((total * MONTH_NIGHTS) / (months * MONTH_NIGHTS + extraNights));
  return { perMonth, months, extraNights, extraNightsAmount: total - months * perMonth };
}

/** A long stay's offered price as the booking's long-stay breakdown takes it (accommodationRows). */
export type OfferedLongStay = Pick<StayPrice, "accommodation" | "monthlyRateApplied" | "nights"> & {
  monthly: MonthlyBreakdown;
};

/**
 * An offer's price as a long stay's breakdown shows it, when the operator chose to show the rate per
 * month; null for a shorter stay, and for any stay the operator chose to show per night (their choice
 * holds whatever the length: the total and the rate per night then).
 */
export function offeredLongStay(offer: {
  price: Money;
  from: string;
  to: string;
  rate: { per: "night" | "month" };
}): OfferedLongStay | null {
  if (offer.rate.per !== "month") return null;
  const monthly = offeredMonthly(offer.price.amount, offer.from, offer.to);
  if (!monthly) return null;
  const nights = nightsFromTo(offer.from, offer.to);
  return { accommodation: offer.price.amount, monthlyRateApplied: true, monthly, nights };
}

/**
 * The stay's price at the offered total: the offer's amount is the accommodation, only extra-service
 * lines of the public price stay (the offer includes fees and taxes), in the offer's currency.
 * Null when the extras are in another currency than the offer (they cannot be added up).
 */
export function offeredStayPrice(offer: Money, publicPrice: StayPrice): StayPrice | null {
  const extras = publicPrice.lines.filter((line) => line.code === "extraService");
  if (extras.length > 0 && publicPrice.currency !== offer.currency) return null;
  return {
    currency: offer.currency,
    nights: publicPrice.nights,
    accommodation: offer.amount,
    lines: extras,
    total: offer.amount + extras.reduce((sum, line) => sum + line.amount, 0),
    monthlyRateApplied: false,
  };
}

/**
 * An enquiry offer as a stay's pricing needs it: its status today, its dates, its total, the
 * cancellation terms the operator set, and the name the rate goes by (in the reader's language).
 */
export type OfferForStay = {
  status: string;
  from: string;
  to: string;
  price: Money;
  cancellationPolicy: CancellationPolicy;
  rateName: string;
};

/**
 * The rates of a stay as an enquiry's offer sells it: when the offer is bookable for exactly this
 * stay, one rate: the offered total (plus extras, on the first rate whose extras can be added in the
 * offer's currency) with the offer's cancellation terms and name, never a public plan's terms
 * (decision 0064); otherwise the public rates. The apartment page, the enquiry's search results and
 * the checkout price alike, and as booking the offer charges.
 */
export function ratesAtOffer<R extends { price: StayPrice; ratePlan: RatePlan }>(
  rates: readonly R[],
  offer: OfferForStay | null,
  stay: { from: string; to: string },
): R[] {
  if (offer?.status !== "BOOKABLE" || offer.from !== stay.from || offer.to !== stay.to) return [...rates];
  for (const rate of rates) {
    const price = offeredStayPrice(offer.price, rate.price);
    if (!price) continue;
    const ratePlan = { ...rate.ratePlan, name: offer.rateName, cancellationPolicy: offer.cancellationPolicy };
    return [{ ...rate, price, ratePlan }];
  }
  return [];
}

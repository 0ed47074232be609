import { monthlyLines } from "../../../shared/money/long-stay";
import { nightlyRate } from "../../../shared/money/nightly-rate";
import type { RateOffer, StayPrice } from "../../../shared/ota/listing";
import type { StayCalendar } from "../../../shared/ota/stay-calendar";
import type { Money } from "../money/money";

/** What of the offer page carries a price (the loader's payload, in part). */
export type OfferPagePrices = {
  rates: readonly RateOffer[];
  cheapest: RateOffer | null;
  /** The apartment's "from" rate and its currency, shown without a stay. */
  baseNightly: Money;
  calendar: StayCalendar | null;
  siblings: readonly { total: Money | null }[];
};

/** Every amount a stay's price shows: its total, per night, per month and its breakdown's lines. */
function stayPriceAmounts(price: StayPrice): Money[] {
  const { currency } = price;
  const amounts = [price.total, price.accommodation, nightlyRate(price.total, price.nights)];
  if (price.monthly) amounts.push(price.monthly.perMonth);
  for (const line of monthlyLines(price))
    amounts.push(line.amount, ...(line.key === "longStay.months" ? [line.perMonth] : []));
  for (const line of price.lines) amounts.push(line.amount);
  // A voucher's discount line and the struck-through public total.
  if (price.voucher) amounts.push(price.voucher.amount, price.total + price.voucher.amount);
  return amounts.map((amount) => ({ amount, currency }));
}

/**
 * The amounts the offer page shows, exact (stay box, other apartments, the days' accessible names) and
 * in whole units (the month table's cells and the date picker's notes), for its loader to format.
 */
export function offerPageAmounts(page: OfferPagePrices): { exact: Money[]; whole: Money[] } {
  const offers = page.cheapest ? [page.cheapest, ...page.rates] : page.rates;
  // A day shows its rate only while it is free (dayChoice).
  const calendar = page.calendar;
  const days = calendar
    ? calendar.days.filter((day) => day.free).map((day) => ({ amount: day.rate, currency: calendar.currency }))
    : [];
  return {
    exact: [
      page.baseNightly,
      ...offers.flatMap((offer) => stayPriceAmounts(offer.price)),
      ...page.siblings.flatMap((sibling) => (sibling.total ? [sibling.total] : [])),
      ...days,
    ],
    whole: days,
  };
}

import type { BookingChangeQuote } from "../../../shared/ota/booking-change";

/** What the browser gets of a quote: never the card alias. */
export type ShownQuote = Omit<BookingChangeQuote, "cardAlias"> & { paysByCard: boolean; paymentMethod: string };

/** The quote as the browser may see it. */
export function shownQuote(quote: BookingChangeQuote, paymentMethod: string): ShownQuote {
  const { cardAlias, ...rest } = quote;
  return { ...rest, paysByCard: cardAlias !== null, paymentMethod };
}

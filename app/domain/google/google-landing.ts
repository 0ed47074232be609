import { SEARCH_LIMITS } from "../../../shared/search/search-limits";
import type { Language } from "../../../shared/tenancy/tenant";
import { formatIsoDate, parseIsoDate } from "../dates/iso-date";
import { CURRENCY_PARAM, currencyOfParam, type OfferedCurrencies } from "../money/display-currency";
import { offerPath } from "../seo/offer-path";

/**
 * The landing page of Google's vacation-rental links: Google fills its point-of-sale variables into
 * the brand's URL template and the guest lands on our apartment page with that stay. Pure.
 */

/** The landing route under `:lng` (for app/routes.ts). */
export const GOOGLE_LANDING_ROUTE = "google/landing";

/**
 * The URL template for the brand's point-of-sale (landing pages) file, Google's variables in brackets
 * (developers.google.com/hotels/hotel-prices/dev-guide/pos-urls). `&` is written `&amp;` in the XML file.
 */
export function googleLandingTemplate(origin: string, language: Language): string {
  const query = [
    "listing=(PARTNER-HOTEL-ID)",
    "checkin=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)",
    "checkout=(CHECKOUTYEAR)-(CHECKOUTMONTH)-(CHECKOUTDAY)",
    "nights=(LENGTH)",
    "adults=(NUM-ADULTS)",
    "guests=(NUM-GUESTS)",
    "language=(USER-LANGUAGE)",
    "currency=(USER-CURRENCY)",
  ].join("&");
  return `${origin}/${language}/${GOOGLE_LANDING_ROUTE}?${query}`;
}

const LISTING_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** A whole number in range, or undefined (a variable Google left unfilled is text like `(NUM-GUESTS)`). */
function count(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * A filled date variable as `YYYY-MM-DD` (also `2027-3-5`: Google pads, a hand-made link may not),
 * whether or not the day exists: the apartment page says what is wrong with it. Undefined when
 * Google left the variable unfilled.
 */
function day(value: string | null): string | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value ?? "");
  return match ? `${match[1]}-${match[2]?.padStart(2, "0")}-${match[3]?.padStart(2, "0")}` : undefined;
}

function plusNights(from: string, nights: number): string | undefined {
  const start = parseIsoDate(from);
  return start && formatIsoDate(start) === from ? formatIsoDate(start.add(nights, "day")) : undefined;
}

/**
 * Where a landing URL leads: the listing's apartment page in the guest's language (when the brand has
 * it, else the route's), with the stay Google filled in (check-out, or check-in plus nights) and the
 * guests (NUM-GUESTS, else NUM-ADULTS). A filled stay goes on even when it is one we do not sell (in
 * the past, check-out not after check-in, a day that does not exist): the apartment page marks the
 * date and says why, where a dropped stay would show the apartment as if the guest had chosen none.
 * Unfilled variables and bad counts are dropped; without a listing id the brand's home page opens.
 * The guest's currency goes on as the deep link's `currency` (decision 0137) when the brand offers it:
 * Google showed the price converted, and the page then shows it in that currency too; one the brand
 * does not offer is dropped, and the page shows the brand's.
 */
export function googleLandingTarget(
  params: URLSearchParams,
  context: { language: Language; languages: readonly Language[] } & OfferedCurrencies,
): string {
  const asked = (params.get("language") ?? "").toLowerCase().slice(0, 2);
  const language = context.languages.find((candidate) => candidate === asked) ?? context.language;
  const listing = params.get("listing") ?? "";
  if (!LISTING_ID.test(listing)) return `/${language}`;
  const from = day(params.get("checkin"));
  const nights = count(params.get("nights"), SEARCH_LIMITS.minNights, SEARCH_LIMITS.maxNights);
  const to = day(params.get("checkout")) ?? (from && nights ? plusNights(from, nights) : undefined);
  const guests =
    count(params.get("guests"), SEARCH_LIMITS.minGuests, SEARCH_LIMITS.maxGuests) ??
    count(params.get("adults"), SEARCH_LIMITS.minGuests, SEARCH_LIMITS.maxGuests);
  const query = new URLSearchParams();
  if (from && to) {
    query.set("from", from);
    query.set("to", to);
  }
  if (guests !== undefined) query.set("guests", String(guests));
  const currency = currencyOfParam(params.get("currency"), context);
  if (currency) query.set(CURRENCY_PARAM, currency);
  const path = offerPath(language, listing);
  return query.size > 0 ? `${path}?${query}` : path;
}

import { OFFER_ROUTE } from "../domain/seo/offer-path";

/**
 * The messages come in parts, so a page ships only what it can show: the core (layout, home, search,
 * forms, errors) on every page; under these first path segments (see app/routes.ts) the offer part
 * (the apartment page: its stay box, month table, prices and rate terms, which the checkout, manage
 * booking, the account's bookings, the admin area's booking pages and the contact links show too),
 * the booking part (checkout, manage booking, the account's bookings, the admin area's booking pages,
 * and the contact and enquiry forms, whose requester rules are the booking step's, so their messages
 * show in the browser too) and the pages part (the account, the admin area, the contact and enquiry
 * forms, the enquiries).
 */
export type TranslationPart = "offer" | "booking" | "pages";

const OFFER_SEGMENT = OFFER_ROUTE.split("/")[0];
const BOOKING_SEGMENTS = ["checkout", "bookings", "account", "admin", "contact", "enquiry"];
const PAGES_SEGMENTS = ["account", "admin", "contact", "enquiry", "reviews"];
/** The review form names its ratings as the apartment page's reviews do (the offer part). */
const REVIEW_SEGMENT = "reviews";
/** The "Your stay" page states each apartment's rate terms as the apartment page does. */
const STAY_SEGMENT = "stay";

/** The parts beyond the core that the page at `pathname` (`/:lng/...`) needs. */
export function translationPartsFor(pathname: string): TranslationPart[] {
  const segment = pathname.split("/")[2] ?? "";
  const booking = BOOKING_SEGMENTS.includes(segment);
  return [
    ...(segment === OFFER_SEGMENT || segment === REVIEW_SEGMENT || segment === STAY_SEGMENT || booking
      ? (["offer"] as const)
      : []),
    ...(booking ? (["booking"] as const) : []),
    ...(PAGES_SEGMENTS.includes(segment) ? (["pages"] as const) : []),
  ];
}

import { OFFER_ROUTE } from "~/domain/seo/offer-path";

/**
 * The messages come in parts, so a page ships only what it can show: the core (layout, home, search,
 * forms, errors) on every page, and the booking part (offer, checkout, manage booking, the account's
 * bookings and profile, the admin area's booking pages, and the contact form, whose e-mail rule is the
 * booking step's) on the pages
 * under these first path segments (see app/routes.ts).
 */
export type TranslationPart = "booking";

const BOOKING_SEGMENTS = [OFFER_ROUTE.split("/")[0], "checkout", "bookings", "account", "admin", "contact"];

/** The parts beyond the core that the page at `pathname` (`/:lng/...`) needs. */
export function translationPartsFor(pathname: string): TranslationPart[] {
  const segment = pathname.split("/")[2] ?? "";
  return BOOKING_SEGMENTS.includes(segment) ? ["booking"] : [];
}

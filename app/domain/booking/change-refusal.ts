import type { MessageKey } from "../../../shared/i18n/message-key";

/** The OTA's and the payment service's answers to a change that did not go through, as the guest reads them. */
const BY_CODE: Record<string, MessageKey> = {
  no_longer_available: "manageBooking.change.refused.unavailable",
  min_stay: "manageBooking.change.refused.minStay",
  max_stay: "manageBooking.change.refused.maxStay",
  closed_to_arrival: "manageBooking.change.refused.closedToArrival",
  closed_to_departure: "manageBooking.change.refused.closedToDeparture",
  too_many_guests: "manageBooking.change.refused.tooManyGuests",
  invalid_dates: "manageBooking.change.refused.dates",
  dates_in_past: "manageBooking.change.refused.dates",
  invalid_input: "manageBooking.change.refused.dates",
  price_changed: "manageBooking.change.refused.priceChanged",
  card_declined: "manageBooking.change.refused.cardDeclined",
};

const BY_REASON: Record<string, MessageKey> = {
  cancelled: "manageBooking.change.refused.cancelled",
  started: "manageBooking.change.refused.started",
  terms: "manageBooking.change.refused.terms",
  rfpOffer: "manageBooking.change.refused.rfpOffer",
  severalApartments: "manageBooking.change.refused.severalApartments",
  unchanged: "manageBooking.change.refused.unchanged",
};

/** The message of a refused change: by the refusal's reason, else its code, else a general failure. */
export function changeRefusalKey(code: string | undefined, reason: unknown): MessageKey {
  if (code === "change_not_allowed" && typeof reason === "string" && BY_REASON[reason]) return BY_REASON[reason];
  return (code && BY_CODE[code]) || "manageBooking.change.refused.failed";
}

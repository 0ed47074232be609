import type { CheckoutSession } from "./checkout-session";

/**
 * The apartments of a checkout in booking order (decision 0144): the session's own first, then the
 * further ones. The OTA's refusals name an item by this index (`details.itemIndex`, decision 0142).
 */
export function checkoutItemsOf(session: Pick<CheckoutSession, "params" | "state">) {
  const { state, params } = session;
  return [
    {
      apartment: state.apartment,
      guests: state.bookingDetails?.guests ?? params.offer.guests,
      selectedOffer: state.selectedOffer,
      extraServicesTotal: state.extraServicesTotal,
    },
    ...state.additionalItems,
  ];
}

/** The item the OTA refused, from its answer's details, when it names one of this checkout's. */
export function refusedItemIndex(details: Record<string, unknown> | undefined, itemCount: number): number | null {
  const index = details?.itemIndex;
  return typeof index === "number" && Number.isInteger(index) && index >= 0 && index < itemCount ? index : null;
}

/**
 * The checkout without one apartment (the guest drops the one that is gone, then confirms again with
 * the rest). Dropping the first makes the next one the session's own: its apartment, offer, guests
 * and extras. A new idempotency key: nothing was booked under the old one, and the request changed.
 * Null when there is nothing to drop (one apartment left, or no such item).
 */
export function withoutItem(session: CheckoutSession, index: number, idempotencyKey: string): CheckoutSession | null {
  const { state, params } = session;
  if (state.additionalItems.length === 0 || index < 0 || index > state.additionalItems.length) return null;
  const base = { ...session, idempotencyKey };
  if (index > 0) {
    return { ...base, state: { ...state, additionalItems: state.additionalItems.filter((_, at) => at !== index - 1) } };
  }
  const [next, ...rest] = state.additionalItems;
  if (!next) return null;
  const entries = state.entries.booking
    ? { ...state.entries, booking: { ...state.entries.booking, guests: String(next.guests) } }
    : state.entries;
  return {
    ...base,
    params: {
      ...params,
      hasExtraServices: next.apartment.extraServices.length > 0,
      offer: {
        ...params.offer,
        apartmentTypeId: next.apartment.id,
        ratePlanId: next.selectedOffer.ratePlanId,
        guests: next.guests,
      },
    },
    state: {
      ...state,
      apartment: next.apartment,
      selectedOffer: next.selectedOffer,
      offers: [next.selectedOffer],
      extraServicesTotal: next.extraServicesTotal,
      additionalItems: rest,
      entries,
      bookingDetails: state.bookingDetails ? { ...state.bookingDetails, guests: next.guests } : null,
    },
  };
}

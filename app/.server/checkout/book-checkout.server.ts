import type { RouterContextProvider } from "react-router";
import type { Booking } from "../../../shared/ota/booking";
import { bookingRequestFrom } from "../../domain/checkout/booking-request";
import { checkoutItemsOf, refusedItemIndex } from "../../domain/checkout/checkout-items";
import type { CheckoutSession } from "../../domain/checkout/checkout-session";
import { isStayRestriction, STAY_RESTRICTED_MESSAGE } from "../../domain/checkout/stay-restriction";
import { bookingSubjectFor } from "../account/customer.server";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";
import { repriceAdditionalItems, repriceForGuests } from "./reprice.server";

export type BookCheckoutResult =
  | { ok: true; session: CheckoutSession; booking: Booking | null }
  | {
      ok: false;
      status: number;
      errorKey: string;
      session: CheckoutSession;
      /** The apartment of several that is gone (decision 0142's `details.itemIndex`): the guest may drop it. */
      goneItem?: { index: number; name: string };
    };

/**
 * Books the session's stay once. The OTA call carries the session's idempotency key, so a double
 * click, a resubmitted form or a retry after a lost answer all get the same booking; a session that
 * already booked answers with its booking without calling the OTA.
 */
export async function bookCheckout(
  context: Readonly<RouterContextProvider>,
  session: CheckoutSession,
): Promise<BookCheckoutResult> {
  if (session.state.booking) return { ok: true, session, booking: null };
  const request = bookingRequestFrom(session);
  if (!request) return { ok: false, status: 409, errorKey: "checkout.errors.stepUnavailable", session };
  // Signed in: the booking belongs to the account (My bookings).
  const subject = await bookingSubjectFor(context);
  if (subject) request.userId = subject;
  const { tenant } = context.get(tenantContext);
  // The answer names the apartment in the guest's language: the confirmation mail is built from it.
  const result = await adaptersOf(context).ota.createBooking(
    tenant.ibeUid,
    session.idempotencyKey,
    request,
    getLocale(context),
  );
  if (!result.ok) {
    if (result.code === "price_changed") {
      // Show the new price: priced again for the same stay (every apartment of it), the guest confirms once more.
      const repriced = await repriceForGuests(context, session, session.params.offer.guests, { always: true });
      const next = await repriceAdditionalItems(context, repriced.ok ? repriced.session : session);
      if (repriced.ok || next !== session) await adaptersOf(context).checkoutStore.save(next);
      return { ok: false, status: 409, errorKey: "checkout.errors.priceChanged", session: next };
    }
    if (result.code === "voucher_invalid") {
      // The code was used up (or archived, or expired) since the last step: priced again without it.
      const withoutVoucher = {
        ...session,
        params: { ...session.params, offer: { ...session.params.offer, voucher: undefined } },
      };
      const repriced = await repriceForGuests(context, withoutVoucher, session.params.offer.guests, { always: true });
      const next = repriced.ok ? repriced.session : session;
      if (repriced.ok) await adaptersOf(context).checkoutStore.save(next);
      return { ok: false, status: 409, errorKey: "checkout.errors.voucherRefused", session: next };
    }
    if (result.code === "no_longer_available" || result.code === "not_bookable") {
      const items = checkoutItemsOf(session);
      const gone = items.length > 1 ? refusedItemIndex(result.details, items.length) : null;
      const item = gone === null ? undefined : items[gone];
      if (gone !== null && item) {
        const goneItem = { index: gone, name: item.apartment.name };
        return { ok: false, status: 409, errorKey: "stay.gone", session, goneItem };
      }
      return { ok: false, status: 409, errorKey: "checkout.errors.noLongerAvailable", session };
    }
    if (result.code === "rfp_offer_not_bookable") {
      // The enquiry's offer was booked (by a colleague, in another tab), declined, withdrawn or expired meanwhile.
      return { ok: false, status: 409, errorKey: "checkout.errors.offerNotBookable", session };
    }
    if (isStayRestriction(result.code)) {
      // The day's restrictions (the apartment page shows them): the guest chooses other dates there.
      return { ok: false, status: 422, errorKey: STAY_RESTRICTED_MESSAGE, session };
    }
    logger.warn("checkout: createBooking failed", { status: result.status, code: result.code });
    return { ok: false, status: 502, errorKey: "checkout.errors.bookingFailed", session };
  }
  const booking = result.data;
  const booked: CheckoutSession = {
    ...session,
    state: {
      ...session.state,
      booking: { id: booking.id, reference: booking.reference, email: booking.guest.email, status: booking.status },
    },
  };
  await adaptersOf(context).checkoutStore.save(booked);
  return { ok: true, session: booked, booking };
}

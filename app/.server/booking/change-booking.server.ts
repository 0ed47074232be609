import type { RouterContextProvider } from "react-router";
import type { MessageKey } from "../../../shared/i18n/message-key";
import type { AdminBookingDetail } from "../../../shared/ota/admin-booking";
import type { Booking } from "../../../shared/ota/booking";
import type { BookingChangeQuote, BookingChangeStay } from "../../../shared/ota/booking-change";
import type { OtaLanguage } from "../../../shared/ota/common";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { askedStay, confirmChangeFormSchema } from "../../domain/booking/change-form";
import { changeRefusalKey } from "../../domain/booking/change-refusal";
import { type ShownQuote, shownQuote } from "../../domain/booking/shown-quote";
import { adaptersOf } from "../adapters.server";
import { adminOtaFor } from "../auth/admin-access.server";
import { logger } from "../logger.server";
import type { OtaResult } from "../ota/ota-result";

/**
 * Changing a booking from the app (docs/decisions/0140, 0141): the quote, then the guest's or the
 * operator's confirmation. A card booking's difference is charged BEFORE the OTA changes the booking
 * (a declined charge leaves it unchanged) and paid back if the OTA then refuses; a lower total is
 * credited after. Every payment carries an idempotency key made of the confirmation's one-time id, so
 * a double submit charges once.
 */

/** Who changes: the guest (manage page, My bookings) or an operator (the admin detail). */
export type ChangeActor = { kind: "guest" } | { kind: "admin"; email: string };

export type ChangeFailure = { ok: false; error: MessageKey; status: number };

function refused(result: { status: number; code?: string; details?: Record<string, unknown> }): ChangeFailure {
  return {
    ok: false,
    error: changeRefusalKey(result.code, result.details?.reason),
    status: result.status >= 500 ? 502 : result.status,
  };
}

/** The quote of a change, or why it is refused. */
export async function quoteChange(
  context: Readonly<RouterContextProvider>,
  tenant: Tenant,
  bookingId: string,
  stay: BookingChangeStay,
  actor: ChangeActor,
): Promise<{ ok: true; quote: BookingChangeQuote } | ChangeFailure> {
  const ota = actor.kind === "admin" ? adminOtaFor(context) : adaptersOf(context).ota;
  const result =
    actor.kind === "admin"
      ? await ota.quoteBookingChangeAdmin(tenant.ibeUid, bookingId, stay)
      : await ota.quoteBookingChange(tenant.ibeUid, bookingId, stay);
  return result.ok ? { ok: true, quote: result.data } : refused(result);
}

/**
 * What a change page shows for its query, the guest's and the operator's alike: the booked stay's
 * form, a message for a stay that does not parse or is refused, or the quote with a one-time id.
 */
export async function changePageState(
  context: Readonly<RouterContextProvider>,
  tenant: Tenant,
  booking: BookingChangeStay & { id: string; paymentMethod: string; items: readonly unknown[] },
  query: URLSearchParams,
  actor: ChangeActor,
): Promise<{
  status: number;
  stay: BookingChangeStay;
  quote: ShownQuote | null;
  error: MessageKey | null;
  changeId: string | null;
  /** No change is possible at all (a booking of several apartments, decision 0142): no form either. */
  closed: boolean;
}> {
  const current = { from: booking.from, to: booking.to, guests: booking.guests };
  if (booking.items.length > 1) {
    const error = changeRefusalKey("change_not_allowed", "severalApartments");
    return { status: 409, stay: current, quote: null, error, changeId: null, closed: true };
  }
  const asked = askedStay(query);
  if (asked.kind !== "stay") {
    const error = asked.kind === "invalid" ? ("manageBooking.change.refused.invalid" as const) : null;
    return { status: error ? 400 : 200, stay: current, quote: null, error, changeId: null, closed: false };
  }
  const quoted = await quoteChange(context, tenant, booking.id, asked.stay, actor);
  if (!quoted.ok)
    return { status: quoted.status, stay: asked.stay, quote: null, error: quoted.error, changeId: null, closed: false };
  const quote = shownQuote(quoted.quote, booking.paymentMethod);
  return { status: 200, stay: asked.stay, quote, error: null, changeId: crypto.randomUUID(), closed: false };
}

type Changed<A extends ChangeActor> = A extends { kind: "admin" } ? AdminBookingDetail : Booking;

/**
 * Confirms a quoted change from the quote page's posted form (the guest's and the admin's alike) at the
 * total the guest saw (`expectedTotal`), moving the card difference; a form that does not parse is 400.
 * The form's `changeId`: the quote page's one-time id (8 to 40 letters, digits and dashes).
 */
export async function confirmChange<A extends ChangeActor>(
  context: Readonly<RouterContextProvider>,
  input: {
    tenant: Tenant;
    bookingId: string;
    form: Record<string, unknown>;
    lng: OtaLanguage;
    actor: A;
  },
): Promise<{ ok: true; booking: Changed<A>; before: BookingChangeQuote["before"]; changeId: string } | ChangeFailure> {
  const { tenant, bookingId, actor } = input;
  const parsed = confirmChangeFormSchema.safeParse(input.form);
  if (!parsed.success) return { ok: false, error: "manageBooking.change.refused.dates", status: 400 };
  const { expectedTotal, changeId, ...stay } = parsed.data;
  const quoted = await quoteChange(context, tenant, bookingId, stay, actor);
  if (!quoted.ok) return quoted;
  const { quote } = quoted;
  if (quote.after.price.total !== expectedTotal)
    return { ok: false, error: "manageBooking.change.refused.priceChanged", status: 409 };
  const { payments } = adaptersOf(context);
  const ota = actor.kind === "admin" ? adminOtaFor(context) : adaptersOf(context).ota;
  const money = { ibeUid: tenant.ibeUid, currency: quote.difference.currency, refno: bookingId.slice(0, 40) };
  const alias = quote.cardAlias;
  let charged: string | null = null;
  if (alias && quote.difference.amount > 0) {
    const charge = await payments.payWithAlias(
      "settled",
      { ...money, amount: quote.difference.amount, card: { alias } },
      `chg-${changeId}`,
    );
    if (!charge.ok) {
      if (charge.code !== "card_declined")
        logger.error("booking change: charge failed", { bookingId, status: charge.status, code: charge.code });
      return refused({ ...charge, status: charge.code === "card_declined" ? 402 : 502 });
    }
    charged = charge.data.transactionId;
  }
  const request = {
    ...stay,
    expectedTotal: { amount: quote.after.price.total, currency: quote.after.price.currency },
    ...(charged ? { paymentTransactionId: charged } : {}),
  };
  const result: OtaResult<Booking | AdminBookingDetail> =
    actor.kind === "admin"
      ? await ota.changeBookingAdmin(tenant.ibeUid, bookingId, { ...request, actor: { email: actor.email } }, input.lng)
      : await ota.changeBooking(tenant.ibeUid, bookingId, request, input.lng);
  if (!result.ok) {
    if (charged) {
      // The booking stays as it was: what was charged for the change goes back.
      const back = await payments.payWithAlias(
        "credited",
        { ...money, amount: quote.difference.amount, card: { alias: alias ?? "" } },
        `chg-${changeId}-back`,
      );
      if (!back.ok)
        logger.error("booking change: paying back the charge failed", {
          bookingId,
          status: back.status,
          code: back.code,
        });
    }
    return refused(result);
  }
  if (alias && quote.difference.amount < 0) {
    const refund = await payments.payWithAlias(
      "credited",
      { ...money, amount: -quote.difference.amount, card: { alias } },
      `chg-${changeId}-refund`,
    );
    // The booking is changed; a refund that failed is the operators' to make (the history shows no transaction).
    if (!refund.ok)
      logger.error("booking change: refund failed", { bookingId, status: refund.status, code: refund.code });
  }
  return { ok: true, booking: result.data as Changed<A>, before: quote.before, changeId };
}

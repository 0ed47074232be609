import type { RouterContextProvider } from "react-router";
import { errorName, logger } from "~/.server/logger.server";
import { cancellationMail, rfpConfirmationMail } from "~/domain/booking/guest-mails";
import { formatMoney } from "~/domain/money/money";
import type { Booking } from "~/domain/ota/booking";
import type { Rfp } from "~/domain/ota/rfp";
import type { Language } from "~/domain/tenancy/languages";
import { formatStayDates } from "~/i18n/format";
import { intlLocale } from "~/i18n/intl-locale";
import { cloudflareContext, tenantContext } from "../context.server";
import { getI18n } from "../i18n/i18n-middleware.server";
import { manageBookingUrl } from "./booking-confirmation.server";
import { claimMailEvent, mailerFor, type OutgoingMail, releaseMailEvent } from "./mailer.server";

/** The translator and formatters of the guest's language, for the pure mail builders. */
export function mailLanguage(context: Readonly<RouterContextProvider>, lng: Language) {
  const { t } = getI18n(context);
  return {
    lng,
    t: (key: string, values?: Record<string, unknown>) => String(t(key as never, { ...values, lng })),
    formatMoney: (money: { amount: number; currency: string }) => formatMoney(money, intlLocale(lng), {}),
    formatDates: (from: string, to: string) => formatStayDates(from, to, lng),
  };
}

/**
 * Sends the mail of one event once: the first request to claim the event's key sends it, later ones
 * (a cancel posted twice) send nothing. A mail that fails is logged without personal data, its claim
 * given back, and never fails what the guest did.
 */
async function sendOnce(
  context: Readonly<RouterContextProvider>,
  eventKey: string,
  build: () => Promise<OutgoingMail>,
): Promise<{ sent: boolean }> {
  const db = context.get(cloudflareContext).env.DB;
  const kind = eventKey.split(":")[0];
  let claimed = false;
  try {
    claimed = await claimMailEvent(db, eventKey);
    if (!claimed) return { sent: false };
    await mailerFor(context).send(await build());
    return { sent: true };
  } catch (error) {
    logger.warn("mail: could not be sent", { kind, error: errorName(error) });
    if (claimed) await releaseMailEvent(db, eventKey).catch(() => undefined);
    return { sent: false };
  }
}

/** The cancellation mail of a booking just cancelled through the manage page. */
export function sendCancellationMail(
  context: Readonly<RouterContextProvider>,
  input: { booking: Booking; lng: Language; origin: string },
) {
  const { tenant } = context.get(tenantContext);
  const { booking, lng } = input;
  return sendOnce(context, `booking_cancellation:${tenant.ibeUid}:${booking.id}`, async () => ({
    ...cancellationMail({
      ...mailLanguage(context, lng),
      booking,
      brand: tenant.name,
      contact: tenant.contact,
      manageUrl: await manageBookingUrl(context, input.origin, booking, lng),
    }),
    ibeUid: tenant.ibeUid,
    kind: "booking_cancellation",
    language: lng,
    to: booking.guest.email,
    reference: booking.reference,
    fromName: tenant.name,
  }));
}

/** The confirmation to whoever sent a request for proposal, with its readable reference. */
export function sendRfpConfirmation(context: Readonly<RouterContextProvider>, input: { rfp: Rfp; lng: Language }) {
  const { tenant } = context.get(tenantContext);
  const { rfp, lng } = input;
  return sendOnce(context, `rfp_confirmation:${tenant.ibeUid}:${rfp.id}`, async () => ({
    ...rfpConfirmationMail({ ...mailLanguage(context, lng), rfp, brand: tenant.name, contact: tenant.contact }),
    ibeUid: tenant.ibeUid,
    kind: "rfp_confirmation",
    language: lng,
    to: rfp.contact.email,
    reference: rfp.reference,
    fromName: tenant.name,
  }));
}

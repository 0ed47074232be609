import type { RouterContextProvider } from "react-router";
import { cancellationText } from "~/components/offer/cancellation-text";
import { bankTransferDetails } from "~/domain/booking/bank-transfer";
import { confirmationMail } from "~/domain/booking/confirmation-mail";
import { getEntry } from "~/domain/catalogue";
import { formatMoney } from "~/domain/money/money";
import type { Booking } from "~/domain/ota/booking";
import type { Language } from "~/domain/tenancy/languages";
import { formatDate, formatStayDates } from "~/i18n/format";
import { intlLocale } from "~/i18n/intl-locale";
import { manageBookingPath } from "../booking/manage-link.server";
import { configContext, tenantContext } from "../context.server";
import { getI18n } from "../i18n/i18n-middleware.server";
import { errorName, logger } from "../logger.server";
import { mailerFor } from "./mailer.server";

/** The manage-booking link of a booking on the tenant's host (absolute, for mails). */
export async function manageBookingUrl(
  context: Readonly<RouterContextProvider>,
  origin: string,
  booking: Pick<Booking, "id">,
  lng: Language,
): Promise<string> {
  const { tenant } = context.get(tenantContext);
  const path = await manageBookingPath({
    lng,
    bookingId: booking.id,
    ibeUid: tenant.ibeUid,
    secret: context.get(configContext).SESSION_SECRET,
  });
  return new URL(path, origin).toString();
}

/**
 * Sends the confirmation of a new booking in the guest's language (the checkout's) with the manage
 * link. A mail that cannot be sent never fails the booking: it is logged, without personal data.
 */
export async function sendBookingConfirmation(
  context: Readonly<RouterContextProvider>,
  input: { booking: Booking; lng: Language; origin: string },
): Promise<{ ok: boolean }> {
  const { tenant } = context.get(tenantContext);
  const { booking, lng } = input;
  try {
    const { t } = getI18n(context);
    const translate = (key: string, values?: Record<string, unknown>) => String(t(key as never, { ...values, lng }));
    const policy = cancellationText(booking.cancellation.policy);
    const mail = confirmationMail({
      booking,
      lng,
      brand: tenant.name,
      contact: tenant.contact,
      manageUrl: await manageBookingUrl(context, input.origin, booking, lng),
      cancellation: translate(policy.key, policy.values),
      t: translate,
      formatMoney: (money) => formatMoney(money, intlLocale(lng), {}),
      formatDates: (from, to) => formatStayDates(from, to, lng),
      serviceName: (id) => getEntry(id)?.name[lng] ?? id,
      bankTransfer: bankTransferDetails(booking, { tenant: tenant.bankAccount }),
      formatDate: (isoDate) => formatDate(isoDate, lng),
    });
    await mailerFor(context).send({
      ...mail,
      ibeUid: tenant.ibeUid,
      kind: "booking_confirmation",
      language: lng,
      to: booking.guest.email,
      reference: booking.reference,
      fromName: tenant.name,
    });
    return { ok: true };
  } catch (error) {
    logger.warn("mail: the booking confirmation could not be sent", { error: errorName(error) });
    return { ok: false };
  }
}

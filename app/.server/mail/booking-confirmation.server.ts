import type { RouterContextProvider } from "react-router";
import { serviceName } from "../../../shared/catalogue";
import type { Booking } from "../../../shared/ota/booking";
import type { Language } from "../../../shared/tenancy/languages";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { bankTransferDetails } from "../../domain/booking/bank-transfer";
import { cancellationText } from "../../domain/booking/cancellation-text";
import { confirmationMail } from "../../domain/booking/confirmation-mail";
import { manageBookingPath } from "../booking/manage-link.server";
import { configContext, tenantContext } from "../context.server";
import { mailLanguage } from "./mail-language.server";
import { sendOnce } from "./send-once.server";

/** The manage-booking link of a booking on the tenant's host (absolute, for mails). */
export async function manageBookingUrl(
  context: Readonly<RouterContextProvider>,
  origin: string,
  booking: Pick<Booking, "id">,
  lng: Language,
  tenant: Tenant = context.get(tenantContext).tenant,
): Promise<string> {
  const path = await manageBookingPath({
    lng,
    bookingId: booking.id,
    ibeUid: tenant.ibeUid,
    secret: context.get(configContext).SESSION_SECRET,
  });
  return new URL(path, origin).toString();
}

/** Who sends a booking's mail: the request's tenant, or the booking's tenant when an admin acts for it. */
export type MailSender = { tenant?: Tenant };

/**
 * Sends the confirmation of a new booking in the guest's language (the checkout's) with the manage
 * link, once per booking however often the booking is confirmed (a double click or five concurrent
 * confirms get the same booking back from the OTA). An admin's resend is an event of its own
 * (`resendId`), sent once per click. A mail that cannot be sent never fails the booking: it is
 * logged, without personal data.
 */
export async function sendBookingConfirmation(
  context: Readonly<RouterContextProvider>,
  input: { booking: Booking; lng: Language; origin: string; resendId?: string } & MailSender,
): Promise<{ ok: boolean }> {
  const tenant = input.tenant ?? context.get(tenantContext).tenant;
  const { booking, lng } = input;
  const event = `booking_confirmation:${tenant.ibeUid}:${booking.id}${input.resendId ? `:resend:${input.resendId}` : ""}`;
  const { sent } = await sendOnce(context, event, async () => {
    const language = mailLanguage(context, lng);
    const policy = cancellationText(booking.cancellation.policy, booking.price.nights);
    const mail = confirmationMail({
      ...language,
      booking,
      brand: tenant.name,
      contact: tenant.contact,
      manageUrl: await manageBookingUrl(context, input.origin, booking, lng, tenant),
      cancellation: language.t(policy.key, policy.values),
      serviceName: (id) => serviceName(id, lng),
      bankTransfer: bankTransferDetails(booking, { tenant: tenant.bankAccount }),
    });
    return {
      ...mail,
      ibeUid: tenant.ibeUid,
      kind: "booking_confirmation",
      language: lng,
      to: booking.guest.email,
      reference: booking.reference,
      fromName: tenant.name,
    };
  });
  return { ok: sent };
}

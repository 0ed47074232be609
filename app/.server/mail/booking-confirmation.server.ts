import type { RouterContextProvider } from "react-router";
import { bankTransferDetails } from "~/domain/booking/bank-transfer";
import { cancellationText } from "~/domain/booking/cancellation-text";
import { confirmationMail } from "~/domain/booking/confirmation-mail";
import { serviceName } from "~/domain/catalogue";
import type { Booking } from "~/domain/ota/booking";
import type { Language } from "~/domain/tenancy/languages";
import { manageBookingPath } from "../booking/manage-link.server";
import { configContext, tenantContext } from "../context.server";
import { mailLanguage } from "./mail-language.server";
import { sendOnce } from "./mailer.server";

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
 * link, once per booking however often the booking is confirmed (a double click or five concurrent
 * confirms get the same booking back from the OTA). A mail that cannot be sent never fails the
 * booking: it is logged, without personal data.
 */
export async function sendBookingConfirmation(
  context: Readonly<RouterContextProvider>,
  input: { booking: Booking; lng: Language; origin: string },
): Promise<{ ok: boolean }> {
  const { tenant } = context.get(tenantContext);
  const { booking, lng } = input;
  const { sent } = await sendOnce(context, `booking_confirmation:${tenant.ibeUid}:${booking.id}`, async () => {
    const language = mailLanguage(context, lng);
    const policy = cancellationText(booking.cancellation.policy);
    const mail = confirmationMail({
      ...language,
      booking,
      brand: tenant.name,
      contact: tenant.contact,
      manageUrl: await manageBookingUrl(context, input.origin, booking, lng),
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

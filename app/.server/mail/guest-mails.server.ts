import type { RouterContextProvider } from "react-router";
import { cancellationMail, rfpConfirmationMail } from "~/domain/booking/guest-mails";
import type { Booking } from "~/domain/ota/booking";
import type { Rfp } from "~/domain/ota/rfp";
import type { Language } from "~/domain/tenancy/languages";
import { tenantContext } from "../context.server";
import { enquiryUrl } from "../enquiry/enquiry-links.server";
import { type MailSender, manageBookingUrl } from "./booking-confirmation.server";
import { mailLanguage } from "./mail-language.server";
import { sendOnce } from "./mailer.server";

/**
 * The cancellation mail of a booking just cancelled, by the guest on the manage page or by an admin
 * (for the booking's tenant): one per booking, whoever cancelled.
 */
export function sendCancellationMail(
  context: Readonly<RouterContextProvider>,
  input: { booking: Booking; lng: Language; origin: string } & MailSender,
) {
  const tenant = input.tenant ?? context.get(tenantContext).tenant;
  const { booking, lng } = input;
  return sendOnce(context, `booking_cancellation:${tenant.ibeUid}:${booking.id}`, async () => ({
    ...cancellationMail({
      ...mailLanguage(context, lng),
      booking,
      brand: tenant.name,
      contact: tenant.contact,
      manageUrl: await manageBookingUrl(context, input.origin, booking, lng, tenant),
    }),
    ibeUid: tenant.ibeUid,
    kind: "booking_cancellation",
    language: lng,
    to: booking.guest.email,
    reference: booking.reference,
    fromName: tenant.name,
  }));
}

/** The confirmation to whoever sent a request for proposal, with its readable reference and its signed page. */
export function sendRfpConfirmation(
  context: Readonly<RouterContextProvider>,
  input: { rfp: Rfp; lng: Language; origin: string },
) {
  const { tenant } = context.get(tenantContext);
  const { rfp, lng } = input;
  return sendOnce(context, `rfp_confirmation:${tenant.ibeUid}:${rfp.id}`, async () => ({
    ...rfpConfirmationMail({
      ...mailLanguage(context, lng),
      rfp,
      brand: tenant.name,
      contact: tenant.contact,
      enquiryUrl: await enquiryUrl(context, input.origin, rfp, lng),
    }),
    ibeUid: tenant.ibeUid,
    kind: "rfp_confirmation",
    language: lng,
    to: rfp.contact.email,
    reference: rfp.reference,
    fromName: tenant.name,
  }));
}

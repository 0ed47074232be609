import type { RouterContextProvider } from "react-router";
import type { Booking } from "../../../shared/ota/booking";
import type { Rfp } from "../../../shared/ota/rfp";
import type { Language } from "../../../shared/tenancy/languages";
import { cancellationMail, changeMail, rfpConfirmationMail } from "../../domain/booking/guest-mails";
import { tenantContext } from "../context.server";
import { enquiryUrl } from "../enquiry/enquiry-links.server";
import { type MailSender, manageBookingUrl } from "./booking-confirmation.server";
import { sendBrandMail } from "./brand-mail.server";

/**
 * The cancellation mail of a booking just cancelled, by the guest on the manage page or by an admin
 * (for the booking's tenant): one per booking, whoever cancelled; for the apartments of a booking of
 * several cancelled on their own (`cancelledItemIds`, decision 0142), one per apartment.
 */
export function sendCancellationMail(
  context: Readonly<RouterContextProvider>,
  input: {
    booking: Booking;
    cancelledItemIds?: readonly string[] | undefined;
    lng: Language;
    origin: string;
  } & MailSender,
) {
  const tenant = input.tenant ?? context.get(tenantContext).tenant;
  const { booking, lng, cancelledItemIds } = input;
  return sendBrandMail(
    context,
    {
      tenant,
      kind: "booking_cancellation",
      once: cancelledItemIds ? `${booking.id}:${[...cancelledItemIds].sort().join(",")}` : booking.id,
      lng,
      to: booking.guest.email,
      reference: booking.reference,
    },
    async (parts) =>
      cancellationMail({
        ...parts,
        booking,
        cancelledItemIds,
        manageUrl: await manageBookingUrl(context, input.origin, booking, lng, tenant),
      }),
  );
}

/**
 * The mail of a changed booking in the guest's language, by the guest or an operator: one per
 * confirmed change (`changeId`, the quote page's one-time id).
 */
export function sendChangeMail(
  context: Readonly<RouterContextProvider>,
  input: {
    booking: Booking;
    before: { from: string; to: string; guests: number; total: number };
    changeId: string;
    lng: Language;
    origin: string;
  } & MailSender,
) {
  const tenant = input.tenant ?? context.get(tenantContext).tenant;
  const { booking, lng } = input;
  return sendBrandMail(
    context,
    {
      tenant,
      kind: "booking_change",
      once: `${booking.id}:${input.changeId}`,
      lng,
      to: booking.guest.email,
      reference: booking.reference,
    },
    async (parts) =>
      changeMail({
        ...parts,
        booking,
        before: input.before,
        manageUrl: await manageBookingUrl(context, input.origin, booking, lng, tenant),
      }),
  );
}

/** The confirmation to whoever sent a request for proposal, with its readable reference and its signed page. */
export function sendRfpConfirmation(
  context: Readonly<RouterContextProvider>,
  input: { rfp: Rfp; lng: Language; origin: string },
) {
  const { tenant } = context.get(tenantContext);
  const { rfp, lng } = input;
  return sendBrandMail(
    context,
    { tenant, kind: "rfp_confirmation", once: rfp.id, lng, to: rfp.contact.email, reference: rfp.reference },
    async (parts) =>
      rfpConfirmationMail({ ...parts, rfp, enquiryUrl: await enquiryUrl(context, input.origin, rfp, lng) }),
  );
}

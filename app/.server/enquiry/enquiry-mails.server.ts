import type { RouterContextProvider } from "react-router";
import { enquiryNotificationMail, enquiryOffersMail } from "~/domain/enquiry/enquiry-mails";
import type { Rfp } from "~/domain/ota/rfp";
import { tenantContext } from "../context.server";
import { mailLanguage } from "../mail/mail-language.server";
import { sendOnce } from "../mail/mailer.server";
import { adminEnquiryUrl, enquiryUrl } from "./enquiry-links.server";

/** To the brand's operators (its contact address), in the brand's default language: a new enquiry. */
export function sendEnquiryNotification(context: Readonly<RouterContextProvider>, input: { rfp: Rfp; origin: string }) {
  const { tenant } = context.get(tenantContext);
  const { rfp } = input;
  const lng = tenant.defaultLanguage;
  return sendOnce(context, `rfp_notification:${tenant.ibeUid}:${rfp.id}`, async () => ({
    ...enquiryNotificationMail({
      ...mailLanguage(context, lng),
      rfp,
      brand: tenant.name,
      contact: tenant.contact,
      adminUrl: adminEnquiryUrl(input.origin, rfp.id, lng),
    }),
    ibeUid: tenant.ibeUid,
    kind: "rfp_notification",
    language: lng,
    to: tenant.contact.email,
    reference: rfp.reference,
    fromName: tenant.name,
  }));
}

/** To the requester, in their language: the offers just sent, with the enquiry's signed link. Once per send. */
export function sendEnquiryOffers(context: Readonly<RouterContextProvider>, input: { rfp: Rfp; origin: string }) {
  const { tenant } = context.get(tenantContext);
  const { rfp } = input;
  const lng = rfp.language;
  const lastSent = rfp.offers.reduce(
    (latest, offer) => (offer.sentAt && offer.sentAt > latest ? offer.sentAt : latest),
    "",
  );
  return sendOnce(context, `rfp_offers:${tenant.ibeUid}:${rfp.id}:${lastSent}`, async () => ({
    ...enquiryOffersMail({
      ...mailLanguage(context, lng),
      rfp,
      brand: tenant.name,
      contact: tenant.contact,
      enquiryUrl: await enquiryUrl(context, input.origin, rfp, lng),
    }),
    ibeUid: tenant.ibeUid,
    kind: "rfp_offers",
    language: lng,
    to: rfp.contact.email,
    reference: rfp.reference,
    fromName: tenant.name,
  }));
}

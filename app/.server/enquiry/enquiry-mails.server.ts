import type { RouterContextProvider } from "react-router";
import type { Rfp } from "../../../shared/ota/rfp";
import { enquiryNotificationMail, enquiryOffersMail } from "../../domain/enquiry/enquiry-mails";
import { tenantContext } from "../context.server";
import { sendBrandMail } from "../mail/brand-mail.server";
import { adminEnquiryUrl, enquiryUrl } from "./enquiry-links.server";

/** To the brand's operators (its contact address), in the brand's default language: a new enquiry. */
export function sendEnquiryNotification(context: Readonly<RouterContextProvider>, input: { rfp: Rfp; origin: string }) {
  const { tenant } = context.get(tenantContext);
  const { rfp } = input;
  const lng = tenant.defaultLanguage;
  return sendBrandMail(
    context,
    { tenant, kind: "rfp_notification", once: rfp.id, lng, to: tenant.contact.email, reference: rfp.reference },
    (parts) => enquiryNotificationMail({ ...parts, rfp, adminUrl: adminEnquiryUrl(input.origin, rfp.id, lng) }),
  );
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
  return sendBrandMail(
    context,
    { tenant, kind: "rfp_offers", once: `${rfp.id}:${lastSent}`, lng, to: rfp.contact.email, reference: rfp.reference },
    async (parts) =>
      enquiryOffersMail({ ...parts, rfp, enquiryUrl: await enquiryUrl(context, input.origin, rfp, lng) }),
  );
}

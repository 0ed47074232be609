import type { RouterContextProvider } from "react-router";
import type { ContactMessage } from "../../../shared/ota/contact";
import { contactAnswerMail, contactConfirmationMail } from "../../domain/contact/contact-mails";
import { tenantContext } from "../context.server";
import { type BrandMailEnvelope, sendBrandMail } from "./brand-mail.server";

/** A contact mail goes to the sender, in the sender's language, once per message and kind. */
function envelope(
  context: Readonly<RouterContextProvider>,
  message: ContactMessage,
  kind: BrandMailEnvelope["kind"],
): BrandMailEnvelope {
  const { tenant } = context.get(tenantContext);
  return { tenant, kind, once: message.id, lng: message.language, to: message.email, reference: message.reference };
}

/** The confirmation to the sender of a contact message just stored, with its reference. */
export function sendContactConfirmation(context: Readonly<RouterContextProvider>, message: ContactMessage) {
  return sendBrandMail(context, envelope(context, message, "contact_confirmation"), (parts) =>
    contactConfirmationMail({ ...parts, message }),
  );
}

/** The operator's answer to the sender, once per message. */
export function sendContactAnswer(context: Readonly<RouterContextProvider>, message: ContactMessage, answer: string) {
  return sendBrandMail(context, envelope(context, message, "contact_answer"), (parts) =>
    contactAnswerMail({ ...parts, message, answer }),
  );
}

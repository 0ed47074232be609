import type { RouterContextProvider } from "react-router";
import { contactAnswerMail, contactConfirmationMail } from "~/domain/contact/contact-mails";
import type { ContactMessage } from "~/domain/ota/contact";
import { tenantContext } from "../context.server";
import { mailLanguage } from "./mail-language.server";
import { sendOnce } from "./mailer.server";

/** Who a contact mail goes to and under which reference, in the sender's language. */
function envelope(context: Readonly<RouterContextProvider>, message: ContactMessage) {
  const { tenant } = context.get(tenantContext);
  return {
    ibeUid: tenant.ibeUid,
    language: message.language,
    to: message.email,
    reference: message.reference,
    fromName: tenant.name,
  };
}

function mailInput(context: Readonly<RouterContextProvider>, message: ContactMessage) {
  const { tenant } = context.get(tenantContext);
  const { t, lng } = mailLanguage(context, message.language);
  return { t, lng, message, brand: tenant.name, contact: tenant.contact };
}

/** The confirmation to the sender of a contact message just stored, with its reference. */
export function sendContactConfirmation(context: Readonly<RouterContextProvider>, message: ContactMessage) {
  return sendOnce(context, `contact_confirmation:${message.ibeUid}:${message.id}`, async () => ({
    ...contactConfirmationMail(mailInput(context, message)),
    ...envelope(context, message),
    kind: "contact_confirmation",
  }));
}

/** The operator's answer to the sender, once per message. */
export function sendContactAnswer(context: Readonly<RouterContextProvider>, message: ContactMessage, answer: string) {
  return sendOnce(context, `contact_answer:${message.ibeUid}:${message.id}`, async () => ({
    ...contactAnswerMail({ ...mailInput(context, message), answer }),
    ...envelope(context, message),
    kind: "contact_answer",
  }));
}

import type { Translate } from "../../../shared/i18n/message-key";
import type { ContactMessage } from "../../../shared/ota/contact";
import type { Mail } from "../booking/confirmation-mail";
import { renderMail } from "../booking/guest-mails";

/**
 * The mails of a contact message, in the sender's language: the confirmation right after sending
 * (with the reference) and the operator's answer from the admin inbox (quoting the question). Pure:
 * the caller passes the translator of that language; everything typed is escaped in the HTML part.
 */
type Common = {
  lng: "de" | "en";
  brand: string;
  contact: { email: string; phone: string };
  t: Translate;
  message: ContactMessage;
};

function facts(t: Translate, message: ContactMessage): [string, string][] {
  return [
    [t("contact.mail.reference"), message.reference],
    ...(message.bookingReference
      ? [[t("contact.mail.bookingReference"), message.bookingReference] as [string, string]]
      : []),
    [t("contact.mail.subject"), message.subject ?? ""],
    [t("contact.mail.message"), message.message],
  ];
}

export function contactConfirmationMail(input: Common): Mail {
  const { t, message, brand } = input;
  return renderMail(
    input.lng,
    t("contact.mail.confirmationSubject", { brand, reference: message.reference }),
    [t("contact.mail.greeting", { name: message.name }), t("contact.mail.confirmationIntro", { brand })],
    facts(t, message),
    [
      t("contact.mail.confirmationNext", { reference: message.reference }),
      t("contact.mail.contact", { email: input.contact.email, phone: input.contact.phone }),
    ],
  );
}

export function contactAnswerMail(input: Common & { answer: string }): Mail {
  const { t, message, brand } = input;
  return renderMail(
    input.lng,
    t("contact.mail.answerSubject", { brand, reference: message.reference }),
    [t("contact.mail.greeting", { name: message.name }), input.answer],
    facts(t, message),
    [t("contact.mail.contact", { email: input.contact.email, phone: input.contact.phone })],
  );
}

import type { Mail } from "../../domain/booking/confirmation-mail";
import { singleLineHeaders } from "../../domain/mail/header-value";

export type OutgoingMail = Mail & {
  ibeUid: string;
  kind:
    | "booking_confirmation"
    | "booking_cancellation"
    | "booking_change"
    | "rfp_confirmation"
    | "password_reset"
    | "contact_confirmation"
    | "contact_answer"
    | "rfp_notification"
    | "rfp_offers"
    | "review_invitation"
    | "review_hidden";
  language: string;
  to: string;
  /** The booking's (or request's) reference, for the outbox list. */
  reference?: string;
  /** The sender's display name (the tenant's brand). */
  fromName: string;
};

export type Mailer = { send(mail: OutgoingMail): Promise<boolean> };

/**
 * MAIL_MODE=outbox (default): mails go into the app's D1 table `mail_outbox`, readable at
 * /:lng/dev/outbox on a non-production server. MAIL_MODE=send_email: Cloudflare Email Routing's
 * send_email binding `MAIL` with the sender MAIL_FROM. Neither logs addresses or bodies. Both make
 * every header value one line first (singleLineHeaders): whatever a mail's builder put in.
 */
export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(outgoing) {
      const mail = singleLineHeaders(outgoing);
      await db
        .prepare(
          "INSERT INTO mail_outbox (id, ibe_uid, kind, language, recipient, subject, text_body, html_body, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          crypto.randomUUID(),
          mail.ibeUid,
          mail.kind,
          mail.language,
          mail.to,
          mail.subject,
          mail.text,
          mail.html,
          mail.reference ?? null,
          new Date().toISOString(),
        )
        .run();
      return true;
    },
  };
}

export function sendEmailMailer(binding: SendEmail | undefined, from: string | undefined): Mailer {
  return {
    async send(outgoing) {
      const mail = singleLineHeaders(outgoing);
      if (!binding || !from) throw new Error("MAIL_MODE=send_email needs the MAIL binding and MAIL_FROM");
      // Loaded only in send_email mode: the outbox needs neither the MIME builder nor the binding's class.
      const [{ createMimeMessage }, { EmailMessage }] = await Promise.all([
        import("mimetext"),
        import("cloudflare:email"),
      ]);
      const message = createMimeMessage();
      message.setSender({ name: mail.fromName, addr: from });
      message.setRecipient(mail.to);
      message.setSubject(mail.subject);
      message.addMessage({ contentType: "text/plain", data: mail.text });
      message.addMessage({ contentType: "text/html", data: mail.html });
      await binding.send(new EmailMessage(from, mail.to, message.asRaw()));
      return true;
    },
  };
}

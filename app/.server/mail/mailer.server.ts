import type { RouterContextProvider } from "react-router";
import type { Mail } from "~/domain/booking/confirmation-mail";
import { adaptersContext, cloudflareContext } from "../context.server";
import { errorName, logger } from "../logger.server";

export type OutgoingMail = Mail & {
  ibeUid: string;
  kind: "booking_confirmation" | "booking_cancellation" | "rfp_confirmation" | "password_reset";
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
 * send_email binding `MAIL` with the sender MAIL_FROM. Neither logs addresses or bodies.
 */
export function mailerFor(context: Readonly<RouterContextProvider>): Mailer {
  return context.get(adaptersContext).mailer;
}

export function outboxMailer(db: D1Database): Mailer {
  return {
    async send(mail) {
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
    async send(mail) {
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

export type OutboxEntry = {
  id: string;
  kind: string;
  language: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  reference: string | null;
  created_at: string;
};

/** The tenant's latest outbox mails (newest first). */
export async function listOutbox(db: D1Database, ibeUid: string, limit = 50): Promise<OutboxEntry[]> {
  const result = await db
    .prepare(
      "SELECT id, kind, language, recipient, subject, text_body, html_body, reference, created_at FROM mail_outbox WHERE ibe_uid = ? ORDER BY created_at DESC LIMIT ?",
    )
    .bind(ibeUid, limit)
    .all<OutboxEntry>();
  return result.results;
}

/**
 * Claims the one mail of an event (e.g. `booking_cancellation:<tenant>:<booking>`): true for the first
 * caller only, so a repeated or concurrent request sends no second mail.
 */
export async function claimMailEvent(db: D1Database, eventKey: string): Promise<boolean> {
  const result = await db
    .prepare("INSERT OR IGNORE INTO mail_events (event_key, created_at) VALUES (?, ?)")
    .bind(eventKey, new Date().toISOString())
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** Gives an event's claim back when its mail could not be sent, so a retry may send it. */
export async function releaseMailEvent(db: D1Database, eventKey: string): Promise<void> {
  await db.prepare("DELETE FROM mail_events WHERE event_key = ?").bind(eventKey).run();
}

/**
 * Sends the mail of one event once: the first request to claim the event's key sends it, later ones
 * (a cancel posted twice) send nothing. A mail that fails is logged without personal data, its claim
 * given back, and never fails what the guest did.
 */
export async function sendOnce(
  context: Readonly<RouterContextProvider>,
  eventKey: string,
  build: () => Promise<OutgoingMail>,
): Promise<{ sent: boolean }> {
  const db = context.get(cloudflareContext).env.DB;
  const kind = eventKey.split(":")[0];
  let claimed = false;
  try {
    claimed = await claimMailEvent(db, eventKey);
    if (!claimed) return { sent: false };
    await mailerFor(context).send(await build());
    return { sent: true };
  } catch (error) {
    logger.warn("mail: could not be sent", { kind, error: errorName(error) });
    if (claimed) await releaseMailEvent(db, eventKey).catch(() => undefined);
    return { sent: false };
  }
}

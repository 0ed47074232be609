import { type Mailer, outboxMailer } from "./mail-transports.server";

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

/** The development outbox (D1 table `mail_outbox`): what the local servers "send" and what its page lists. */
export type Outbox = {
  /** The tenant's latest mails (newest first). */
  list(ibeUid: string, limit?: number): Promise<OutboxEntry[]>;
  /** A mailer that writes into the outbox whatever MAIL_MODE says (the local provider's mails). */
  mailer: Mailer;
};

export function outbox(db: D1Database): Outbox {
  return {
    async list(ibeUid, limit = 50) {
      const result = await db
        .prepare(
          "SELECT id, kind, language, recipient, subject, text_body, html_body, reference, created_at FROM mail_outbox WHERE ibe_uid = ? ORDER BY created_at DESC LIMIT ?",
        )
        .bind(ibeUid, limit)
        .all<OutboxEntry>();
      return result.results;
    },
    mailer: outboxMailer(db),
  };
}

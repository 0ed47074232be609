import { env } from "cloudflare:test";

export type OutboxMail = {
  kind: string;
  subject: string;
  text_body: string;
  html_body: string;
  language: string;
  reference: string;
};

/** The outbox's mails to one address, oldest first. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, subject, text_body, html_body, language, reference FROM mail_outbox WHERE recipient = ? ORDER BY created_at",
  )
    .bind(email)
    .all<OutboxMail>();
  return results;
}

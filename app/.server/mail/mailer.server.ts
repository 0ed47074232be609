import type { RouterContextProvider } from "react-router";
import { adaptersContext, cloudflareContext } from "../context.server";
import { errorName, logger } from "../logger.server";
import type { Mailer, OutgoingMail } from "./mailers.server";

export type { Mailer, OutgoingMail } from "./mailers.server";

/** The request's mailer (the one factory made it from MAIL_MODE: ./mailers.server.ts). */
export function mailerFor(context: Readonly<RouterContextProvider>): Mailer {
  return context.get(adaptersContext).mailer;
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

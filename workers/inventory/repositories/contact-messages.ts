import type { ContactMessage, ContactMessageStatus } from "../../../shared/ota/contact";

/** A contact_messages row (migrations 0001 and 0006). */
export type ContactRow = {
  id: string;
  reference: string;
  ibe_uid: string;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  language: "de" | "en";
  booking_reference: string | null;
  apartment_type_id: string | null;
  status: ContactMessageStatus;
  created_at: string;
  answer: string | null;
  answered_at: string | null;
  answered_by: string | null;
};

export function contactOf(r: ContactRow): ContactMessage {
  return {
    id: r.id,
    reference: r.reference,
    ibeUid: r.ibe_uid,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    language: r.language,
    bookingReference: r.booking_reference,
    apartmentTypeId: r.apartment_type_id,
    status: r.status,
    createdAt: r.created_at,
    answer: r.answer,
    answeredAt: r.answered_at,
    answeredBy: r.answered_by,
  };
}

export async function insertContactMessage(db: D1Database, row: ContactRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO contact_messages (id, reference, ibe_uid, name, email, subject, message, language,
         booking_reference, apartment_type_id, status, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
    )
    .bind(
      row.id,
      row.reference,
      row.ibe_uid,
      row.name,
      row.email,
      row.subject,
      row.message,
      row.language,
      row.booking_reference,
      row.apartment_type_id,
      row.status,
      row.created_at,
    )
    .run();
}

/** One page of a tenant's messages of one status, newest first, with the count of every status. */
export async function listContactMessages(
  db: D1Database,
  ibeUid: string,
  query: { status: ContactMessageStatus; page: number; limit: number },
): Promise<{ rows: ContactRow[]; counts: Record<ContactMessageStatus, number> }> {
  const [page, counts] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT * FROM contact_messages WHERE ibe_uid = ?1 AND status = ?2
         ORDER BY created_at DESC, id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(ibeUid, query.status, query.limit, (query.page - 1) * query.limit),
    db.prepare("SELECT status, COUNT(*) AS n FROM contact_messages WHERE ibe_uid = ?1 GROUP BY status").bind(ibeUid),
  ]);
  const totals: Record<ContactMessageStatus, number> = { new: 0, answered: 0 };
  for (const row of (counts?.results ?? []) as { status: string; n: number }[]) {
    if (row.status === "new" || row.status === "answered") totals[row.status] = row.n;
  }
  return { rows: (page?.results ?? []) as ContactRow[], counts: totals };
}

/** The tenant's message, or null (another tenant's message is no message here). */
export async function findContactMessage(db: D1Database, ibeUid: string, id: string): Promise<ContactRow | null> {
  return db
    .prepare("SELECT * FROM contact_messages WHERE ibe_uid = ?1 AND id = ?2")
    .bind(ibeUid, id)
    .first<ContactRow>();
}

/** Marks a new message answered; false when it was not new (answered meanwhile). */
export async function markContactMessageAnswered(
  db: D1Database,
  ibeUid: string,
  id: string,
  answer: { text: string; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE contact_messages SET status = 'answered', answer = ?3, answered_by = ?4, answered_at = ?5
       WHERE ibe_uid = ?1 AND id = ?2 AND status = 'new'`,
    )
    .bind(ibeUid, id, answer.text, answer.by, answer.at)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** New (unanswered) messages of one tenant, or of every tenant (null): the dashboard's unread count. */
export async function newContactMessages(db: D1Database, ibeUid: string | null): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE (?1 IS NULL OR ibe_uid = ?1) AND status = 'new'")
    .bind(ibeUid)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

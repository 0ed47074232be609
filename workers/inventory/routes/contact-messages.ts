import {
  type ContactMessage,
  createContactMessageRequestSchema,
  listContactMessagesQuerySchema,
} from "../../../app/domain/ota/contact";
import { decodeCursor, encodeCursor, newId } from "../http/ids";
import { parseJsonBody, parseQuery } from "../http/parse";
import { json } from "../http/responses";
import type { RouteParams } from "../http/router";
import { type RequestContext, requireTenant } from "./context";

type ContactRow = {
  id: string;
  ibe_uid: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  language: "de" | "en";
  apartment_type_id: string | null;
  created_at: string;
};

function contactOf(r: ContactRow): ContactMessage {
  return {
    id: r.id,
    ibeUid: r.ibe_uid,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    language: r.language,
    apartmentTypeId: r.apartment_type_id,
    createdAt: r.created_at,
  };
}

/** POST /api/ibe/:ibeUid/contact-messages (sendContact): stores the message. */
export async function handleCreateContactMessage(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const body = await parseJsonBody(request, createContactMessageRequestSchema);
  const row: ContactRow = {
    id: newId("msg"),
    ibe_uid: ibeUid,
    name: body.name,
    email: body.email.toLowerCase(),
    phone: body.phone ?? null,
    subject: body.subject ?? null,
    message: body.message,
    language: body.language,
    apartment_type_id: body.apartmentTypeId ?? null,
    created_at: now.toISOString(),
  };
  await db
    .prepare(
      `INSERT INTO contact_messages (id, ibe_uid, name, email, phone, subject, message, language, apartment_type_id, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
    )
    .bind(
      row.id,
      row.ibe_uid,
      row.name,
      row.email,
      row.phone,
      row.subject,
      row.message,
      row.language,
      row.apartment_type_id,
      row.created_at,
    )
    .run();
  return json(contactOf(row), 201);
}

/** GET /api/ibe/:ibeUid/contact-messages?limit=&cursor= : the tenant's messages, newest first. */
export async function handleListContactMessages(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const query = parseQuery(url, listContactMessagesQuerySchema);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const { results } = await db
    .prepare(
      `SELECT * FROM contact_messages WHERE ibe_uid = ?1
       ${cursor ? "AND (created_at < ?3 OR (created_at = ?3 AND id < ?4))" : ""}
       ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(ibeUid, query.limit + 1, ...(cursor ? [cursor.createdAt, cursor.id] : []))
    .all<ContactRow>();
  const last = results.length > query.limit ? results[query.limit - 1] : undefined;
  return json({
    items: results.slice(0, query.limit).map(contactOf),
    nextCursor: last ? encodeCursor(last.created_at, last.id) : null,
  });
}

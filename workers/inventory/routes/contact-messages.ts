import { newContactReference } from "../../../shared/contact/contact-reference";
import { idSchema } from "../../../shared/ota/common";
import {
  answerContactMessageRequestSchema,
  type ContactMessagePage,
  createContactMessageRequestSchema,
  listContactMessagesQuerySchema,
} from "../../../shared/ota/contact";
import { newId } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import {
  type ContactRow,
  contactOf,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessageAnswered,
} from "../repositories/contact-messages";
import { assertAdminFor, type RequestContext, requireTenant } from "./context";

/** POST /api/ibe/:ibeUid/contact-messages (sendContact): stores the message as `new`. */
export async function handleCreateContactMessage(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const body = await parseJsonBody(request, createContactMessageRequestSchema);
  const row = (reference: string): ContactRow => ({
    id: newId("msg"),
    reference,
    ibe_uid: ibeUid,
    name: body.name,
    email: body.email.toLowerCase(),
    subject: body.subject,
    message: body.message,
    language: body.language,
    booking_reference: body.bookingReference ?? null,
    apartment_type_id: body.apartmentTypeId ?? null,
    status: "new",
    created_at: now.toISOString(),
    answer: null,
    answered_at: null,
    answered_by: null,
  });
  // The reference is random; a clash with an existing one (unlikely) is retried with another.
  for (let attempt = 1; ; attempt++) {
    const stored = row(newContactReference());
    try {
      await insertContactMessage(db, stored);
      return json(contactOf(stored), 201);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("contact_messages.reference")) throw error;
    }
  }
}

/** GET /api/admin/ibe/:ibeUid/contact-messages?status=&page=&limit= : the inbox, newest first, with totals. */
export async function handleListContactMessages(_request: Request, params: RouteParams, context: RequestContext) {
  const db = context.env.INVENTORY_DB;
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const url = context.url;
  const query = parseQuery(url, listContactMessagesQuerySchema);
  const { rows, counts } = await listContactMessages(db, ibeUid, query);
  return json({
    items: rows.map(contactOf),
    page: query.page,
    limit: query.limit,
    total: counts[query.status],
    counts,
  } satisfies ContactMessagePage);
}

/** The admin's tenant's message; another tenant's id, like an unknown one, is 404. */
async function requireMessage(context: RequestContext, params: RouteParams) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const id = parseParam("messageId", params.messageId, idSchema);
  const row = await findContactMessage(context.env.INVENTORY_DB, ibeUid, id);
  if (!row) throw notFound("Contact message");
  return row;
}

/** GET /api/admin/ibe/:ibeUid/contact-messages/:messageId : another tenant's message is 404. */
export async function handleGetContactMessage(_request: Request, params: RouteParams, context: RequestContext) {
  return json(contactOf(await requireMessage(context, params)));
}

/**
 * POST /api/admin/ibe/:ibeUid/contact-messages/:messageId/answer : records the answer the operator
 * mailed; new -> answered once (a second answer is 409 invalid_status_transition).
 */
export async function handleAnswerContactMessage(request: Request, params: RouteParams, context: RequestContext) {
  const db = context.env.INVENTORY_DB;
  const body = await parseJsonBody(request, answerContactMessageRequestSchema);
  const row = await requireMessage(context, params);
  const answered = { text: body.answer, by: body.answeredBy, at: context.now.toISOString() };
  if (!(await markContactMessageAnswered(db, row.ibe_uid, row.id, answered))) {
    throw new OtaError("invalid_status_transition", "The message has been answered already");
  }
  return json(
    contactOf({
      ...row,
      status: "answered",
      answer: answered.text,
      answered_by: answered.by,
      answered_at: answered.at,
    }),
  );
}

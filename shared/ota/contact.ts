import { z } from "zod";
import { type Contact, contactSchema } from "../contact/contact-schema";
import { ibeUidSchema, idSchema, isoDateTimeSchema, languageSchema, type OtaLanguage } from "./common";

/**
 * Contact messages (spec: sendContact): a guest writes to the brand; the brand's operators read them
 * in the admin inbox (`/api/admin/ibe/:ibeUid/contact-messages`) and answer by mail. A message is
 * `new` until it is answered; then it keeps the answer, who gave it and when.
 */

/** The contact form's fields (one schema with the form) and the sender's language. */
export const createContactMessageRequestSchema = z.object({
  ...contactSchema.shape,
  language: languageSchema.default("en"),
});
/** What the app sends: the parsed form (which parses to itself again) and the language. */
export type CreateContactMessageRequest = Contact & { language?: OtaLanguage };

export const CONTACT_MESSAGE_STATUSES = ["new", "answered"] as const;
export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES);
export type ContactMessageStatus = z.infer<typeof contactMessageStatusSchema>;

export const contactMessageSchema = z.object({
  id: idSchema,
  /** Readable, e.g. `CM-7K3M9P` (shared/contact/contact-reference.ts). */
  reference: z.string(),
  ibeUid: ibeUidSchema,
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  language: languageSchema,
  bookingReference: z.string().nullable(),
  apartmentTypeId: idSchema.nullable(),
  status: contactMessageStatusSchema,
  createdAt: isoDateTimeSchema,
  answer: z.string().nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
  /** Who answered (the operator's name or e-mail address as the admin area gives it). */
  answeredBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The longest answer an operator may send. */
export const CONTACT_ANSWER_MAX = 10_000;
export const CONTACT_MESSAGES_PAGE_MAX = 100;

/** The inbox: one status, newest first, page by page (1-based). */
export const listContactMessagesQuerySchema = z.object({
  status: contactMessageStatusSchema.default("new"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(CONTACT_MESSAGES_PAGE_MAX).default(20),
});
export type ListContactMessagesQuery = { status?: ContactMessageStatus; page?: number; limit?: number };

/** A page of the inbox with its totals: `total` of the asked status, `counts` of every status. */
export const contactMessagePageSchema = z.object({
  items: z.array(contactMessageSchema),
  page: z.int().min(1),
  limit: z.int().min(1),
  total: z.int().min(0),
  counts: z.object({ new: z.int().min(0), answered: z.int().min(0) }),
});
export type ContactMessagePage = z.infer<typeof contactMessagePageSchema>;

/** POST .../contact-messages/:messageId/answer : the answer (already mailed by the caller) and who gave it. */
export const answerContactMessageRequestSchema = z.object({
  answer: z.string().trim().min(1).max(CONTACT_ANSWER_MAX),
  answeredBy: z.string().trim().min(1).max(254),
});
export type AnswerContactMessageRequest = z.input<typeof answerContactMessageRequestSchema>;

import { z } from "zod";
import { ibeUidSchema, idSchema, isoDateTimeSchema, languageSchema, pageQuerySchema, pageSchema } from "./common";

export const createContactMessageRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  subject: z.string().trim().max(200).optional(),
  message: z.string().trim().min(1).max(5000),
  language: languageSchema.default("en"),
  /** The apartment the message is about, if any. */
  apartmentTypeId: idSchema.optional(),
});
export type CreateContactMessageRequest = z.input<typeof createContactMessageRequestSchema>;

export const contactMessageSchema = z.object({
  id: idSchema,
  ibeUid: ibeUidSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  language: languageSchema,
  apartmentTypeId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagePageSchema = pageSchema(contactMessageSchema);
export const listContactMessagesQuerySchema = pageQuerySchema;

import { z } from "zod";
import { idSchema, isoDateTimeSchema, pageQuerySchema, pageSchema } from "./common";

/** What a history entry is about: a house, an apartment type, or one of an apartment type's parts. */
export const changeSubjectSchema = z.enum([
  "property",
  "apartment_type",
  "photo",
  "rate_plan",
  "rates",
  "calendar",
  "import",
]);
export type ChangeSubject = z.infer<typeof changeSubjectSchema>;

export const changeActionSchema = z.enum(["created", "updated", "deactivated", "reactivated", "deleted", "imported"]);
export type ChangeAction = z.infer<typeof changeActionSchema>;

/** One changed field with its value before and after (null: it had none, or has none now). */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** One change made through the admin API: who, when, what (issue 34's history). */
export const changeEntrySchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  apartmentTypeId: idSchema.nullable(),
  subject: changeSubjectSchema,
  subjectId: z.string(),
  action: changeActionSchema,
  actor: z.string(),
  at: isoDateTimeSchema,
  changes: z.array(fieldChangeSchema),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

/** The history's query: a page of up to 100 entries, 50 unless asked. */
export const changeHistoryQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET .../properties/:propertyId/history and .../apartment-types/:apartmentTypeId/history: newest first. */
export const changeHistoryPageSchema = pageSchema(changeEntrySchema);
export type ChangeHistoryPage = z.infer<typeof changeHistoryPageSchema>;

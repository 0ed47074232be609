import { z } from "zod";
import { guestsSchema, isoDateSchema } from "../../../shared/ota/common";

/** A change form's new stay, as a query or a form sends it (guests as text). */
export const changeStayFormSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.coerce.number().pipe(guestsSchema),
});

/**
 * The new stay a change page's query asks for: none (the form's first showing), or one that does not
 * parse (a tampered link: the browser's own checks never ran), which the page answers with a message.
 */
export function askedStay(
  query: URLSearchParams,
): { kind: "none" } | { kind: "invalid" } | { kind: "stay"; stay: z.infer<typeof changeStayFormSchema> } {
  const parsed = changeStayFormSchema.safeParse(Object.fromEntries(query));
  if (parsed.success) return { kind: "stay", stay: parsed.data };
  return ["from", "to", "guests"].some((name) => query.has(name)) ? { kind: "invalid" } : { kind: "none" };
}

/** The confirmation: the stay, the total the quote showed, and the quote page's one-time id. */
export const confirmChangeFormSchema = changeStayFormSchema.extend({
  expectedTotal: z.coerce.number().int().min(0),
  changeId: z.string().regex(/^[A-Za-z0-9-]{8,40}$/),
});
export type ConfirmChangeForm = z.infer<typeof confirmChangeFormSchema>;

/** Whether a booking is open to a change by its guest: active, not begun, free cancellation still running. */
export function offersChange(
  booking: { status: string; from: string; cancellation: { fee: number; freeUntil: string | null } },
  today: string,
): boolean {
  return (
    booking.status !== "cancelled" &&
    booking.from > today &&
    booking.cancellation.fee === 0 &&
    booking.cancellation.freeUntil !== null
  );
}

import { z } from "zod";
import { guestsSchema, isoDateSchema } from "../../../shared/ota/common";

/** A change form's new stay, as a query or a form sends it (guests as text). */
export const changeStayFormSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.coerce.number().pipe(guestsSchema),
});

/** The confirmation: the stay, the total the quote showed, and the quote page's one-time id. */
export const confirmChangeFormSchema = changeStayFormSchema.extend({
  expectedTotal: z.coerce.number().int().min(0),
  changeId: z.string().regex(/^[A-Za-z0-9-]{8,40}$/),
});

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

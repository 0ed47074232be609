import { z } from "zod";
import type { MessageKey } from "../../../shared/i18n/message-key";
import { idSchema } from "../../../shared/ota/common";

const REASON_REQUIRED: MessageKey = "adminBookings.errors.reasonRequired";
const REASON_TOO_LONG: MessageKey = "adminBookings.errors.reasonTooLong";

/** One apartment of a booking of several (decision 0142); without it the whole booking. */
const itemIdSchema = idSchema.optional();

/**
 * What an admin can do on a booking's page, one form each: cancel with the policy's fee, cancel and
 * waive the fee (a reason of at least three characters, kept in the history), resend the
 * confirmation mail. A cancellation is of the whole booking or of one apartment (`itemId`). Messages
 * are catalogue keys.
 */
export const bookingActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), itemId: itemIdSchema }),
  z.object({
    intent: z.literal("waive"),
    itemId: itemIdSchema,
    reason: z
      .string({ error: REASON_REQUIRED })
      .trim()
      .min(3, { error: REASON_REQUIRED })
      .max(500, { error: REASON_TOO_LONG }),
  }),
  z.object({ intent: z.literal("resend") }),
]);
export type BookingAction = z.infer<typeof bookingActionSchema>;

/** The OTA's cancel request for a cancel action: the fee, and the apartment when it is one of several. */
export function cancelChoice(action: Extract<BookingAction, { intent: "cancel" | "waive" }>) {
  const items = action.itemId ? { itemIds: [action.itemId] } : {};
  return action.intent === "waive"
    ? { fee: "waived" as const, reason: action.reason, ...items }
    : { fee: "policy" as const, ...items };
}

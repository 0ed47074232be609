import { z } from "zod";
import type { MessageKey } from "../../../shared/i18n/message-key";

const REASON_REQUIRED: MessageKey = "adminBookings.errors.reasonRequired";
const REASON_TOO_LONG: MessageKey = "adminBookings.errors.reasonTooLong";

/**
 * What an admin can do on a booking's page, one form each: cancel with the policy's fee, cancel and
 * waive the fee (a reason of at least three characters, kept in the history), resend the
 * confirmation mail. Messages are catalogue keys.
 */
export const bookingActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("waive"),
    reason: z
      .string({ error: REASON_REQUIRED })
      .trim()
      .min(3, { error: REASON_REQUIRED })
      .max(500, { error: REASON_TOO_LONG }),
  }),
  z.object({ intent: z.literal("resend") }),
]);
export type BookingAction = z.infer<typeof bookingActionSchema>;

/** The OTA's cancel request for a cancel action. */
export function cancelChoice(action: Extract<BookingAction, { intent: "cancel" | "waive" }>) {
  return action.intent === "waive" ? { fee: "waived" as const, reason: action.reason } : { fee: "policy" as const };
}

import { describe, expect, it } from "vitest";
import { bookingActionSchema, cancelChoice } from "./booking-action";

describe("an admin's action on a booking", () => {
  it.each([
    [{ intent: "cancel" }, { intent: "cancel" }],
    [{ intent: "resend" }, { intent: "resend" }],
    [
      { intent: "waive", reason: "  Flooded flat " },
      { intent: "waive", reason: "Flooded flat" },
    ],
  ])("%j reads as %j", (input, expected) => {
    expect(bookingActionSchema.parse(input)).toEqual(expected);
  });

  it.each([
    [{ intent: "waive" }, "adminBookings.errors.reasonRequired"],
    [{ intent: "waive", reason: "  " }, "adminBookings.errors.reasonRequired"],
    [{ intent: "waive", reason: "ok" }, "adminBookings.errors.reasonRequired"],
    [{ intent: "waive", reason: "x".repeat(501) }, "adminBookings.errors.reasonTooLong"],
  ])("%j is refused with %s", (input, message) => {
    const result = bookingActionSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ["unknown", { intent: "delete" }],
    ["missing", {}],
  ])("an %s intent is refused", (_, input) => {
    expect(bookingActionSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    [{ intent: "cancel" as const }, { fee: "policy" }],
    [
      { intent: "waive" as const, reason: "Goodwill" },
      { fee: "waived", reason: "Goodwill" },
    ],
  ])("%j asks the OTA for %j", (action, choice) => {
    expect(cancelChoice(action)).toEqual(choice);
  });
});

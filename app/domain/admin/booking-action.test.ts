import { describe, expect, it } from "vitest";
import { bookingActionSchema, cancelChoice } from "./booking-action";

describe("an admin's action on a booking", () => {
  it.each([
    [{ intent: "cancel" }, { intent: "cancel" }],
    [{ intent: "resend" }, { intent: "resend" }],
    [
      { intent: "cancel", itemId: "bk_2" },
      { intent: "cancel", itemId: "bk_2" },
    ],
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
    ["item id that is no id", { intent: "cancel", itemId: "x y" }],
  ])("an %s intent is refused", (_, input) => {
    expect(bookingActionSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    [{ intent: "cancel" as const }, { fee: "policy" }],
    [
      { intent: "waive" as const, reason: "Goodwill" },
      { fee: "waived", reason: "Goodwill" },
    ],
    [
      { intent: "cancel" as const, itemId: "bk_2" },
      { fee: "policy", itemIds: ["bk_2"] },
    ],
    [
      { intent: "waive" as const, reason: "Goodwill", itemId: "bk_3" },
      { fee: "waived", reason: "Goodwill", itemIds: ["bk_3"] },
    ],
  ])("%j asks the OTA for %j", (action, choice) => {
    expect(cancelChoice(action)).toEqual(choice);
  });
});

import { describe, expect, it } from "vitest";
import { guestCountryOf } from "./guest-country";

describe("a booking's guest country and notes", () => {
  it.each([
    [
      "a new booking: the guest's field, notes as written",
      "GB",
      "Message: Late arrival",
      "GB",
      "Message: Late arrival",
    ],
    ["a new booking without notes", "DE", null, "DE", null],
    ["an old booking: the line becomes the country", undefined, "Guest country: GB", "GB", null],
    [
      "an old booking with more notes: only that line goes",
      undefined,
      "Arrival: 18:30\nGuest country: FR\nMessage: Ground floor, please",
      "FR",
      "Arrival: 18:30\nMessage: Ground floor, please",
    ],
    [
      "a guest who wrote the words in a message keeps them",
      "AT",
      "Message: Guest country: none of your business",
      "AT",
      "Message: Guest country: none of your business",
    ],
    ["no country anywhere", undefined, "Arrival: 18:30", null, "Arrival: 18:30"],
    ["no country, no notes", undefined, null, null, null],
    ["empty notes", undefined, "", null, null],
    ["a line that is not a code stays", undefined, "Guest country: Britain", null, "Guest country: Britain"],
  ] as const)("%s", (_name, field, notes, country, shownNotes) => {
    const guest = field ? { country: field } : {};
    expect(guestCountryOf({ guest, notes })).toEqual({ country, notes: shownNotes });
  });

  it("takes the guest's field over an old line, and still leaves the line out", () => {
    expect(guestCountryOf({ guest: { country: "CH" }, notes: "Guest country: GB\nMessage: Hi" })).toEqual({
      country: "CH",
      notes: "Message: Hi",
    });
  });
});

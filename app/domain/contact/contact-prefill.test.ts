import { describe, expect, it } from "vitest";
import { contactPrefill } from "./contact-prefill";

describe("contactPrefill", () => {
  it.each([
    ["nothing", "", null, {}],
    [
      "a signed-in user",
      "",
      { name: " Anna Gast ", email: "anna@example.com" },
      { name: "Anna Gast", email: "anna@example.com" },
    ],
    ["a user without a name", "", { name: "", email: "anna@example.com" }, { email: "anna@example.com" }],
    ["a booking reference, tidied", "booking=q-abcd-efgh", null, { bookingReference: "Q-ABCD-EFGH" }],
    ["a booking reference with spaces", "booking=Q-ABCD%20EFGH", null, { bookingReference: "Q-ABCDEFGH" }],
    ["a booking reference that cannot be one", "booking=%3Cscript%3E", null, {}],
    ["an apartment", "apartment=apt_123", null, { apartmentTypeId: "apt_123" }],
    ["an apartment id that cannot be one", "apartment=../../x", null, {}],
    [
      "everything",
      "booking=Q-1&apartment=apt_9",
      { name: "Tom", email: "tom@example.com" },
      { name: "Tom", email: "tom@example.com", bookingReference: "Q-1", apartmentTypeId: "apt_9" },
    ],
  ])("%s", (_what, search, user, expected) => {
    expect(contactPrefill({ query: new URLSearchParams(search), user })).toEqual(expected);
  });
});

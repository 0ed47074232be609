import { describe, expect, it } from "vitest";
import { enquiryPath, manageBookingPath, manageToken, verifyManageToken } from "./manage-link.server";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";

describe("manage-booking link", () => {
  it("builds a path with a 43-character base64url token", async () => {
    const path = await manageBookingPath({ lng: "de", bookingId: "b-1", ibeUid: "quartier", secret: SECRET });
    expect(path).toMatch(/^\/de\/bookings\/b-1\?token=[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ["the right booking and tenant", "quartier", "b-1", SECRET, true],
    ["another booking", "quartier", "b-2", SECRET, false],
    ["another tenant", "citynest", "b-1", SECRET, false],
    ["another secret", "quartier", "b-1", `${SECRET}-rotated`, false],
  ])("verifies %s: %s", async (_name, ibeUid, bookingId, secret, expected) => {
    const token = await manageToken(SECRET, "quartier", "b-1");
    expect(await verifyManageToken(secret, ibeUid, bookingId, token)).toBe(expected);
  });

  it.each([null, undefined, "", "short", "x".repeat(43), "!".repeat(43)])("refuses the token %j", async (token) => {
    expect(await verifyManageToken(SECRET, "quartier", "b-1", token)).toBe(false);
  });

  it("refuses a token with one character changed", async () => {
    const token = await manageToken(SECRET, "quartier", "b-1");
    const tampered = `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`;
    expect(await verifyManageToken(SECRET, "quartier", "b-1", tampered)).toBe(false);
  });
});

describe("enquiry link", () => {
  it("builds the enquiry page's path with its token", async () => {
    const path = await enquiryPath({ lng: "en", rfpId: "rfp_1", ibeUid: "quartier", secret: SECRET });
    expect(path).toMatch(/^\/en\/account\/enquiries\/rfp_1\?token=[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ["the enquiry's token for the enquiry", "enquiry", "enquiry", true],
    ["a booking's token for an enquiry of the same id", "booking", "enquiry", false],
    ["an enquiry's token for a booking of the same id", "enquiry", "booking", false],
  ] as const)("%s: %s", async (_name, signedAs, checkedAs, expected) => {
    const token = await manageToken(SECRET, "quartier", "x-1", signedAs);
    expect(await verifyManageToken(SECRET, "quartier", "x-1", token, checkedAs)).toBe(expected);
  });
});

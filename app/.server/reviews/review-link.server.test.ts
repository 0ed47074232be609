import { describe, expect, it } from "vitest";
import { manageToken, verifyManageToken } from "../booking/manage-link.server";
import { type ReviewLinkVerdict, reviewPath, verifyReviewLink } from "./review-link.server";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";

async function linkParts(until = "2027-01-28") {
  const path = await reviewPath({ lng: "de", bookingId: "b-1", ibeUid: "quartier", secret: SECRET, until });
  const url = new URL(path, "https://example.test");
  return { path, until: url.searchParams.get("until"), token: url.searchParams.get("token") };
}

describe("review link", () => {
  it("names the booking, its last day and a 43-character token", async () => {
    const { path } = await linkParts();
    expect(path).toMatch(/^\/de\/reviews\/b-1\?until=2027-01-28&token=[A-Za-z0-9_-]{43}$/);
  });

  it.each<[string, Partial<Parameters<typeof verifyReviewLink>[0]>, ReviewLinkVerdict]>([
    ["on its first day", { today: "2026-11-29" }, "valid"],
    ["on its last day", { today: "2027-01-28" }, "valid"],
    ["the day after its last", { today: "2027-01-29" }, "expired"],
    ["with its day moved later", { until: "2027-12-31" }, "invalid"],
    ["for another booking", { bookingId: "b-2" }, "invalid"],
    ["for another brand", { ibeUid: "citynest" }, "invalid"],
    ["under another secret", { secret: `${SECRET}-rotated` }, "invalid"],
    ["without a day", { until: null }, "invalid"],
    ["with a day that is none", { until: "2027-02-30" }, "invalid"],
    ["without a token", { token: null }, "invalid"],
  ])("%s: %s", async (_name, change, verdict) => {
    const { until, token } = await linkParts();
    const input = { secret: SECRET, ibeUid: "quartier", bookingId: "b-1", until, token, today: "2026-11-29" };
    expect(await verifyReviewLink({ ...input, ...change })).toBe(verdict);
  });

  it("neither opens the booking's manage page nor is opened by its token", async () => {
    const { token } = await linkParts();
    expect(await verifyManageToken(SECRET, "quartier", "b-1", token)).toBe(false);
    const manage = await manageToken(SECRET, "quartier", "b-1");
    const verdict = await verifyReviewLink({
      secret: SECRET,
      ibeUid: "quartier",
      bookingId: "b-1",
      until: "2027-01-28",
      token: manage,
      today: "2026-11-29",
    });
    expect(verdict).toBe("invalid");
  });
});

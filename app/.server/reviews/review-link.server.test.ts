import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import { manageToken, verifyManageToken } from "../booking/manage-link.server";
import { type ReviewLinkVerdict, reviewPath, verifyReviewLink } from "./review-link.server";

const SECRET = "a-test-secret-that-is-long-enough-for-hmac";
// The link is made today and lasts 60 days; the dates count from today so the table never goes stale.
const TODAY = isoDateFromToday(0);
const LAST_DAY = isoDateFromToday(60);
const NO_DAY = `${TODAY.slice(0, 4)}-02-30`;

async function linkParts(until = LAST_DAY) {
  const path = await reviewPath({ lng: "de", bookingId: "b-1", ibeUid: "quartier", secret: SECRET, until });
  const url = new URL(path, "https://example.test");
  return { path, until: url.searchParams.get("until"), token: url.searchParams.get("token") };
}

describe("review link", () => {
  it("names the booking, its last day and a 43-character token", async () => {
    const { path } = await linkParts();
    expect(path).toMatch(new RegExp(`^/de/reviews/b-1\\?until=${LAST_DAY}&token=[A-Za-z0-9_-]{43}$`));
  });

  it.each<[string, Partial<Parameters<typeof verifyReviewLink>[0]>, ReviewLinkVerdict]>([
    ["on its first day", { today: TODAY }, "valid"],
    ["on its last day", { today: LAST_DAY }, "valid"],
    ["the day after its last", { today: isoDateFromToday(61) }, "expired"],
    ["with its day moved later", { until: isoDateFromToday(400) }, "invalid"],
    ["for another booking", { bookingId: "b-2" }, "invalid"],
    ["for another brand", { ibeUid: "citynest" }, "invalid"],
    ["under another secret", { secret: `${SECRET}-rotated` }, "invalid"],
    ["without a day", { until: null }, "invalid"],
    ["with a day that is none", { until: NO_DAY }, "invalid"],
    ["without a token", { token: null }, "invalid"],
  ])("%s: %s", async (_name, change, verdict) => {
    const { until, token } = await linkParts();
    const input = { secret: SECRET, ibeUid: "quartier", bookingId: "b-1", until, token, today: TODAY };
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
      until: LAST_DAY,
      token: manage,
      today: TODAY,
    });
    expect(verdict).toBe("invalid");
  });
});

import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { DeliverableEvent } from "../repositories/channel-events";
import { newWebhookSecret, signedRequestOf } from "./signed-request";
import { bookingSnapshotFixture } from "./test-support/booking-snapshot";

const secret = newWebhookSecret();
const event = (format: DeliverableEvent["format"]): DeliverableEvent => ({
  id: "ev_abc",
  ibe_uid: "quartier",
  endpoint_id: "ep_1",
  booking_id: "bk_1",
  seq: 1,
  kind: "created",
  booking: JSON.stringify(bookingSnapshotFixture()),
  status: "pending",
  attempts: 0,
  round_from: 0,
  created_at: "2026-11-29T09:00:00.000Z",
  url: "https://pms.example.com/hooks",
  format,
  secret,
  connection_id: "conn_1",
});
const now = new Date();

describe("signedRequestOf", () => {
  it.each(["json", "opentravel"] as const)("signs the %s body so that standardwebhooks verifies it", (format) => {
    const request = signedRequestOf(event(format), "SITEMINDER", now);
    expect(request.headers["webhook-id"]).toBe("ev_abc");
    expect(request.headers["webhook-timestamp"]).toBe(String(Math.floor(now.getTime() / 1000)));
    // An XML body is verified as it is, not parsed as JSON.
    expect(() => new Webhook(secret).verify(request.body, request.headers, { jsonParse: false })).not.toThrow();
  });

  it("is refused with another secret or a changed body", () => {
    const request = signedRequestOf(event("json"), null, now);
    expect(() => new Webhook(newWebhookSecret()).verify(request.body, request.headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${request.body} `, request.headers)).toThrow();
  });

  it("sends JSON or XML with its content type", () => {
    expect(signedRequestOf(event("json"), null, now).headers["content-type"]).toBe("application/json");
    expect(signedRequestOf(event("opentravel"), null, now).headers["content-type"]).toMatch(/^application\/xml/);
    expect(JSON.parse(signedRequestOf(event("json"), null, now).body).data.reference).toBe("Q-ABCD-EFGH");
  });
});

describe("newWebhookSecret", () => {
  it("is whsec_ and 24 random bytes, new each time", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

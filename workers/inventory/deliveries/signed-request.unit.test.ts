import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { DeliverableEvent } from "../repositories/channel-events";
import { newWebhookSecret, signedRequestOf } from "./signed-request";
import { bookingSnapshotFixture } from "./test-support/booking-snapshot";
import { webhookSignatureValid } from "./webhook-signature";

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
  it.each(["json", "opentravel"] as const)("signs the %s body so that standardwebhooks verifies it", async (format) => {
    const request = await signedRequestOf(event(format), "SITEMINDER", now);
    expect(request.headers["webhook-id"]).toBe("ev_abc");
    expect(request.headers["webhook-timestamp"]).toBe(String(Math.floor(now.getTime() / 1000)));
    // An XML body is verified as it is, not parsed as JSON.
    expect(() => new Webhook(secret).verify(request.body, request.headers, { jsonParse: false })).not.toThrow();
  });

  it("is refused with another secret or a changed body", async () => {
    const request = await signedRequestOf(event("json"), null, now);
    expect(() => new Webhook(newWebhookSecret()).verify(request.body, request.headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${request.body} `, request.headers)).toThrow();
  });

  it("sends JSON or XML with its content type", async () => {
    const json = await signedRequestOf(event("json"), null, now);
    expect(json.headers["content-type"]).toBe("application/json");
    expect((await signedRequestOf(event("opentravel"), null, now)).headers["content-type"]).toMatch(
      /^application\/xml/,
    );
    expect(JSON.parse(json.body).data.reference).toBe("Q-ABCD-EFGH");
  });
});

describe("newWebhookSecret", () => {
  it("is whsec_ and 24 random bytes, new each time", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe("webhookSignatureValid", () => {
  it("takes what standardwebhooks signs and refuses a changed body, another secret or another scheme", async () => {
    const id = "msg_1";
    const signature = new Webhook(secret).sign(id, now, "{}");
    const headers = { "webhook-id": id, "webhook-timestamp": String(Math.floor(now.getTime() / 1000)) };
    expect(await webhookSignatureValid(secret, { ...headers, "webhook-signature": signature }, "{}")).toBe(true);
    expect(await webhookSignatureValid(secret, { ...headers, "webhook-signature": `v0,x ${signature}` }, "{}")).toBe(
      true,
    );
    expect(await webhookSignatureValid(secret, { ...headers, "webhook-signature": signature }, "{ }")).toBe(false);
    expect(await webhookSignatureValid(newWebhookSecret(), { ...headers, "webhook-signature": signature }, "{}")).toBe(
      false,
    );
    expect(
      await webhookSignatureValid(secret, { ...headers, "webhook-signature": signature.replace("v1,", "v2,") }, "{}"),
    ).toBe(false);
  });
});

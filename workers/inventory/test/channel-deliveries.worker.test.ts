import { describe, expect, it } from "vitest";
import { channelConnectionDetailSchema } from "../../../shared/ota/channel-connections";
import {
  type ConnectionDeliveries,
  connectionDeliveriesSchema,
  createdEndpointSchema,
} from "../../../shared/ota/channel-deliveries";
import { otaPaths } from "../../../shared/ota/paths";
import { webhookSignatureValid } from "../deliveries/webhook-signature";
import { MAX_DELIVERY_ATTEMPTS } from "../rules/delivery-schedule";
import { consume, type Received, receiver } from "./delivery-receiver";
import { adminHeaders, api, apiJson, bookingBody, daysFromToday, env, pickType } from "./test-env";

/**
 * Bookings and cancellations pushed out (docs/decisions/0118): the outbox rows are written with the
 * booking, the consumer posts them signed, retries a failing receiver, keeps a booking's events in
 * order, gives up after the last attempt, and the admin sends a dead event again.
 */

const BRAND = "quartier";

/** Whether a received request carries a valid Standard Webhooks signature of its body under `secret`. */
function signedBy(secret: string, request: Received): Promise<boolean> {
  const header = (name: string) => request.headers[name] ?? "";
  return webhookSignatureValid(
    secret,
    {
      "webhook-id": header("webhook-id"),
      "webhook-timestamp": header("webhook-timestamp"),
      "webhook-signature": header("webhook-signature"),
    },
    request.body,
  );
}

async function connectionWithEndpoint(format: "json" | "opentravel" = "json", events = ["created", "cancelled"]) {
  const headers = await adminHeaders({ tenant: BRAND });
  const connection = await apiJson(otaPaths.adminConnections(BRAND), {
    json: { name: `Receiver ${format}`, channel: "SITEMINDER" },
    headers,
  });
  expect(connection.status).toBe(201);
  const { id } = channelConnectionDetailSchema.parse(connection.body);
  const created = await apiJson(otaPaths.adminDeliveryEndpoints(BRAND, id), {
    json: { url: `https://pms.example.com/${format}`, format, events },
    headers,
  });
  expect(created.status).toBe(201);
  return { connectionId: id, ...createdEndpointSchema.parse(created.body), headers };
}

let bookingNumber = 0;
async function book(offsetDays = 40) {
  bookingNumber++;
  const from = daysFromToday(offsetDays + bookingNumber * 7);
  const to = daysFromToday(offsetDays + bookingNumber * 7 + 3);
  const type = await pickType("t.booking_mode = 'Direct' AND t.min_stay <= 3 AND t.max_stay >= 3", BRAND, from, to);
  const request = {
    json: bookingBody(type, from, to),
    headers: { "Idempotency-Key": `deliveries-${bookingNumber}-${crypto.randomUUID()}` },
  };
  const res = await apiJson<{ id: string; reference: string }>(otaPaths.bookings(BRAND), request);
  expect(res.status).toBe(201);
  return { ...res.body, replay: () => api(otaPaths.bookings(BRAND), request) };
}

async function eventsOf(bookingId: string, endpointId: string) {
  const { results } = await env.INVENTORY_DB.prepare(
    "SELECT id, kind, seq, status, attempts FROM channel_events WHERE booking_id = ?1 AND endpoint_id = ?2 ORDER BY seq",
  )
    .bind(bookingId, endpointId)
    .all<{ id: string; kind: string; seq: number; status: string; attempts: number }>();
  return results;
}

async function deliveries(connectionId: string): Promise<ConnectionDeliveries> {
  const res = await apiJson(otaPaths.adminConnectionDeliveries(BRAND, connectionId), {
    headers: await adminHeaders({ tenant: BRAND }),
  });
  expect(res.status).toBe(200);
  return connectionDeliveriesSchema.parse(res.body);
}

describe("booking events out", () => {
  it("writes the outbox rows with the booking itself, one per endpoint that wants the kind, none on a replay or a refusal", async () => {
    const json = await connectionWithEndpoint("json");
    const onlyCancellations = await connectionWithEndpoint("opentravel", ["cancelled"]);
    const booking = await book();
    // No queue has run: the rows exist because the booking's batch wrote them.
    expect(await eventsOf(booking.id, json.endpoint.id)).toMatchObject([
      { kind: "created", seq: 1, status: "pending" },
    ]);
    expect(await eventsOf(booking.id, onlyCancellations.endpoint.id)).toEqual([]);
    expect((await booking.replay()).status).toBe(200);
    expect(await eventsOf(booking.id, json.endpoint.id)).toHaveLength(1);

    const before = await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM channel_events").first<number>("n");
    const refused = await api(otaPaths.bookings(BRAND), {
      json: {
        ...bookingBody(
          await pickType("1 = 1", BRAND, daysFromToday(5), daysFromToday(6)),
          daysFromToday(5),
          daysFromToday(6),
        ),
        guests: 99,
      },
      headers: { "Idempotency-Key": `deliveries-refused-${crypto.randomUUID()}` },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await env.INVENTORY_DB.prepare("SELECT count(*) AS n FROM channel_events").first<number>("n")).toBe(before);
  });

  it("delivers a booking and its cancellation exactly as signed, in order, through a receiver that fails twice", async () => {
    const { endpoint, secret, headers } = await connectionWithEndpoint("json");
    const booking = await book();
    const cancel = await api(otaPaths.adminCancelBooking(BRAND, booking.id), {
      json: { fee: "waived", reason: "test", actor: { email: "ops@example.com" } },
      headers,
    });
    expect(cancel.status).toBe(200);
    const [created, cancelled] = await eventsOf(booking.id, endpoint.id);
    expect([created?.kind, cancelled?.kind]).toEqual(["created", "cancelled"]);

    const pms = receiver(2);
    // The cancellation waits while the booking's first event is undelivered: nothing is posted for it.
    expect((await consume([cancelled!.id], pms.fetch)).explicitAcks).toEqual(["m0"]);
    expect(pms.received).toHaveLength(0);

    // Two failures, each retried by the queue after its backoff, then delivered.
    expect((await consume([created!.id], pms.fetch)).delays).toEqual([10]);
    expect((await consume([created!.id], pms.fetch)).delays).toEqual([30]);
    expect((await consume([created!.id], pms.fetch)).explicitAcks).toEqual(["m0"]);
    // Delivered, so its booking's next event was sent to the queue; the consumer takes it.
    await consume([cancelled!.id], pms.fetch);

    for (const request of pms.received) expect(await signedBy(secret, request)).toBe(true);
    const bodies = pms.received.map((request) => JSON.parse(request.body) as { type: string });
    expect(bodies.map((body) => body.type)).toEqual([
      "booking.created",
      "booking.created",
      "booking.created",
      "booking.cancelled",
    ]);
    // A retry is the same message: same id, same body.
    expect(new Set(pms.received.slice(0, 3).map((r) => `${r.headers["webhook-id"]}|${r.body}`)).size).toBe(1);
    expect(bodies[3]).toMatchObject({ data: { reference: booking.reference, status: "cancelled" } });
    expect(pms.received[0]?.url).toBe("https://pms.example.com/json");

    const listed = await deliveries(endpoint.connectionId);
    const shown = listed.events.find((event) => event.id === created!.id);
    expect(shown?.status).toBe("delivered");
    expect(shown?.attempts.map((a) => a.httpStatus)).toEqual([503, 503, 200]);
    expect(shown?.attempts.every((a) => a.durationMs >= 0 && a.at)).toBe(true);
    expect(listed.events.find((event) => event.id === cancelled!.id)?.status).toBe("delivered");
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("sends an OTA_HotelResNotifRQ to an OpenTravel endpoint, signed the same way", async () => {
    const { endpoint, secret } = await connectionWithEndpoint("opentravel");
    const booking = await book();
    const [created] = await eventsOf(booking.id, endpoint.id);
    const pms = receiver();
    await consume([created!.id], pms.fetch);
    const request = pms.received[0]!;
    expect(request.headers["content-type"]).toMatch(/^application\/xml/);
    expect(request.body).toContain('ResStatus="Commit"');
    expect(request.body).toContain(booking.reference);
    expect(await signedBy(secret, request)).toBe(true);
  });

  it("gives an event up after its last attempt, lists it dead, and sends it again on the admin's word", async () => {
    const { endpoint, connectionId, headers } = await connectionWithEndpoint("json");
    const booking = await book();
    const [created] = await eventsOf(booking.id, endpoint.id);
    const down = receiver(MAX_DELIVERY_ATTEMPTS);
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) await consume([created!.id], down.fetch);
    expect((await consume([created!.id], down.fetch)).explicitAcks).toEqual(["m0"]);

    const dead = (await deliveries(connectionId)).dead.find((event) => event.id === created!.id);
    expect(dead?.status).toBe("dead");
    expect(dead?.lastError).toContain("HTTP 503");
    expect(dead?.attempts).toHaveLength(MAX_DELIVERY_ATTEMPTS);

    const resent = await api(otaPaths.adminResendDelivery(BRAND, created!.id), { method: "POST", headers });
    expect(resent.status).toBe(202);
    const again = await api(otaPaths.adminResendDelivery(BRAND, created!.id), { method: "POST", headers });
    expect(again.status).toBe(404);
    const up = receiver();
    await consume([created!.id], up.fetch);
    expect(up.received).toHaveLength(1);
    const listed = await deliveries(connectionId);
    expect(listed.dead.map((event) => event.id)).not.toContain(created!.id);
    expect(listed.events.find((event) => event.id === created!.id)?.attempts).toHaveLength(MAX_DELIVERY_ATTEMPTS + 1);
  });

  it("refuses an address that is not https (http://localhost is allowed locally), keeping tenants apart", async () => {
    const { connectionId, headers } = await connectionWithEndpoint("json");
    const path = otaPaths.adminDeliveryEndpoints(BRAND, connectionId);
    for (const [url, problem] of [
      ["http://pms.example.com/hook", "https"],
      ["not a url", "invalid"],
      ["https://user:pw@pms.example.com/", "invalid"],
    ]) {
      const res = await apiJson<{ error: { issues: { path: string; message: string }[] } }>(path, {
        json: { url, format: "json", events: ["created"] },
        headers,
      });
      expect(res.status, url).toBe(400);
      expect(res.body.error.issues).toEqual([{ path: "body.url", message: problem }]);
    }
    const local = await api(path, {
      json: { url: "http://localhost:9999/hook", format: "json", events: ["created"] },
      headers,
    });
    expect(local.status).toBe(201);

    const other = await env.INVENTORY_DB.prepare("SELECT ibe_uid FROM tenants WHERE ibe_uid <> ?1 LIMIT 1")
      .bind(BRAND)
      .first<string>("ibe_uid");
    const foreign = await api(otaPaths.adminConnectionDeliveries(other!, connectionId), {
      headers: await adminHeaders({ tenant: other! }),
    });
    expect(foreign.status).toBe(404);
  });
});

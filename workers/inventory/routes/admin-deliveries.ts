import type { z } from "zod";
import {
  type ConnectionDeliveries,
  type CreatedEndpoint,
  createEndpointRequestSchema,
  DELIVERY_EVENT_KINDS,
  type DeliveryEndpoint,
  type DeliveryEvent,
  endpointUrlProblem,
  type removedEndpointSchema,
  type resentEventSchema,
} from "../../../shared/ota/channel-deliveries";
import { idSchema } from "../../../shared/ota/common";
import { enqueueEvents } from "../deliveries/delivery-queue";
import { newWebhookSecret } from "../deliveries/signed-request";
import { newId } from "../http/ids";
import { parseJsonBody, parseParam } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findChannelConnection } from "../repositories/channel-connections";
import {
  type AttemptRow,
  type ListedEventRow,
  listConnectionEvents,
  reviveEvent,
} from "../repositories/channel-events";
import {
  type DeliveryEndpointRow,
  insertDeliveryEndpoint,
  listDeliveryEndpoints,
  removeDeliveryEndpoint,
} from "../repositories/delivery-endpoints";
import { assertAdminFor, type RequestContext } from "./context";

/**
 * A connection's booking events out (docs/decisions/0118), under /api/admin for the brand's admins:
 * its delivery endpoints (the signing secret answered once, when made), its events with their attempts,
 * the dead ones and "send again". Another brand's connection is 404, like an unknown one.
 */

/** The newest events a connection's page shows, and at most this many dead ones. */
const LATEST_EVENTS = 30;
const DEAD_EVENTS = 100;

async function target(params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const connectionId = parseParam("connectionId", params.connectionId, idSchema);
  const connection = await findChannelConnection(context.env.INVENTORY_DB, ibeUid, connectionId);
  if (!connection) throw notFound("Connection");
  return { db: context.env.INVENTORY_DB, ibeUid, connectionId };
}

function endpointOf(row: DeliveryEndpointRow): DeliveryEndpoint {
  const wanted = {
    created: row.wants_created,
    modified: row.wants_modified,
    cancelled: row.wants_cancelled,
    availability: row.wants_availability,
    rates: row.wants_rates,
  };
  return {
    id: row.id,
    connectionId: row.connection_id,
    url: row.url,
    format: row.format,
    events: DELIVERY_EVENT_KINDS.filter((kind) => wanted[kind] === 1),
    createdAt: row.created_at,
  };
}

function eventsOf(events: ListedEventRow[], attempts: AttemptRow[]): DeliveryEvent[] {
  return events.map((event) => ({
    id: event.id,
    endpointId: event.endpoint_id,
    endpointUrl: event.url,
    bookingId: event.booking_id,
    reference: event.reference,
    kind: event.kind,
    status: event.status,
    lastError: event.last_error,
    createdAt: event.created_at,
    deliveredAt: event.delivered_at,
    attempts: attempts
      .filter((a) => a.event_id === event.id)
      .map((a) => ({
        attempt: a.attempt,
        at: a.at,
        durationMs: a.duration_ms,
        httpStatus: a.http_status,
        error: a.error,
      })),
  }));
}

/** GET /api/admin/ibe/:ibeUid/connections/:connectionId/deliveries: endpoints, latest events, dead events. */
export async function handleAdminConnectionDeliveries(_request: Request, params: RouteParams, context: RequestContext) {
  const { db, ibeUid, connectionId } = await target(params, context);
  const [endpoints, latest, dead] = await Promise.all([
    listDeliveryEndpoints(db, ibeUid, connectionId),
    listConnectionEvents(db, ibeUid, connectionId, { limit: LATEST_EVENTS }),
    listConnectionEvents(db, ibeUid, connectionId, { status: "dead", limit: DEAD_EVENTS }),
  ]);
  return json({
    endpoints: endpoints.map(endpointOf),
    events: eventsOf(latest.events, latest.attempts),
    dead: eventsOf(dead.events, dead.attempts),
  } satisfies ConnectionDeliveries);
}

/**
 * POST /api/admin/ibe/:ibeUid/connections/:connectionId/endpoints `{ url, format, events }`: 201 with the
 * endpoint and its signing secret, answered this once. The address must be https (http://localhost too
 * where DELIVERY_LOCAL_URLS allows it, as on `npm start`).
 */
export async function handleAdminCreateDeliveryEndpoint(
  request: Request,
  params: RouteParams,
  context: RequestContext,
) {
  const { db, ibeUid, connectionId } = await target(params, context);
  const body = await parseJsonBody(request, createEndpointRequestSchema);
  const problem = endpointUrlProblem(body.url, context.env.DELIVERY_LOCAL_URLS === "allowed");
  if (problem)
    throw new OtaError("invalid_input", "This address cannot receive events", [{ path: "body.url", message: problem }]);
  const secret = newWebhookSecret();
  const row = await insertDeliveryEndpoint(db, {
    id: newId("ep"),
    ibeUid,
    connectionId,
    url: body.url,
    format: body.format,
    events: body.events,
    secret,
    at: context.now.toISOString(),
  });
  return json({ endpoint: endpointOf(row), secret } satisfies CreatedEndpoint, 201);
}

/** POST /api/admin/ibe/:ibeUid/connections/:connectionId/endpoints/:endpointId/delete: no new events for it. */
export async function handleAdminDeleteDeliveryEndpoint(
  _request: Request,
  params: RouteParams,
  context: RequestContext,
) {
  const { db, ibeUid, connectionId } = await target(params, context);
  const endpointId = parseParam("endpointId", params.endpointId, idSchema);
  const removed = await removeDeliveryEndpoint(db, ibeUid, connectionId, endpointId, context.now.toISOString());
  if (!removed) throw notFound("Endpoint");
  return json({ id: endpointId, removed: true } satisfies z.infer<typeof removedEndpointSchema>);
}

/**
 * POST /api/admin/ibe/:ibeUid/deliveries/:eventId/resend: a dead event of the brand gets a new round of
 * attempts (202). Events of its booking behind it follow once it is delivered. 404 unless dead.
 */
export async function handleAdminResendDelivery(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const eventId = parseParam("eventId", params.eventId, idSchema);
  const revived = await reviveEvent(context.env.INVENTORY_DB, ibeUid, eventId, context.now.toISOString());
  if (!revived) throw notFound("Dead event");
  await enqueueEvents(context.env.DELIVERY_QUEUE, [eventId]);
  return json({ id: eventId, status: "pending" } satisfies z.infer<typeof resentEventSchema>, 202);
}

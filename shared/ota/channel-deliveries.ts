import { z } from "zod";
import { idSchema } from "./common";

/**
 * Booking events pushed out to channel managers (docs/decisions/0118): a connection's delivery
 * endpoints, the events with their attempts, and the admin's "send again". Shared by the inventory's
 * admin API and the app's client so that they cannot drift.
 */

export const deliveryFormatSchema = z.enum(["json", "opentravel"]);
export type DeliveryFormat = z.infer<typeof deliveryFormatSchema>;

/**
 * A booking's events, and a metasearch's ARI out (docs/decisions/0134): `availability`
 * (OTA_HotelAvailNotifRQ) and `rates` (OTA_HotelRateAmountNotifRQ) when they change.
 */
export const deliveryEventKindSchema = z.enum(["created", "modified", "cancelled", "availability", "rates"]);
export type DeliveryEventKind = z.infer<typeof deliveryEventKindSchema>;
export const DELIVERY_EVENT_KINDS = deliveryEventKindSchema.options;
/** The kinds that are ARI out: OpenTravel messages only. */
export const ARI_EVENT_KINDS = ["availability", "rates"] as const satisfies readonly DeliveryEventKind[];
export type AriEventKind = (typeof ARI_EVENT_KINDS)[number];
export const isAriEventKind = (kind: DeliveryEventKind): kind is AriEventKind =>
  (ARI_EVENT_KINDS as readonly string[]).includes(kind);

export type EndpointUrlProblem = "invalid" | "https" | "local";

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/;

/**
 * Why a receiver's address is refused, or null: an absolute http(s) URL without credentials; https in
 * production, where a local address is refused too; locally (`allowLocal`) http://localhost as well.
 */
export function endpointUrlProblem(value: string, allowLocal: boolean): EndpointUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "invalid";
  }
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return "invalid";
  const local = LOCAL_HOST.test(url.hostname);
  if (local && !allowLocal) return "local";
  if (url.protocol === "http:" && !local) return "https";
  return null;
}

/** A new endpoint as the admin's form sends it (the inventory checks the address again). */
export const createEndpointRequestSchema = z
  .object({
    url: z.string().trim().min(1).max(2000),
    format: deliveryFormatSchema,
    events: z.array(deliveryEventKindSchema).min(1),
  })
  .refine((request) => request.format === "opentravel" || !request.events.some(isAriEventKind), {
    message: "Availability and rates go out as OpenTravel messages only",
    path: ["events"],
  });
export type CreateEndpointRequest = z.infer<typeof createEndpointRequestSchema>;

export const deliveryEndpointSchema = z.object({
  id: idSchema,
  connectionId: z.string(),
  url: z.string(),
  format: deliveryFormatSchema,
  events: z.array(deliveryEventKindSchema),
  createdAt: z.string(),
});
export type DeliveryEndpoint = z.infer<typeof deliveryEndpointSchema>;

/** The answer to a new endpoint: its signing secret, this once and never again. */
export const createdEndpointSchema = z.object({ endpoint: deliveryEndpointSchema, secret: z.string() });
export type CreatedEndpoint = z.infer<typeof createdEndpointSchema>;

export const deliveryAttemptSchema = z.object({
  attempt: z.int(),
  at: z.string(),
  durationMs: z.int(),
  httpStatus: z.int().nullable(),
  error: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const deliveryEventStatusSchema = z.enum(["pending", "delivered", "dead"]);
export type DeliveryEventStatus = z.infer<typeof deliveryEventStatusSchema>;

export const deliveryEventSchema = z.object({
  id: idSchema,
  endpointId: idSchema,
  endpointUrl: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  kind: deliveryEventKindSchema,
  status: deliveryEventStatusSchema,
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attempts: z.array(deliveryAttemptSchema),
});
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/** A connection's deliveries: its endpoints, its latest events and every dead one. */
export const connectionDeliveriesSchema = z.object({
  endpoints: z.array(deliveryEndpointSchema),
  events: z.array(deliveryEventSchema),
  dead: z.array(deliveryEventSchema),
});
export type ConnectionDeliveries = z.infer<typeof connectionDeliveriesSchema>;

/** The answer to removing an endpoint. */
export const removedEndpointSchema = z.object({ id: idSchema, removed: z.literal(true) });
/** The answer to "send again": the event is pending once more. */
export const resentEventSchema = z.object({ id: idSchema, status: z.literal("pending") });

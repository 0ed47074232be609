import { z } from "zod";
import { campaignSchema } from "../campaign/campaign-schema";
import { maskedCardSchema } from "../payments/payments-contract";
import { bookingSchema, bookingStatusSchema, MAX_BOOKING_ITEMS } from "./booking";
import { fieldChangeSchema } from "./change-history";
import {
  currencySchema,
  ibeUidSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageSchema,
  minorUnitsSchema,
  moneySchema,
} from "./common";

/**
 * The OTA's admin side of bookings: the operators' list (filtered, sorted, paged, with totals), the
 * detail with its history, the admin's cancellation and the audit entries the app appends. The app's
 * admin pages and the inventory Worker share these schemas (docs/decisions: admin bookings list).
 */

/** Columns the list can be sorted by; anything else is refused (the inventory maps each to SQL). */
export const ADMIN_BOOKING_SORTS = [
  "created",
  "arrival",
  "departure",
  "reference",
  "guest",
  "property",
  "total",
  "status",
] as const;
export const adminBookingSortSchema = z.enum(ADMIN_BOOKING_SORTS);
export type AdminBookingSort = z.infer<typeof adminBookingSortSchema>;

export const sortDirectionSchema = z.enum(["asc", "desc"]);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** Biggest page the OTA answers (the CSV export pages through with it); the list offers smaller ones. */
export const ADMIN_BOOKINGS_MAX_PAGE_SIZE = 500;
/** Deepest page: beyond it an operator narrows the filter instead. */
export const ADMIN_BOOKINGS_MAX_PAGE = 10_000;

/** Free text: a reference, a guest's name or e-mail (part of it). */
export const adminBookingTextSchema = z.string().trim().min(1).max(100);

/** What narrows the list. `ibeUid` (a tenant) only on the platform admin's list over every tenant. */
export const adminBookingFilterSchema = z.object({
  status: bookingStatusSchema.optional(),
  arrivalFrom: isoDateSchema.optional(),
  arrivalTo: isoDateSchema.optional(),
  createdFrom: isoDateSchema.optional(),
  createdTo: isoDateSchema.optional(),
  propertyId: idSchema.optional(),
  q: adminBookingTextSchema.optional(),
  ibeUid: ibeUidSchema.optional(),
});
export type AdminBookingFilter = z.infer<typeof adminBookingFilterSchema>;

/** A range whose start lies after its end matches nothing: the OTA refuses it. */
function rangesInOrder(filter: AdminBookingFilter): boolean {
  const ordered = (from?: string, to?: string) => !from || !to || from <= to;
  return ordered(filter.arrivalFrom, filter.arrivalTo) && ordered(filter.createdFrom, filter.createdTo);
}

export const adminBookingListQuerySchema = adminBookingFilterSchema
  .extend({
    sort: adminBookingSortSchema.default("created"),
    dir: sortDirectionSchema.default("desc"),
    page: z.coerce.number().int().min(1).max(ADMIN_BOOKINGS_MAX_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(ADMIN_BOOKINGS_MAX_PAGE_SIZE).default(50),
    language: languageSchema.default("en"),
  })
  .refine(rangesInOrder, { message: "a range's start lies after its end", path: ["arrivalTo"] });
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;
export type AdminBookingListRequest = Partial<AdminBookingListQuery>;

/** One row of the list: what the table and the CSV show, nothing more. */
export const adminBookingRowSchema = z.object({
  id: idSchema,
  reference: z.string(),
  ibeUid: ibeUidSchema,
  tenantName: z.string(),
  status: bookingStatusSchema,
  guestName: z.string(),
  guestEmail: z.string(),
  propertyId: idSchema,
  propertyName: z.string(),
  apartmentTypeName: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  nights: z.int().min(0),
  currency: currencySchema,
  total: minorUnitsSchema,
  createdAt: isoDateTimeSchema,
  /** The campaign parameters the guest came with (the export's "Source" column); null without any. */
  campaign: campaignSchema.nullable().optional(),
  /** A long stay's monthly rate, minor units; absent for other stays. */
  perMonth: minorUnitsSchema.optional(),
  /** How many apartments the booking holds (decision 0142); the row shows the first one's name. */
  apartments: z.int().min(1).optional(),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

export const adminBookingListSchema = z.object({
  items: z.array(adminBookingRowSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  /** Bookings matching the filter, over every page. */
  count: z.int().min(0),
  /** Sum of the matching bookings' totals, one entry per currency (sorted by currency). */
  sums: z.array(moneySchema),
  /** The filter form's choices: the properties with bookings in scope, and (platform list) the tenants. */
  facets: z.object({
    properties: z.array(z.object({ id: idSchema, name: z.string() })),
    tenants: z.array(z.object({ ibeUid: ibeUidSchema, name: z.string() })),
  }),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/** Who did something to a booking: the guest (checkout, manage page), an admin (by e-mail), the system. */
export const bookingActorSchema = z.object({
  kind: z.enum(["guest", "admin", "system"]),
  /** The admin's e-mail; null for the guest and the system. */
  name: z.string().max(254).nullable(),
});
export type BookingActor = z.infer<typeof bookingActorSchema>;

export const BOOKING_EVENT_KINDS = ["created", "changed", "cancelled", "confirmation_resent"] as const;
export const bookingEventKindSchema = z.enum(BOOKING_EVENT_KINDS);
export type BookingEventKind = z.infer<typeof bookingEventKindSchema>;

export const bookingEventSchema = z.object({
  id: z.int(),
  kind: bookingEventKindSchema,
  actor: bookingActorSchema,
  /** An admin's reason (required for a waived fee). */
  reason: z.string().nullable(),
  /** For a cancellation: the fee charged. */
  fee: minorUnitsSchema.nullable(),
  /** For a cancellation: the fee the policy asked for, when an admin waived it. */
  waivedFee: minorUnitsSchema.nullable(),
  /** For a change: each changed field, old -> new (dates, guests, total). */
  changes: z.array(fieldChangeSchema).optional(),
  /** The item an entry is about (an item's cancellation, decision 0142); absent when about the whole booking. */
  itemId: idSchema.optional(),
  at: isoDateTimeSchema,
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** The admin's view of a booking: the guest's booking plus payment (masked card only) and history. */
export const adminBookingDetailSchema = bookingSchema.extend({
  tenantName: z.string(),
  /** The card as the payment service masked it; null for other methods or bookings made before it was kept. */
  card: maskedCardSchema.nullable(),
  cancellationReason: z.string().nullable(),
  events: z.array(bookingEventSchema),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** The admin's actor: the signed-in admin's e-mail, set by the app from its session. */
export const adminActorSchema = z.object({ email: z.string().trim().min(3).max(254) });

/** A waiver needs a reason someone can read later. */
export const waiverReasonSchema = z.string().trim().min(3).max(500);

/** Which items of a booking of several apartments to cancel (decision 0142); without them, every active one. */
const cancelledItemIdsSchema = z.array(idSchema).min(1).max(MAX_BOOKING_ITEMS).optional();

/** The admin cancels with the policy's fee, or waives it and says why: the whole booking or the items named. */
export const adminCancelRequestSchema = z.discriminatedUnion("fee", [
  z.object({ fee: z.literal("policy"), actor: adminActorSchema, itemIds: cancelledItemIdsSchema }),
  z.object({
    fee: z.literal("waived"),
    reason: waiverReasonSchema,
    actor: adminActorSchema,
    itemIds: cancelledItemIdsSchema,
  }),
]);
export type AdminCancelRequest = z.infer<typeof adminCancelRequestSchema>;

/** Events only the app knows of (it sent a mail); the OTA records the rest itself. */
export const appendBookingEventRequestSchema = z.object({
  kind: z.literal("confirmation_resent"),
  actor: adminActorSchema,
  reason: z.string().trim().max(500).optional(),
});
export type AppendBookingEventRequest = z.infer<typeof appendBookingEventRequestSchema>;

export const adminBookingQuerySchema = z.object({ language: languageSchema.default("en") });

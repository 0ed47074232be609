import { z } from "zod";
import {
  guestsSchema,
  ibeUidSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageSchema,
  minorUnitsSchema,
  moneySchema,
  pageQuerySchema,
  pageSchema,
} from "./common";
import { cancellationPolicySchema, imageSchema } from "./listing";

export const rfpOfferStatusSchema = z.enum(["OPEN", "BOOKABLE", "BOOKED", "LOST"]);
export type RfpOfferStatus = z.infer<typeof rfpOfferStatusSchema>;

/**
 * The lifecycle of an enquiry (lead) and its offers. An offer starts OPEN (the operator's draft, not
 * shown to the requester), becomes BOOKABLE when the operator sends it, BOOKED when the requester books
 * it and LOST when either side declines it, it passes its validity date or another offer is booked.
 * BOOKED and LOST are final. Every move goes through `moveOffer`; the table below is the whole rule.
 */
export const RFP_OFFER_TRANSITIONS: Record<RfpOfferStatus, readonly RfpOfferStatus[]> = {
  OPEN: ["BOOKABLE", "LOST"],
  BOOKABLE: ["LOST", "BOOKED"],
  BOOKED: [],
  LOST: [],
};

/** What can happen to an offer, and the status each event leads to. */
export const RFP_OFFER_EVENTS = {
  /** The operator sends the offer to the requester. */
  send: "BOOKABLE",
  /** The requester books it. */
  book: "BOOKED",
  /** The requester declines it. */
  decline: "LOST",
  /** The operator withdraws it. */
  withdraw: "LOST",
  /** Its validity date or its stay's start passed. */
  expire: "LOST",
  /** Another offer of the same enquiry was booked, or the enquiry was closed. */
  close: "LOST",
} as const satisfies Record<string, RfpOfferStatus>;
export type RfpOfferEvent = keyof typeof RFP_OFFER_EVENTS;

/** Which events each status takes (book only a BOOKABLE offer, decline only one the requester has seen). */
const OFFER_EVENTS_FROM: Record<RfpOfferEvent, readonly RfpOfferStatus[]> = {
  send: ["OPEN"],
  book: ["BOOKABLE"],
  decline: ["BOOKABLE"],
  withdraw: ["OPEN", "BOOKABLE"],
  expire: ["OPEN", "BOOKABLE"],
  close: ["OPEN", "BOOKABLE"],
};

/** The offer's next status after `event`, or null when the move is refused. */
export function moveOffer(status: RfpOfferStatus, event: RfpOfferEvent): RfpOfferStatus | null {
  const next = RFP_OFFER_EVENTS[event];
  if (!OFFER_EVENTS_FROM[event].includes(status)) return null;
  return RFP_OFFER_TRANSITIONS[status].includes(next) ? next : null;
}

/** The statuses from which `event` moves an offer (for conditional updates in storage). */
export function offerStatusesFor(event: RfpOfferEvent): readonly RfpOfferStatus[] {
  return OFFER_EVENTS_FROM[event].filter((status) => moveOffer(status, event) !== null);
}

/** The enquiry's (lead's) status: BOOKABLE while the requester has an offer to book. */
export const rfpStatusSchema = z.enum(["OPEN", "BOOKABLE", "BOOKED", "LOST"]);
export type RfpStatus = z.infer<typeof rfpStatusSchema>;

/** Allowed moves of a lead; its status follows from its offers and dates (`leadStatusOf`). */
export const RFP_LEAD_TRANSITIONS: Record<RfpStatus, readonly RfpStatus[]> = {
  OPEN: ["BOOKABLE", "LOST"],
  BOOKABLE: ["BOOKED", "LOST", "OPEN"],
  BOOKED: [],
  LOST: [],
};

export function canMoveLead(from: RfpStatus, to: RfpStatus): boolean {
  return RFP_LEAD_TRANSITIONS[from].includes(to);
}

/** An offer as far as expiry looks at it. */
export type ExpiringOffer = { status: RfpOfferStatus; validUntil: string | null; from: string };

/** Whether an OPEN or BOOKABLE offer has expired on `today`: past its validity date, or its stay began. */
export function offerExpired(offer: ExpiringOffer, today: string): boolean {
  if (moveOffer(offer.status, "expire") === null) return false;
  return (offer.validUntil !== null && offer.validUntil < today) || offer.from < today;
}

/** The offer's status as read on `today` (an expired one reads LOST before the cron trigger stores it). */
export function offerStatusOn(offer: ExpiringOffer, today: string): RfpOfferStatus {
  return offerExpired(offer, today) ? "LOST" : offer.status;
}

/**
 * The lead's status on `today`, from its offers (already read with `offerStatusOn`): BOOKED once one
 * is booked; LOST when it was closed (declined by either side), when every offer is lost, or when its
 * stay's start passed without a booking; BOOKABLE while an offer can be booked; OPEN otherwise.
 */
export function leadStatusOf(
  lead: { from: string; closed: boolean; offers: readonly { status: RfpOfferStatus }[] },
  today: string,
): RfpStatus {
  const { offers } = lead;
  if (offers.some((o) => o.status === "BOOKED")) return "BOOKED";
  if (lead.closed || lead.from < today) return "LOST";
  if (offers.length > 0 && offers.every((o) => o.status === "LOST")) return "LOST";
  if (offers.some((o) => o.status === "BOOKABLE")) return "BOOKABLE";
  return "OPEN";
}

/** The offers the requester sees: the operator's drafts (OPEN) stay with the operator. */
export function requesterOffers<T extends { status: RfpOfferStatus }>(offers: readonly T[]): T[] {
  return offers.filter((o) => o.status !== "OPEN");
}

export const rfpPlaceSchema = z.object({
  placeId: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(200),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});

export const rfpContactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  company: z.string().trim().max(200).optional(),
});

/** How a budget or an offered rate is meant: for the whole stay, per night or per month (30 nights). */
export const ratePeriodSchema = z.enum(["stay", "night", "month"]);
export type RatePeriod = z.infer<typeof ratePeriodSchema>;

/** Catalogue ids of the requirements (parking, workspace, ...); the app checks them against the catalogue. */
export const requirementIdsSchema = z
  .array(z.string().regex(/^[a-z0-9-]{1,64}$/))
  .max(30)
  .default([]);

/** The stay's dates are checked by the OTA's stay rules (invalid_dates, dates_in_past), not here. */
export const createRfpRequestSchema = z.object({
  budget: moneySchema,
  /** What the budget's amount is for; "stay" when not said. */
  budgetPeriod: ratePeriodSchema.default("stay"),
  from: isoDateSchema,
  to: isoDateSchema,
  /** Flexible dates: any stay of this many nights between `from` and `to`. */
  flexibleNights: z.int().min(1).max(365).optional(),
  guests: guestsSchema,
  /** How many apartments the requester needs (a project team). */
  apartments: z.int().min(1).max(50).default(1),
  place: rfpPlaceSchema,
  radius: z.number().positive().max(100).default(10),
  requirements: requirementIdsSchema,
  notes: z.string().max(4000).optional(),
  contact: rfpContactSchema,
  userId: z.string().min(1).max(128).optional(),
  language: languageSchema.default("en"),
  /** A reservation enquiry for one listing (Ad listings without a bookable channel): it becomes the RFP's first offer. */
  apartmentTypeId: idSchema.optional(),
});
export type CreateRfpRequest = z.input<typeof createRfpRequestSchema>;

/** An offered rate next to the total: the amount per night or per month it works out at. */
export const offeredRateSchema = z.object({ amount: minorUnitsSchema, per: z.enum(["night", "month"]) });

export const rfpOfferSchema = z.object({
  id: idSchema,
  rfpId: idSchema,
  apartmentTypeId: idSchema,
  apartmentTypeName: z.string(),
  propertyId: idSchema,
  propertyName: z.string(),
  image: imageSchema.nullable(),
  status: rfpOfferStatusSchema,
  /** The offered price for the whole stay (accommodation; extras are added when booking). */
  price: moneySchema,
  rate: offeredRateSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  /** The last day the offer can be booked; null: until the stay begins. */
  validUntil: isoDateSchema.nullable(),
  /** The cancellation terms the operator set for this offer; booking it books exactly these (decision 0064). */
  cancellationPolicy: cancellationPolicySchema,
  terms: z.string().nullable(),
  note: z.string().nullable(),
  bookingId: idSchema.nullable(),
  sentAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type RfpOffer = z.infer<typeof rfpOfferSchema>;

export const rfpSchema = z.object({
  id: idSchema,
  /** What a person reads out on the phone, e.g. `RQ-7K3M9P` (unique; `id` stays the key for lookups). */
  reference: z.string(),
  ibeUid: ibeUidSchema,
  status: rfpStatusSchema,
  budget: moneySchema,
  budgetPeriod: ratePeriodSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  flexibleNights: z.int().nullable(),
  guests: z.int().min(1),
  apartments: z.int().min(1),
  place: rfpPlaceSchema,
  radius: z.number(),
  requirements: z.array(z.string()),
  notes: z.string().nullable(),
  contact: rfpContactSchema,
  userId: z.string().nullable(),
  language: languageSchema,
  /** Who closed the enquiry before a booking, if anyone. */
  closedBy: z.enum(["requester", "operator"]).nullable(),
  offers: z.array(rfpOfferSchema),
  createdAt: isoDateTimeSchema,
});
export type Rfp = z.infer<typeof rfpSchema>;

export const rfpPageSchema = pageSchema(rfpSchema);
export type RfpPage = z.infer<typeof rfpPageSchema>;

/** A requester's enquiries: by the signed-in user or by e-mail address, one of them required. */
export const listRfpsQuerySchema = pageQuerySchema
  .extend({
    email: z.email().optional(),
    userId: z.string().min(1).max(128).optional(),
  })
  .refine((q) => q.email !== undefined || q.userId !== undefined, { message: "email or userId is required" });
export type ListRfpsQuery = Omit<z.input<typeof listRfpsQuerySchema>, "limit"> & { limit?: number };

/** The operators' list: every enquiry of the tenant, optionally of one status. */
export const adminListRfpsQuerySchema = pageQuerySchema.extend({ status: rfpStatusSchema.optional() });
export type AdminListRfpsQuery = Omit<z.input<typeof adminListRfpsQuerySchema>, "limit"> & { limit?: number };

/** An operator drafts an offer for an enquiry (OPEN until sent). Dates default to the enquiry's. */
export const createRfpOfferRequestSchema = z.object({
  apartmentTypeId: idSchema,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  price: moneySchema.refine((m) => m.amount > 0, { message: "must be more than zero" }),
  ratePer: z.enum(["night", "month"]).default("night"),
  validUntil: isoDateSchema.optional(),
  /** The offer's cancellation terms; without them, those of the apartment's first (flexible) rate plan. */
  cancellationPolicy: cancellationPolicySchema.optional(),
  terms: z.string().trim().max(2000).optional(),
  note: z.string().max(2000).optional(),
});
export type CreateRfpOfferRequest = z.input<typeof createRfpOfferRequestSchema>;

/** The operator withdraws an offer. */
export const updateRfpOfferStatusRequestSchema = z.object({ status: z.enum(["LOST"]) });
export type UpdateRfpOfferStatusRequest = z.input<typeof updateRfpOfferStatusRequestSchema>;

/** The requester declines one offer, or the whole enquiry without `offerId`. */
export const declineRfpRequestSchema = z.object({ offerId: idSchema.optional() });
export type DeclineRfpRequest = z.input<typeof declineRfpRequestSchema>;

import { z } from "zod";
import { MAX_BOOKING_ITEMS } from "../../../shared/ota/booking";

/**
 * The apartments a guest collects for one stay before booking them together (decision 0144): the
 * same dates for every apartment, the party's guests split across them. Kept in a signed cookie, so
 * these rules are pure and the cookie's value is validated on every read (a stale or tampered value
 * is no collection).
 */

/** A collection lives a day after its last change: long enough to decide, short enough for prices to hold. */
export const STAY_COLLECTION_MAX_AGE_SECONDS = 24 * 60 * 60;

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

export const stayItemSchema = z.object({
  apartmentTypeId: idSchema,
  ratePlanId: idSchema,
  guests: z.int().min(1),
  maxOccupancy: z.int().min(1),
  /** The stay's price for these guests when last priced, minor units: the stay bar's total. */
  total: z.int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type StayItem = z.infer<typeof stayItemSchema>;

export const stayCollectionSchema = z.object({
  v: z.literal(1),
  /** The brand it was collected on: another brand's collection is none. */
  ibeUid: z.string().min(1),
  from: z.iso.date(),
  to: z.iso.date(),
  /** The party's size as the guest searched for it: new apartments take the guests not yet placed. */
  party: z.int().min(1),
  items: z.array(stayItemSchema).min(1).max(MAX_BOOKING_ITEMS),
});
export type StayCollection = z.infer<typeof stayCollectionSchema>;

/** A stored value, or null when it is no valid collection of this brand. */
export function parseStayCollection(value: unknown, ibeUid: string): StayCollection | null {
  const parsed = stayCollectionSchema.safeParse(value);
  return parsed.success && parsed.data.ibeUid === ibeUid ? parsed.data : null;
}

/** What the guest asks to add: an apartment for a stay, priced for the guests guestsForNewItem gave it. */
export type StayAddition = {
  ibeUid: string;
  from: string;
  to: string;
  /** The party's size the guest searched with. */
  party: number;
  item: StayItem;
};

export type AddOutcome =
  | { ok: true; collection: StayCollection }
  /** otherDates: the collection is for other dates; the guest chooses (a new stay, or keep it). */
  | { ok: false; reason: "otherDates" | "full" | "already"; collection: StayCollection };

/** The guests placed in the collection's apartments. */
export function placedGuests(collection: StayCollection | null): number {
  return collection ? collection.items.reduce((sum, item) => sum + item.guests, 0) : 0;
}

/**
 * The guests a newly added apartment takes: the party's guests not placed yet, at least one and at
 * most the apartment's maximum occupancy (the guest changes the split on the "Your stay" page).
 */
export function guestsForNewItem(
  collection: StayCollection | null,
  party: number,
  maxOccupancy: number,
  dates: { from: string; to: string },
): number {
  const same = collection && sameDates(collection, dates) ? collection : null;
  const remaining = Math.max(same?.party ?? party, party) - placedGuests(same);
  return Math.min(maxOccupancy, Math.max(1, remaining));
}

export function sameDates(collection: StayCollection, dates: { from: string; to: string }): boolean {
  return collection.from === dates.from && collection.to === dates.to;
}

/**
 * Adds an apartment. A collection for other dates is never replaced silently (reason otherDates:
 * the guest says whether to start a new stay, startStay); an apartment already in it stays once; at
 * most MAX_BOOKING_ITEMS apartments.
 */
export function addToStay(collection: StayCollection | null, addition: StayAddition): AddOutcome {
  if (!collection) return { ok: true, collection: startStay(addition) };
  if (!sameDates(collection, addition)) return { ok: false, reason: "otherDates", collection };
  if (collection.items.some((item) => item.apartmentTypeId === addition.item.apartmentTypeId)) {
    return { ok: false, reason: "already", collection };
  }
  if (collection.items.length >= MAX_BOOKING_ITEMS) return { ok: false, reason: "full", collection };
  return {
    ok: true,
    collection: {
      ...collection,
      party: Math.max(collection.party, addition.party),
      items: [...collection.items, addition.item],
    },
  };
}

/** A new collection with this one apartment: what the guest chose over a collection for other dates. */
export function startStay(addition: StayAddition): StayCollection {
  return {
    v: 1,
    ibeUid: addition.ibeUid,
    from: addition.from,
    to: addition.to,
    party: addition.party,
    items: [addition.item],
  };
}

/** Without the apartment; null once nothing is left. */
export function removeFromStay(collection: StayCollection, apartmentTypeId: string): StayCollection | null {
  const items = collection.items.filter((item) => item.apartmentTypeId !== apartmentTypeId);
  return items.length > 0 ? { ...collection, items } : null;
}

export type GuestsChange = { apartmentTypeId: string; guests: number; total: number; currency: string };

/**
 * The guests of one apartment changed (priced again by the caller): refused beyond the apartment's
 * maximum occupancy or below one; an apartment not in the collection changes nothing.
 */
export function changeStayGuests(
  collection: StayCollection,
  change: GuestsChange,
): { ok: true; collection: StayCollection } | { ok: false; reason: "tooMany" | "tooFew" | "notInStay" } {
  const item = collection.items.find((candidate) => candidate.apartmentTypeId === change.apartmentTypeId);
  if (!item) return { ok: false, reason: "notInStay" };
  if (change.guests < 1) return { ok: false, reason: "tooFew" };
  if (change.guests > item.maxOccupancy) return { ok: false, reason: "tooMany" };
  const changed = { ...item, guests: change.guests, total: change.total, currency: change.currency };
  return {
    ok: true,
    collection: {
      ...collection,
      items: collection.items.map((candidate) => (candidate === item ? changed : candidate)),
    },
  };
}

/** What the stay bar shows: how many apartments, the dates, the total and guests placed. */
export function stayBarOf(collection: StayCollection | null) {
  if (!collection) return null;
  return {
    count: collection.items.length,
    from: collection.from,
    to: collection.to,
    guests: placedGuests(collection),
    total: {
      amount: collection.items.reduce((sum, item) => sum + item.total, 0),
      currency: collection.items[0]?.currency ?? "EUR",
    },
    apartmentTypeIds: collection.items.map((item) => item.apartmentTypeId),
    full: collection.items.length >= MAX_BOOKING_ITEMS,
  };
}
export type StayBar = NonNullable<ReturnType<typeof stayBarOf>>;

import { resolveEntry } from "../../../shared/catalogue";
import type { BookingMode } from "../../../shared/ota/listing";

/**
 * Google's vacation-rental amenity vocabulary (containsPlace.amenityFeature names, always English,
 * whatever the page's language; developers.google.com/search/docs/appearance/structured-data/vacation-rental)
 * and which catalogue entries say each. Only entries whose meaning matches are mapped: "High-speed
 * internet" may be a cable, so it says internetType Free but not wifi; a shared laundry room is laundry
 * appliances (washerDryer); a terrace is a patio. Entries without a match are not published as
 * amenities (Google reads no other names).
 */
export const GOOGLE_BOOLEAN_AMENITIES = [
  "ac",
  "airportShuttle",
  "balcony",
  "beachAccess",
  "childFriendly",
  "crib",
  "elevator",
  "fireplace",
  "freeBreakfast",
  "gymFitnessEquipment",
  "heating",
  "hotTub",
  "instantBookable",
  "ironingBoard",
  "kitchen",
  "microwave",
  "outdoorGrill",
  "ovenStove",
  "patio",
  "petsAllowed",
  "pool",
  "privateBeachAccess",
  "selfCheckinCheckout",
  "smokingAllowed",
  "tv",
  "washerDryer",
  "wheelchairAccessible",
  "wifi",
] as const;
export type GoogleBooleanAmenity = (typeof GOOGLE_BOOLEAN_AMENITIES)[number];

/** Google's amenities with a text value, and the values it suggests. */
export const GOOGLE_VALUE_AMENITIES = {
  internetType: ["Free", "Paid", "None"],
  parkingType: ["Free", "Paid", "None"],
  poolType: ["Indoor", "Outdoor", "None"],
} as const;
type ValueAmenity = keyof typeof GOOGLE_VALUE_AMENITIES;

/** Catalogue id (live entries; deprecated ids resolve to their replacement first) to Google's name. */
export const CATALOGUE_TO_GOOGLE: Readonly<Record<string, GoogleBooleanAmenity>> = {
  "air-conditioning": "ac",
  "airport-shuttle": "airportShuttle",
  balcony: "balcony",
  terrace: "patio",
  patio: "patio",
  "children-welcome": "childFriendly",
  "family-apartments": "childFriendly",
  cot: "crib",
  elevator: "elevator",
  "reachable-by-lift": "elevator",
  fireplace: "fireplace",
  "fitness-centre": "gymFitnessEquipment",
  heating: "heating",
  iron: "ironingBoard",
  kitchen: "kitchen",
  "full-kitchen": "kitchen",
  kitchenette: "kitchen",
  microwave: "microwave",
  "bbq-area": "outdoorGrill",
  "barbecue-grill": "outdoorGrill",
  oven: "ovenStove",
  stove: "ovenStove",
  "pets-allowed": "petsAllowed",
  "swimming-pool": "pool",
  "indoor-pool": "pool",
  "outdoor-pool": "pool",
  "self-check-in": "selfCheckinCheckout",
  tv: "tv",
  "flat-screen-tv": "tv",
  "satellite-tv": "tv",
  "cable-tv": "tv",
  "washing-machine": "washerDryer",
  "tumble-dryer": "washerDryer",
  "laundry-room": "washerDryer",
  "wheelchair-accessible-apartment": "wheelchairAccessible",
  "internet-access-wifi": "wifi",
};

/** Entries that say smoking is not allowed in the apartment (smokingAllowed: false). */
const NON_SMOKING = new Set(["non-smoking-apartments", "smoke-free-building"]);
/** Entries that say there is internet; included in the stay, so it is free. */
const INTERNET = new Set(["internet-access-wifi", "high-speed-internet", "internet-access-wired", "internet-access"]);
const VALUE_OF: Readonly<Record<string, readonly [ValueAmenity, string]>> = {
  "free-parking": ["parkingType", "Free"],
  "indoor-pool": ["poolType", "Indoor"],
  "outdoor-pool": ["poolType", "Outdoor"],
};

export type GoogleAmenity = { name: GoogleBooleanAmenity; value: boolean } | { name: ValueAmenity; value: string };

/**
 * The Google amenities an apartment's included services (catalogue ids) and booking mode say, in
 * Google's order, each once: instantBookable from the booking mode (Direct books at once; Request
 * waits for the operator), smokingAllowed false for a non-smoking apartment or building.
 */
export function googleAmenities(serviceIds: readonly string[], bookingMode?: BookingMode): GoogleAmenity[] {
  const yes = new Set<GoogleBooleanAmenity>();
  const no = new Set<GoogleBooleanAmenity>();
  const values = new Map<ValueAmenity, string>();
  for (const raw of serviceIds) {
    const id = resolveEntry(raw)?.id;
    if (!id) continue;
    const name = CATALOGUE_TO_GOOGLE[id];
    if (name) yes.add(name);
    if (NON_SMOKING.has(id)) no.add("smokingAllowed");
    if (INTERNET.has(id)) values.set("internetType", "Free");
    const value = VALUE_OF[id];
    if (value && !values.has(value[0])) values.set(value[0], value[1]);
  }
  if (bookingMode === "Direct") yes.add("instantBookable");
  if (bookingMode === "Request") no.add("instantBookable");
  const booleans: GoogleAmenity[] = GOOGLE_BOOLEAN_AMENITIES.flatMap((name): GoogleAmenity[] =>
    yes.has(name) ? [{ name, value: true }] : no.has(name) ? [{ name, value: false }] : [],
  );
  const texts: GoogleAmenity[] = (Object.keys(GOOGLE_VALUE_AMENITIES) as ValueAmenity[]).flatMap((name) => {
    const value = values.get(name);
    return value ? [{ name, value }] : [];
  });
  return [...booleans, ...texts];
}

import type { Apartment } from "../../../shared/ota/apartment";
import { type GoogleAmenity, googleAmenities } from "../seo/google-amenities";

/**
 * The vacation-rental attributes of Google's listing feed (`<client_attr name="...">`), from
 * developers.google.com/hotels/vacation-rentals/dev-guide/vr-attributes. The amenities are the same
 * vocabulary as the VacationRental structured data (decision 0082), written in snake case with Yes/No
 * values; the catalogue's mapping to them is google-amenities.ts, so the page and the feed say the same.
 */
export type FeedAttribute = { name: string; value: string };

/** One square metre in square feet: Google's size attribute is in square feet. */
const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

/** `gymFitnessEquipment` → `gym_fitness_equipment`: the feed's name of a structured-data amenity. */
export function feedAttributeName(amenity: GoogleAmenity["name"]): string {
  return amenity.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** An amenity's feed value: Yes/No for a flag, the text (Free, Indoor, ...) for a kind. */
function feedAttributeValue(amenity: GoogleAmenity): string {
  if (typeof amenity.value === "boolean") return amenity.value ? "Yes" : "No";
  return amenity.value;
}

/** `15:00` → `15:00:00`, Google's time of day. */
function timeOfDay(hhmm: string): string {
  return `${hhmm}:00`;
}

/**
 * The listing's attributes other than `website` (its own element): capacity (required), rooms, size,
 * check-in and check-out times and the amenities the apartment's services and booking mode say.
 */
export function feedAttributes(apartment: Apartment): FeedAttribute[] {
  const type = apartment.apartmentType;
  const attributes: FeedAttribute[] = [
    { name: "capacity", value: String(type.maxOccupancy) },
    { name: "number_of_bedrooms", value: String(type.bedrooms) },
    { name: "number_of_bathrooms", value: String(type.bathrooms) },
    { name: "square_footage", value: String(Math.round(type.size.max * SQUARE_FEET_PER_SQUARE_METRE)) },
    { name: "check_in_time", value: timeOfDay(apartment.checkInFrom) },
    { name: "check_out_time", value: timeOfDay(apartment.checkOutUntil) },
    { name: "room_type", value: "Entire Place" },
  ];
  for (const amenity of googleAmenities(apartment.includedServices, apartment.bookingMode)) {
    attributes.push({ name: feedAttributeName(amenity.name), value: feedAttributeValue(amenity) });
  }
  return attributes;
}

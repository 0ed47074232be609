import type { BookingMode } from "../ota/listing";
import type { Language } from "../tenancy/tenant";

/**
 * Labels of the facets that do not come from the service catalogue. They live here, beside the
 * rules that make the values, so that the loader and the client render the same facet list; the
 * catalogue's reviewed names play the same role for services.
 */

export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

export function squareMetresToFeet(m2: number): number {
  return m2 * SQUARE_FEET_PER_SQUARE_METRE;
}

/** An apartment's size range in whole square metres and whole square feet (min and max of each; equal for one size). */
export function areaRange(size: { min: number; max: number }): {
  m2: readonly [number, number];
  ft2: readonly [number, number];
} {
  const min = Math.min(size.min, size.max);
  const max = Math.max(size.min, size.max);
  return {
    m2: [Math.round(min), Math.round(max)],
    ft2: [Math.round(squareMetresToFeet(min)), Math.round(squareMetresToFeet(max))],
  };
}

type Labels = {
  bedrooms: (n: number) => string;
  bathrooms: (n: number) => string;
  maxOccupancy: (n: number) => string;
  sizeM2: (m2: number) => string;
  sizeFt: (ft: number) => string;
  premiumPartner: string;
  matterport: string;
  freeCancellation: string;
  bookingMode: Record<BookingMode, string>;
};

export const FACET_LABELS: Record<Language, Labels> = {
  en: {
    bedrooms: (n) => (n === 0 ? "Studio" : n === 1 ? "1 bedroom" : `${n} bedrooms`),
    bathrooms: (n) => (n === 1 ? "1 bathroom" : `${n} bathrooms`),
    maxOccupancy: (n) => (n === 1 ? "1+ guest" : `${n}+ guests`),
    sizeM2: (m2) => `from ${m2} m²`,
    sizeFt: (ft) => `from ${ft} ft²`,
    premiumPartner: "Premium partner",
    matterport: "3D tour",
    freeCancellation: "Free cancellation",
    bookingMode: { Direct: "Instant booking", Request: "On request", Ad: "Partner offer" },
  },
  de: {
    bedrooms: (n) => (n === 0 ? "Studio" : `${n} Schlafzimmer`),
    bathrooms: (n) => `${n} Badezimmer`,
    maxOccupancy: (n) => (n === 1 ? "ab 1 Person" : `ab ${n} Personen`),
    sizeM2: (m2) => `ab ${m2} m²`,
    sizeFt: (ft) => `ab ${ft} ft²`,
    premiumPartner: "Premium-Partner",
    matterport: "3D-Rundgang",
    freeCancellation: "Kostenlose Stornierung",
    bookingMode: { Direct: "Sofort buchbar", Request: "Auf Anfrage", Ad: "Partnerangebot" },
  },
};

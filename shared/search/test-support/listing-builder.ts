import { serviceGroups } from "../../catalogue";
import type { BookingMode, Listing } from "../../ota/listing";
import { seededRandom } from "../../seeded-random";
import type { CompanyRateSummary } from "../listing-markers";

/**
 * Deterministic listings for the search rules' tests and benchmark. Not imported by production code.
 * `buildListing` takes only the fields a test cares about; `makeListings` makes many varied ones.
 */

export type ListingSpec = {
  id?: string;
  /** Cheapest total of the stay, minor units; also the stay total unless `total` is given. */
  cheapestRate?: number;
  total?: number;
  /** Nights of the listing's own stay (the search may say otherwise). */
  nights?: number;
  monthlyRate?: number;
  currency?: string;
  bookingMode?: BookingMode;
  premium?: boolean;
  street?: string;
  city?: string;
  propertyName?: string;
  services?: string[];
  bedrooms?: number;
  bathrooms?: number;
  maxOccupancy?: number;
  size?: readonly [min: number, max: number];
  /** Channel names with a link, e.g. ["VISION", "RATEHAWK"]. */
  channels?: string[];
  matterportId?: string | null;
  /** Whether its rate is free to cancel (a 2-day free period, or none). Default true. */
  freeCancellation?: boolean;
  distanceKm?: number;
  /** A company's negotiated rate among its rates (see `companyRateOf`). Default none. */
  companyRate?: CompanyRateSummary | null;
};

/** A listing from the OTA with what the search page derives from its rates (see `toSearchListing`). */
export type BuiltListing = Listing & { freeCancellation: boolean; companyRate: CompanyRateSummary | null };

const FROM = "2026-12-01";

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function buildListing(spec: ListingSpec = {}): BuiltListing {
  const id = spec.id ?? "listing-1";
  const nights = spec.nights ?? 2;
  const currency = spec.currency ?? "EUR";
  const cheapestRate = spec.cheapestRate ?? 20_000;
  const total = spec.total ?? cheapestRate;
  const [sizeMin, sizeMax] = spec.size ?? [40, 50];
  const channelLinks: Record<string, { externalId: string }> = {};
  for (const channel of spec.channels ?? []) channelLinks[channel] = { externalId: `${channel.toLowerCase()}-${id}` };
  const price = { currency, nights, accommodation: total, lines: [], total, monthlyRateApplied: false };
  const freeCancellation = spec.freeCancellation ?? true;
  return {
    id,
    from: FROM,
    to: addDays(FROM, nights),
    guests: 1,
    cheapestRate,
    monthlyRate: spec.monthlyRate ?? 150_000,
    currency,
    bookingMode: spec.bookingMode ?? "Direct",
    isPremiumPartner: spec.premium ?? false,
    apartmentType: {
      id: `type-${id}`,
      name: "Apartment",
      size: { min: sizeMin, max: sizeMax },
      maxOccupancy: spec.maxOccupancy ?? 2,
      bedrooms: spec.bedrooms ?? 1,
      bathrooms: spec.bathrooms ?? 1,
      minStay: 1,
      maxStay: 365,
      channelLinks,
      matterportId: spec.matterportId ?? null,
    },
    property: {
      id: `property-${id}`,
      name: spec.propertyName ?? `Residence ${id}`,
      address: {
        street: spec.street ?? "Torstraße",
        houseNumber: "1",
        postcode: "10119",
        city: spec.city ?? "Berlin",
        country: "DE",
        lat: 52.53,
        long: 13.4,
      },
      currency,
    },
    includedServices: spec.services ?? [],
    images: [],
    totalPrice: price,
    rates: [
      {
        ratePlan: {
          id: `rate-${id}`,
          code: "FLEX",
          name: "Flexible",
          cancellationPolicy: { freeUntilDaysBeforeArrival: freeCancellation ? 2 : null, fee: { kind: "firstNight" } },
        },
        price,
      },
    ],
    distanceKm: spec.distanceKm ?? 1,
    unitsLeft: 3,
    rfpOffer: null,
    freeCancellation,
    companyRate: spec.companyRate ?? null,
  };
}

const STREETS = [
  "Friedrichstraße",
  "Torstraße",
  "Kurfürstendamm",
  "Unter den Linden",
  "Müllerstraße",
  "Straße des 17. Juni",
  "Schönhauser Allee",
  "Karl-Marx-Allee",
  "Oranienstraße",
  "Kastanienallee",
];
const MODES: readonly BookingMode[] = ["Direct", "Direct", "Direct", "Request", "Ad"];
const CURRENCIES = ["EUR", "EUR", "EUR", "EUR", "CHF", "GBP"];

/**
 * `n` varied listings for the seed: streets, prices, currencies, modes, layouts and 20 to 60
 * services each (from every filter group, with a few deprecated ids as upstream data still has).
 */
export function makeListings(n: number, seed = 1): BuiltListing[] {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const pool = [...new Set(Object.values(serviceGroups()).flatMap((entries) => entries.map((entry) => entry.id)))];
  pool.push("wifi", "amex", "cheque", "meeting-room");
  const listings: BuiltListing[] = [];
  for (let i = 0; i < n; i++) {
    const bedrooms = int(0, 4);
    const sizeMin = 18 + bedrooms * 20 + int(0, 25);
    const nights = int(1, 30);
    const nightly = int(60, 350) * 100;
    const services = new Set<string>();
    const wanted = int(20, 60);
    while (services.size < wanted) services.add(pick(pool));
    const channels: string[] = [];
    if (next() < 0.3) channels.push("VISION");
    if (next() < 0.6) channels.push("RATEHAWK");
    const isBrand = next() < 0.05;
    listings.push(
      buildListing({
        id: `L${String(i).padStart(6, "0")}`,
        cheapestRate: nightly * nights,
        nights,
        monthlyRate: nightly * 24,
        currency: pick(CURRENCIES),
        bookingMode: pick(MODES),
        premium: next() < 0.15,
        street: pick(STREETS),
        propertyName: isBrand ? `Quartier ${i}` : `Residence ${i}`,
        services: [...services],
        bedrooms,
        bathrooms: Math.max(1, bedrooms - int(0, 1)),
        maxOccupancy: Math.max(1, bedrooms * 2 + int(0, 1)),
        size: [sizeMin, sizeMin + int(0, 20)],
        channels,
        matterportId: next() < 0.2 ? `mp-${i}` : null,
        // Not drawn from the generator, so the other fields stay what they were for every seed.
        freeCancellation: i % 3 !== 0,
        distanceKm: (i % 97) / 10,
      }),
    );
  }
  return listings;
}

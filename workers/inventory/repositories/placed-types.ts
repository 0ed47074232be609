import type { DayPrices } from "../rules/pricing";

/**
 * What a radius search reads of apartment types before it prices any: where they are and what they
 * take (placed types, remembered per grid cell by the search store), and the candidates with their
 * calendars' facts for a stay (repositories/search-candidates.ts).
 */

/** An apartment type the radius search may list: where it is and how many units are free for the whole stay. */
export type Candidate = {
  id: string;
  lat: number;
  long: number;
  unitsLeft: number;
  /** The type's stay rules, for the arrival and departure days' restrictions. */
  minStay: number;
  maxStay: number;
  maxOccupancy: number;
  /** The stay's nights the operator priced (pricing's `dayPrices`), null when none. */
  dayPrices: DayPrices | null;
  /** The arrival day's calendar row (calendar_days), null without one: closed to arrival, its minimum stay. */
  arrivalClosed: number | null;
  arrivalMinStay: number | null;
  arrivalMaxStay: number | null;
  /** The departure day's closed to departure, null without a row. */
  departureClosed: number | null;
};

/** What the search needs of a bookable type in the tenant's engine whatever the stay: where it is, whom and how long it takes. */
export type PlacedType = Pick<Candidate, "id" | "lat" | "long" | "minStay" | "maxStay" | "maxOccupancy"> & {
  units: number;
};

/** The placed types of one grid cell (`id`: the cell's number), as remembered (search-store/memos.ts). */
export type CellTypes = { id: string; types: PlacedType[] };

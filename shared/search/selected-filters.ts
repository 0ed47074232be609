import { normaliseServiceIds, SERVICE_GROUP_IDS, type ServiceGroupId, serviceGroupOf } from "../catalogue";
import type { BookingMode } from "../ota/listing";
import {
  BOOKING_MODE_PARAM,
  FILTER_PARAM_NAMES,
  FREE_CANCELLATION_PARAM,
  LAYOUT_KEYS,
  type LayoutKey,
  MATTERPORT_PARAM,
  PREMIUM_PARTNER_PARAM,
} from "./filter-params";
import { PAGE_PARAM } from "./paging";

/**
 * The filters a user selected on the search page (spec section 3, "Selected filters"), and their
 * place in the URL: filters live in the URL so result pages can be shared, reloaded and crawled.
 *
 * The canonical form has only active keys: no empty lists, no empty layout, service ids normalised
 * (deprecated ids replaced, unknown ids and ids outside the group dropped) and sorted, a price range
 * with min <= max. `normaliseFilters` makes it from anything loose (a form, the URL, old client state).
 */

/** Nightly price range, inclusive, in minor units of the display currency. */
export type PriceRange = readonly [min: number, max: number];

export { FILTER_PARAM_NAMES, LAYOUT_KEYS, type LayoutKey } from "./filter-params";
export type LayoutFilters = { readonly [K in LayoutKey]?: number };

/** The booking modes of the OTA contract, in the order the facet lists them on equal counts. */
export const BOOKING_MODES: readonly BookingMode[] = ["Direct", "Request", "Ad"];

export type SelectedFilters = {
  readonly price?: PriceRange;
  readonly layout?: LayoutFilters;
  /** Only listings with a rate that can still be cancelled free of charge. */
  readonly freeCancellation?: true;
  /** Spec's "others" facets: only premium partners' listings. */
  readonly premiumPartner?: true;
  /** Only apartments with a 3D tour (a Matterport id). */
  readonly matterport?: true;
  /** Only listings booked in one of these modes (any of them), in `BOOKING_MODES` order. */
  readonly bookingMode?: readonly BookingMode[];
} & { readonly [G in ServiceGroupId]?: readonly string[] };

/** What callers may hand in: layout values and prices as strings, the spec's "busines" spelling, nulls. */
export type FiltersInput = {
  readonly price?: readonly [number | string, number | string] | null;
  readonly layout?: { readonly [K in LayoutKey]?: number | string | null } | null;
  readonly busines?: readonly string[] | null;
  readonly freeCancellation?: boolean | null;
  readonly premiumPartner?: boolean | null;
  readonly matterport?: boolean | null;
  readonly bookingMode?: readonly string[] | null;
} & { readonly [G in ServiceGroupId]?: readonly string[] | null };

export const NO_FILTERS: SelectedFilters = Object.freeze({});

/** Smallest sensible value per layout key: a studio has 0 bedrooms, nothing sleeps 0 guests. */
const LAYOUT_MINIMUM: Record<LayoutKey, number> = {
  bedrooms: 0,
  bathrooms: 0,
  maxOccupancy: 1,
  minMeters2: 1,
  maxMeters2: 1,
};

/** Spec: "string values are parsed as integers". Anything that is not a whole number in range is ignored. */
export function parseLayoutValue(key: LayoutKey, value: unknown): number | undefined {
  let parsed: number | undefined;
  if (typeof value === "number") parsed = value;
  else if (typeof value === "string" && /^\s*\d{1,6}\s*$/.test(value)) parsed = Number.parseInt(value, 10);
  if (parsed === undefined || !Number.isSafeInteger(parsed) || parsed < LAYOUT_MINIMUM[key]) return undefined;
  return parsed;
}

function toAmount(value: unknown): number | undefined {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? Math.round(number) : undefined;
}

function normalisePrice(range: FiltersInput["price"]): PriceRange | undefined {
  if (!Array.isArray(range) || range.length !== 2) return undefined;
  const a = toAmount(range[0]);
  const b = toAmount(range[1]);
  if (a === undefined || b === undefined) return undefined;
  return a <= b ? [a, b] : [b, a];
}

/** Live ids of the group, deduplicated and sorted, so equal selections have equal URLs. */
function normaliseGroup(group: ServiceGroupId, ids: readonly unknown[]): string[] {
  const strings = ids.filter((id): id is string => typeof id === "string");
  return normaliseServiceIds(strings)
    .filter((id) => serviceGroupOf(id).includes(group))
    .sort();
}

/** The canonical form of any filter input; never throws, drops what it cannot read. */
export function normaliseFilters(input: FiltersInput | SelectedFilters | null | undefined): SelectedFilters {
  if (input === null || typeof input !== "object") return NO_FILTERS;
  const loose = input as FiltersInput;
  const result: { -readonly [K in keyof SelectedFilters]: SelectedFilters[K] } = {};
  const price = normalisePrice(loose.price);
  if (price) result.price = price;
  for (const group of SERVICE_GROUP_IDS) {
    const raw = [...(Array.isArray(loose[group]) ? loose[group] : [])];
    if (group === "business" && Array.isArray(loose.busines)) raw.push(...loose.busines);
    const ids = normaliseGroup(group, raw);
    if (ids.length > 0) result[group] = ids;
  }
  const layout: { [K in LayoutKey]?: number } = {};
  for (const key of LAYOUT_KEYS) {
    const value = parseLayoutValue(key, loose.layout?.[key]);
    if (value !== undefined) layout[key] = value;
  }
  if (Object.keys(layout).length > 0) result.layout = layout;
  if (loose.freeCancellation === true) result.freeCancellation = true;
  if (loose.premiumPartner === true) result.premiumPartner = true;
  if (loose.matterport === true) result.matterport = true;
  const modes = Array.isArray(loose.bookingMode) ? loose.bookingMode : [];
  const bookingMode = BOOKING_MODES.filter((mode) => modes.includes(mode));
  if (bookingMode.length > 0) result.bookingMode = bookingMode;
  return result;
}

export function hasActiveFilters(filters: SelectedFilters): boolean {
  return Object.keys(normaliseFilters(filters)).length > 0;
}

/** The selected service ids of every group, deduplicated: the filter needs all of them on a listing. */
export function selectedServiceIds(filters: SelectedFilters): string[] {
  const ids = new Set<string>();
  for (const group of SERVICE_GROUP_IDS) for (const id of filters[group] ?? []) ids.add(id);
  return [...ids];
}

// ---- URL ---------------------------------------------------------------------------------------

/**
 * URL format (docs/decisions/0008-search-rules.md):
 *   price=50-200            nightly range in major units of the display currency, inclusive
 *                           (two values `price=50&price=200` are read too, for a form with two inputs)
 *   popular=wifi&popular=kitchen   one parameter per id, like a plain HTML form sends checkboxes;
 *                           comma lists (`popular=wifi,kitchen`) are read too; `busines` is read as business
 *   bedrooms=2 bathrooms=1 maxOccupancy=3 minMeters2=40 maxMeters2=90   whole numbers
 *   freeCancellation=1      only listings free to cancel ("true" and "on" are read too)
 *   premiumPartner=1 matterport=1   only premium partners' listings / apartments with a 3D tour (read as above)
 *   bookingMode=Direct&bookingMode=Request   listings in any of these booking modes (Direct, Request, Ad)
 */

const FLAG_ON = new Set(["1", "true", "on"]);

export type FilterUrlOptions = {
  /** Minor-unit digits of the display currency (2 for EUR, 0 for JPY). */
  minorDigits?: number;
};

const MAJOR_AMOUNT = /^\d{1,12}(?:\.\d{1,6})?$/;

function majorToMinor(text: string, digits: number): number | undefined {
  const trimmed = text.trim();
  if (!MAJOR_AMOUNT.test(trimmed)) return undefined;
  const minor = Math.round(Number(trimmed) * 10 ** digits);
  return Number.isSafeInteger(minor) ? minor : undefined;
}

function minorToMajor(amount: number, digits: number): string {
  return String(amount / 10 ** digits);
}

function parsePriceParam(values: string[], digits: number): PriceRange | undefined {
  let parts: string[] | undefined;
  if (values.length === 1) parts = values[0]?.split("-");
  else if (values.length === 2) parts = values;
  if (parts?.length !== 2) return undefined;
  const min = majorToMinor(parts[0] ?? "", digits);
  const max = majorToMinor(parts[1] ?? "", digits);
  return min === undefined || max === undefined ? undefined : normalisePrice([min, max]);
}

/** Reads the filters of a search URL. Unknown, malformed or out-of-group values are ignored, never thrown. */
export function parseFiltersFromSearchParams(
  params: URLSearchParams,
  { minorDigits = 2 }: FilterUrlOptions = {},
): SelectedFilters {
  const list = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter((value) => value !== "");
  const input: { -readonly [K in keyof FiltersInput]: FiltersInput[K] } = { busines: list("busines") };
  for (const group of SERVICE_GROUP_IDS) input[group] = list(group);
  const price = parsePriceParam(params.getAll("price"), minorDigits);
  if (price) input.price = price;
  const layout: { [K in LayoutKey]?: string } = {};
  for (const key of LAYOUT_KEYS) {
    const value = params.get(key);
    if (value !== null) layout[key] = value;
  }
  input.layout = layout;
  const flag = (name: string) => FLAG_ON.has(params.get(name)?.trim().toLowerCase() ?? "");
  input.freeCancellation = flag(FREE_CANCELLATION_PARAM);
  input.premiumPartner = flag(PREMIUM_PARTNER_PARAM);
  input.matterport = flag(MATTERPORT_PARAM);
  input.bookingMode = list(BOOKING_MODE_PARAM);
  return normaliseFilters(input);
}

/** The filter parameters of a URL, in a fixed order; `parseFiltersFromSearchParams` reads them back. */
export function filtersToSearchParams(
  filters: SelectedFilters,
  { minorDigits = 2 }: FilterUrlOptions = {},
): URLSearchParams {
  const canonical = normaliseFilters(filters);
  const params = new URLSearchParams();
  if (canonical.price) {
    const [min, max] = canonical.price;
    params.set("price", `${minorToMajor(min, minorDigits)}-${minorToMajor(max, minorDigits)}`);
  }
  for (const group of SERVICE_GROUP_IDS) for (const id of canonical[group] ?? []) params.append(group, id);
  for (const key of LAYOUT_KEYS) {
    const value = canonical.layout?.[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (canonical.freeCancellation) params.set(FREE_CANCELLATION_PARAM, "1");
  if (canonical.premiumPartner) params.set(PREMIUM_PARTNER_PARAM, "1");
  if (canonical.matterport) params.set(MATTERPORT_PARAM, "1");
  for (const mode of canonical.bookingMode ?? []) params.append(BOOKING_MODE_PARAM, mode);
  return params;
}

/**
 * A copy of a search URL's parameters with its filters replaced and the page dropped (a filter
 * change starts at page 1, spec section 4). Place, dates, guests, radius and view stay.
 */
export function replaceFilterParams(
  params: URLSearchParams,
  filters: SelectedFilters,
  options: FilterUrlOptions = {},
): URLSearchParams {
  const result = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== PAGE_PARAM && !FILTER_PARAM_NAMES.includes(name)) result.append(name, value);
  }
  for (const [name, value] of filtersToSearchParams(filters, options)) result.append(name, value);
  return result;
}

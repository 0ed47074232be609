import type { z } from "zod";
import { type FindOffersParams, findOffersParamsSchema } from "../../../shared/ota/find-offers";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";

/**
 * Where the browser fetches a search's listings (the app's redirectLocation, spec section 7): a GET
 * whose URL is the search itself, so the same search always has the same location and the answer
 * can be cached, and no table of handed-out locations is needed. The tenant is the host's, never a
 * parameter: another tenant's host asking the same location gets its own listings.
 */
export const LISTINGS_PATH = "/api/find-offers/listings";

/** The query parameters of a location, in the one order every location is written in. */
const KEYS = [
  "lat",
  "long",
  "radius",
  "from",
  "to",
  "guests",
  "currency",
  "language",
  "rfpId",
  "rfpOfferId",
  "companyCode",
] as const;
const NUMERIC: ReadonlySet<string> = new Set(["lat", "long", "radius", "guests"]);

export type LocationSearch = Omit<FindOffersParams, "ibeUid">;

/**
 * A search's location; with a promotion code (not the OTA's: the app prices the listings with it) last,
 * so the listings priced with a code and the public ones are different answers, cached apart.
 */
export function listingsLocation(search: LocationSearch, voucher?: string): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = search[key];
    if (value !== undefined) query.set(key, String(value));
  }
  if (voucher) query.set(VOUCHER_PARAM, voucher);
  return `${LISTINGS_PATH}?${query.toString()}`;
}

export type ParsedLocation =
  | { ok: true; params: FindOffersParams; voucher: string | undefined }
  | { ok: false; issues: z.core.$ZodIssue[] };

/** Reads a location's query for the host's tenant; numbers must be numbers, the rest as find-offers checks it. */
export function parseListingsLocation(query: URLSearchParams, ibeUid: string): ParsedLocation {
  const raw: Record<string, unknown> = { ibeUid };
  for (const key of KEYS) {
    const value = query.get(key);
    if (value === null) continue;
    raw[key] = NUMERIC.has(key) && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  }
  const parsed = findOffersParamsSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, params: parsed.data, voucher: voucherOfParam(query.get(VOUCHER_PARAM)) }
    : { ok: false, issues: parsed.error.issues };
}

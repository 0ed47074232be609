import type { Dayjs } from "dayjs";
import { COMPANY_CODE_PARAM, normaliseCompanyCode } from "../../../shared/company/company-code-param";
import type { MessageKey } from "../../../shared/i18n/message-key";
import {
  checkStay,
  isGuestsWithinLimits,
  STAY_PROBLEM_FIELD,
  STAY_PROBLEM_MESSAGE,
  utcToday,
} from "../../../shared/search/search-limits";
import type { Language } from "../../../shared/tenancy/tenant";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";
import { formatIsoDate, nightsBetween, parseIsoDate } from "../dates/iso-date";
import { isRadiusWithinLimits } from "./search-radius";

export type SearchRouteInput = {
  lng: Language;
  placeName: string;
  placeId?: string | null;
  lat: number;
  long: number;
  inDate: Dayjs | string;
  outDate: Dayjs | string;
  guests: number;
  radius: number;
  /** A company code as typed: carried (normalised) in the URL, so the search stays deep-linkable. */
  companyCode?: string | null;
  /**
   * The form showed a code and the guest emptied the field: the URL says `companyCode=` (the public
   * rates), so a signed-in traveller's profile code is not put back (decision 0036).
   */
  hadCompanyCode?: boolean;
  /** A promotion code as typed: carried (normalised) in the URL, as a deep link carries it. */
  voucher?: string | null;
};

export type SearchRouteResult = { ok: true; url: string } | { ok: false; error: "unableToGenerateRoute" };

const asDate = (value: Dayjs | string) =>
  typeof value === "string" ? parseIsoDate(value) : value?.isValid() ? value : null;

/**
 * Builds `/:lng/search/:placeName?placeId&lat&long&inDate&outDate&guests&radius[&companyCode][&voucher]` (dates YYYY-MM-DD).
 * Returns an error instead of a broken URL when a part is missing or not a number.
 */
export function buildSearchRoute(input: SearchRouteInput): SearchRouteResult {
  const inDate = asDate(input.inDate);
  const outDate = asDate(input.outDate);
  const name = input.placeName?.trim();
  const numbers = [input.lat, input.long, input.guests, input.radius];
  if (!name || !inDate || !outDate || !numbers.every((n) => typeof n === "number" && Number.isFinite(n))) {
    return { ok: false, error: "unableToGenerateRoute" };
  }
  const params = new URLSearchParams();
  if (input.placeId) params.set("placeId", input.placeId);
  params.set("lat", String(input.lat));
  params.set("long", String(input.long));
  params.set("inDate", formatIsoDate(inDate));
  params.set("outDate", formatIsoDate(outDate));
  params.set("guests", String(input.guests));
  params.set("radius", String(input.radius));
  const companyCode = normaliseCompanyCode(input.companyCode);
  if (companyCode) params.set(COMPANY_CODE_PARAM, companyCode);
  else if (input.hadCompanyCode) params.set(COMPANY_CODE_PARAM, "");
  const voucher = voucherOfParam(input.voucher);
  if (voucher) params.set(VOUCHER_PARAM, voucher);
  return { ok: true, url: `/${input.lng}/search/${encodeURIComponent(name)}?${params.toString()}` };
}

export type SearchUrlParams = {
  placeName: string;
  placeId: string | null;
  /** Null when lat or long cannot be parsed (spec: unparseable lat or long gives no position). */
  position: { lat: number; long: number } | null;
  inDate: string | null;
  outDate: string | null;
  guests: number | null;
  radius: number | null;
  nights: number | null;
  /** The company code of the search (normalised), or null; the OTA says whether it unlocks a rate. */
  companyCode: string | null;
  /**
   * Spec: valid only with lat, long, inDate, outDate, guests and radius all present and numeric; and
   * within the inventory's limits (search-limits.ts), so that it is never asked what it refuses.
   */
  valid: boolean;
  /** Why an invalid search is invalid: the form field to show it next to (if any) and an i18n key. */
  problem: SearchProblem | null;
};

export type SearchProblem = {
  field: "location" | "inDate" | "outDate" | "guests" | "radius" | null;
  message: MessageKey;
};

const numberParam = (params: URLSearchParams, key: string): number | null => {
  const raw = params.get(key);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

/** The first problem of a search, in the order the form shows its fields; null when it can run. */
function problemOf(
  position: SearchUrlParams["position"],
  inDate: string | null,
  outDate: string | null,
  guests: number | null,
  radius: number | null,
  today: string,
): SearchProblem | null {
  if (!inDate || !outDate) return { field: inDate ? "outDate" : "inDate", message: "validation.mustBeDayjs" };
  const stay = checkStay(inDate, outDate, today);
  if (stay) return { field: STAY_PROBLEM_FIELD[stay], message: STAY_PROBLEM_MESSAGE[stay] };
  if (guests === null || !isGuestsWithinLimits(guests)) return { field: "guests", message: "validation.guestsNumber" };
  if (radius === null || !isRadiusWithinLimits(radius)) return { field: "radius", message: "validation.radiusNumber" };
  if (!position) return { field: null, message: "validation.invalidSearch" };
  return null;
}

/** Reads a search URL back into typed parameters, never throwing on bad input. `today` is YYYY-MM-DD in UTC. */
export function parseSearchUrl(
  placeName: string,
  params: URLSearchParams,
  today: string = utcToday(),
): SearchUrlParams {
  const lat = numberParam(params, "lat");
  const long = numberParam(params, "long");
  const position = lat !== null && long !== null && Math.abs(lat) <= 90 && Math.abs(long) <= 180 ? { lat, long } : null;
  const inDate = parseIsoDate(params.get("inDate"));
  const outDate = parseIsoDate(params.get("outDate"));
  const nights = inDate && outDate ? nightsBetween(inDate, outDate) : null;
  const guests = numberParam(params, "guests");
  const radius = numberParam(params, "radius");
  const inIso = inDate ? formatIsoDate(inDate) : null;
  const outIso = outDate ? formatIsoDate(outDate) : null;
  const problem = problemOf(position, inIso, outIso, guests, radius, today);
  return {
    placeName,
    placeId: params.get("placeId") || null,
    position,
    inDate: inIso,
    outDate: outIso,
    guests,
    radius,
    nights,
    companyCode: normaliseCompanyCode(params.get(COMPANY_CODE_PARAM)) ?? null,
    valid: problem === null,
    problem,
  };
}

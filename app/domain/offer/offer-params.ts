import * as z from "zod/mini";
import { type Campaign, campaignOf } from "../../../shared/campaign/campaign-param";
import { COMPANY_CODE_PARAM, normaliseCompanyCode } from "../../../shared/company/company-code-param";
import { checkStay, SEARCH_LIMITS, type StayProblem, utcToday } from "../../../shared/search/search-limits";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";
import { formatIsoDate, nightsBetween, parseIsoDate } from "../dates/iso-date";
import { blankToUndefined } from "../forms/blank";

/** The longest stay the offer page prices and the most guests (the OTA's limits, shared with it). */
export const MAX_OFFER_NIGHTS = SEARCH_LIMITS.maxNights;
export const MAX_OFFER_GUESTS = SEARCH_LIMITS.maxGuests;

const STAY_MESSAGE: Record<StayProblem, { message: string; path: "from" | "to" }> = {
  checkInInPast: { message: "offer.errors.pastDate", path: "from" },
  checkOutNotAfterCheckIn: { message: "offer.errors.outBeforeIn", path: "to" },
  stayTooLong: { message: "offer.errors.tooLong", path: "to" },
  beyondHorizon: { message: "offer.errors.beyondHorizon", path: "to" },
};

const optionalText = z.pipe(z.transform(blankToUndefined), z.optional(z.string()));
const optionalId = z.pipe(
  z.transform(blankToUndefined),
  z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, "offer.errors.badId"))),
);
const optionalNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((value: unknown) => {
      const v = blankToUndefined(value);
      return v === undefined ? undefined : Number(v);
    }),
    z.optional(z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message))),
  );

/**
 * The offer page's query (spec: "Checkout and offer params"): an optional stay (`from`, `to`, `guests`),
 * the search radius it came from and the RFP it belongs to. Messages are i18n keys.
 */
export const offerQuerySchema = z
  .object({
    from: optionalText,
    to: optionalText,
    guests: optionalNumber(1, MAX_OFFER_GUESTS, "offer.errors.guests"),
    radius: optionalNumber(1, 100, "offer.errors.radius"),
    rfpId: optionalId,
    rfpOfferId: optionalId,
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.from === undefined && value.to === undefined) return;
      const from = parseIsoDate(value.from);
      const to = parseIsoDate(value.to);
      if (!from || !to) {
        ctx.issues.push({ code: "custom", message: "offer.errors.dates", input: value, path: ["from"] });
        return;
      }
      // The inventory's limits (search-limits.ts), so it is never asked what it refuses.
      const problem = checkStay(formatIsoDate(from), formatIsoDate(to), utcToday());
      if (problem) {
        const { message, path } = STAY_MESSAGE[problem];
        ctx.issues.push({ code: "custom", message, input: value, path: [path] });
      }
    }),
  );

export type OfferQuery = {
  /** Set when from and to are valid. */
  stay: { from: string; to: string; guests: number; nights: number } | null;
  guests: number;
  radius?: number;
  rfpId?: string;
  rfpOfferId?: string;
  /** A company code as typed (normalised); the OTA says whether it unlocks a rate. */
  companyCode?: string;
  /** A voucher as typed or linked (normalised, shared/vouchers/voucher-param.ts); the rules judge it. */
  voucher?: string;
  /** The campaign parameters the page was opened with (those that pass the rule): carried to the booking. */
  campaign?: Campaign;
  /** The typed values, to show again in the form. */
  input: { from: string; to: string; guests: string };
  /** i18n keys of the problems; empty when the query is valid. */
  errors: string[];
};

const QUERY_KEYS = ["from", "to", "guests", "radius", "rfpId", "rfpOfferId"] as const;

/** Reads and validates the offer page's query. Never throws: problems come back as i18n keys. */
export function parseOfferQuery(params: URLSearchParams): OfferQuery {
  const raw = Object.fromEntries(QUERY_KEYS.map((key) => [key, params.get(key) ?? undefined]));
  const input = { from: params.get("from") ?? "", to: params.get("to") ?? "", guests: params.get("guests") ?? "" };
  const companyCode = normaliseCompanyCode(params.get(COMPANY_CODE_PARAM));
  const voucher = voucherOfParam(params.get(VOUCHER_PARAM));
  const campaign = campaignOf(params);
  const result = offerQuerySchema.safeParse(raw);
  if (!result.success) {
    const errors = [...new Set(result.error.issues.map((issue) => issue.message))];
    const guests = Number(input.guests);
    return {
      stay: null,
      guests: Number.isInteger(guests) && guests >= 1 && guests <= MAX_OFFER_GUESTS ? guests : 1,
      ...(companyCode ? { companyCode } : {}),
      ...(voucher ? { voucher } : {}),
      ...(campaign ? { campaign } : {}),
      input,
      errors,
    };
  }
  const { from, to, guests = 1, radius, rfpId, rfpOfferId } = result.data;
  const fromDate = parseIsoDate(from);
  const toDate = parseIsoDate(to);
  const stay = fromDate && toDate && from && to ? { from, to, guests, nights: nightsBetween(fromDate, toDate) } : null;
  return {
    stay,
    guests,
    ...(radius !== undefined ? { radius } : {}),
    ...(rfpId ? { rfpId } : {}),
    ...(rfpOfferId ? { rfpOfferId } : {}),
    ...(companyCode ? { companyCode } : {}),
    ...(voucher ? { voucher } : {}),
    ...(campaign ? { campaign } : {}),
    input,
    errors: [],
  };
}

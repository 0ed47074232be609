import dayjs, { type Dayjs } from "dayjs";
import * as z from "zod/mini";
import {
  checkStay,
  SEARCH_LIMITS,
  STAY_PROBLEM_FIELD,
  STAY_PROBLEM_MESSAGE,
  STAY_PROBLEMS,
  utcToday,
} from "../../../shared/search/search-limits";
import { formatIsoDate, parseIsoDate } from "../dates/iso-date";
import { blankToUndefined } from "../forms/blank";
import { DEFAULT_RADIUS_KM, RADIUS_LIMITS_KM } from "./search-radius";

export { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from "./search-radius";

/**
 * Error messages are i18n keys; the form translates them for the page's language. The spec's rule
 * "Dates must be date objects (message: Must be a Dayjs instance)" keeps its key; the guest reads
 * what to do ("Choose your arrival and departure dates").
 */
const dayjsDate = z.pipe(
  z.transform((value: unknown) => (dayjs.isDayjs(value) ? value : (parseIsoDate(value) ?? value))),
  z.custom<Dayjs>((value) => dayjs.isDayjs(value) && value.isValid(), { message: "validation.mustBeDayjs" }),
);

const optionalNumber = z.pipe(
  z.transform((value: unknown) => {
    const v = blankToUndefined(value);
    return v === undefined ? undefined : Number(v);
  }),
  z.optional(z.number()),
);

const numberWithDefault = (fallback: number, min: number, max: number, message: string, integer: boolean) =>
  z.pipe(
    z.transform((value: unknown) => {
      const v = blankToUndefined(value);
      return v === undefined ? fallback : Number(v);
    }),
    (integer ? z.int({ error: message }) : z.number({ error: message })).check(
      z.minimum(min, message),
      z.maximum(max, message),
    ),
  );

/**
 * The search form (spec section 5): a location text, a pair of dates, guests (default 1) and radius,
 * plus the position chosen from a suggestion when there is one. Written with zod/mini so the browser
 * can validate with the same schema at a few KB.
 */
const searchFormObject = z.object({
  location: z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.string().check(z.minLength(1, "validation.locationRequired")),
  ),
  placeId: z.optional(z.string()),
  lat: optionalNumber,
  long: optionalNumber,
  inDate: dayjsDate,
  outDate: dayjsDate,
  guests: numberWithDefault(1, SEARCH_LIMITS.minGuests, SEARCH_LIMITS.maxGuests, "validation.guestsNumber", true),
  radius: numberWithDefault(
    DEFAULT_RADIUS_KM,
    RADIUS_LIMITS_KM.min,
    RADIUS_LIMITS_KM.max,
    "validation.radiusNumber",
    false,
  ),
  /** A company code as typed; the search page says whether it unlocks a rate (the OTA decides). */
  companyCode: z.optional(z.string()),
  /** Sent when the form was shown with a code, so an emptied field asks for the public rates. */
  hadCompanyCode: z.optional(z.literal("1")),
  /** A promotion code as typed; the search page judges it with the shared rules (shared/vouchers). */
  voucher: z.optional(z.string()),
});

/**
 * The inventory's limits (search-limits.ts), checked here so that the guest reads what to change
 * instead of an upstream's HTTP 400. One check per problem, so each names its own field.
 */
export const searchFormSchema = searchFormObject.check(
  ...STAY_PROBLEMS.map((problem) =>
    z.refine<z.output<typeof searchFormObject>>((v) => stayProblemOf(v) !== problem, {
      path: [STAY_PROBLEM_FIELD[problem]],
      message: STAY_PROBLEM_MESSAGE[problem],
    }),
  ),
);

function stayProblemOf(v: { inDate: Dayjs; outDate: Dayjs }) {
  return checkStay(formatIsoDate(v.inDate), formatIsoDate(v.outDate), utcToday());
}

export type SearchFormValues = z.output<typeof searchFormSchema>;

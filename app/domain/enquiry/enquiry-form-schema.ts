import * as z from "zod/mini";
import {
  checkStay,
  dayNumber,
  SEARCH_LIMITS,
  STAY_PROBLEM_FIELD,
  STAY_PROBLEM_MESSAGE,
  STAY_PROBLEMS,
  utcToday,
} from "../../../shared/search/search-limits";
import { budgetField, requesterFields } from "../checkout/rfp-request-schema";
import { blankToUndefined } from "../forms/blank";
import { DEFAULT_RADIUS_KM } from "../search/search-radius";
import { ENQUIRY_REQUIREMENTS } from "./enquiry-requirements";

/**
 * The general enquiry form (`/:lng/enquiry`, corporate customers): who asks, where (a place and a
 * radius), when (dates, or flexible dates with a length of stay), how many apartments and guests, the
 * budget per stay, night or month in a currency, requirements from the catalogue and a message.
 * Messages are i18n keys; zod/mini so the browser validates with the same schema. The budget is typed
 * in the page's notation (rfp-request-schema's parseBudget).
 */
export const MAX_ENQUIRY_APARTMENTS = 50;
export const BUDGET_PERIODS = ["stay", "night", "month"] as const;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
const required = (message: string, max = 200) =>
  z.pipe(z.transform(text), z.string(message).check(z.maxLength(max, "checkout.validation.tooLong")));
const optionalText = (max: number, message = "checkout.validation.tooLong") =>
  z.pipe(z.transform(text), z.optional(z.string().check(z.maxLength(max, message))));
const isoDate = (message: string) =>
  z.pipe(z.transform(text), z.string(message).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message)));
const integer = (message: string, min: number, max: number, fallback?: number) =>
  z.pipe(
    z.transform((value: unknown) => {
      const v = blankToUndefined(value);
      return v === undefined ? (fallback ?? Number.NaN) : Number(v);
    }),
    z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message)),
  );
const optionalNumber = z.pipe(
  z.transform((value: unknown) => {
    const v = blankToUndefined(value);
    return v === undefined ? undefined : Number(v);
  }),
  z.optional(z.number()),
);
const asList = (value: unknown) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]);

export const enquiryFormSchemaFor = (locale: string, currencies: readonly string[]) => {
  const object = z.object({
    company: required("checkout.validation.companyRequired"),
    ...requesterFields,
    location: required("validation.locationRequired"),
    placeId: z.optional(z.string()),
    lat: optionalNumber,
    long: optionalNumber,
    radius: integer("validation.radiusNumber", 1, 100, DEFAULT_RADIUS_KM),
    inDate: isoDate("validation.mustBeDayjs"),
    outDate: isoDate("validation.mustBeDayjs"),
    flexible: z.pipe(
      z.transform((value: unknown) => value === "on" || value === "true"),
      z.boolean(),
    ),
    nights: z.pipe(
      z.transform((value: unknown) => {
        const v = blankToUndefined(value);
        return v === undefined ? undefined : Number(v);
      }),
      z.optional(
        z
          .int({ error: "enquiry.validation.nights" })
          .check(
            z.minimum(1, "enquiry.validation.nights"),
            z.maximum(SEARCH_LIMITS.maxNights, "enquiry.validation.nights"),
          ),
      ),
    ),
    apartments: integer("enquiry.validation.apartments", 1, MAX_ENQUIRY_APARTMENTS, 1),
    guests: integer("validation.guestsNumber", SEARCH_LIMITS.minGuests, SEARCH_LIMITS.maxGuests, 1),
    budget: budgetField(locale),
    budgetPeriod: z.enum(BUDGET_PERIODS, "enquiry.validation.budgetPeriod"),
    currency: z.pipe(
      z.transform(text),
      z
        .string("enquiry.validation.currency")
        .check(z.refine((value) => currencies.includes(value), "enquiry.validation.currency")),
    ),
    requirements: z.pipe(z.transform(asList), z.array(z.enum(ENQUIRY_REQUIREMENTS, "enquiry.validation.requirements"))),
    message: optionalText(4000, "checkout.validation.messageTooLong"),
  });
  type Values = z.output<typeof object>;
  return object.check(
    ...STAY_PROBLEMS.map((problem) =>
      z.refine<Values>((v) => checkStay(v.inDate, v.outDate, utcToday()) !== problem, {
        path: [STAY_PROBLEM_FIELD[problem]],
        message: STAY_PROBLEM_MESSAGE[problem],
      }),
    ),
    z.refine<Values>((v) => !v.flexible || v.nights !== undefined, {
      path: ["nights"],
      message: "enquiry.validation.nightsRequired",
    }),
    z.refine<Values>(
      (v) => !v.flexible || v.nights === undefined || v.nights <= dayNumber(v.outDate) - dayNumber(v.inDate),
      { path: ["nights"], message: "enquiry.validation.nightsWithinDates" },
    ),
    z.refine<Values>((v) => v.guests >= v.apartments, {
      path: ["guests"],
      message: "enquiry.validation.guestsPerApartment",
    }),
  );
};

export type EnquiryFormValues = z.output<ReturnType<typeof enquiryFormSchemaFor>>;

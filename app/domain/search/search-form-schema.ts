import dayjs, { type Dayjs } from "dayjs";
import { z } from "zod";
import { nightsBetween, parseIsoDate } from "../dates/iso-date";

/** Error messages are i18n keys; the form translates them for the page's language. */
const dayjsDate = z.preprocess(
  (value) => (dayjs.isDayjs(value) ? value : (parseIsoDate(value) ?? value)),
  z.custom<Dayjs>((value) => dayjs.isDayjs(value) && value.isValid(), { message: "validation.mustBeDayjs" }),
);

const optionalNumber = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : Number(v)),
  z.number().optional(),
);

/**
 * The search form (spec section 5): a location text, a pair of dates, guests (default 1) and radius,
 * plus the position chosen from a suggestion when there is one.
 */
export const searchFormSchema = z
  .object({
    location: z.string({ message: "validation.locationRequired" }).trim().min(1, "validation.locationRequired"),
    placeId: z.string().optional(),
    lat: optionalNumber,
    long: optionalNumber,
    inDate: dayjsDate,
    outDate: dayjsDate,
    guests: z.preprocess(
      (v) => (v === undefined || v === "" ? 1 : Number(v)),
      z
        .number({ message: "validation.guestsNumber" })
        .int("validation.guestsNumber")
        .min(1, "validation.guestsNumber")
        .max(20, "validation.guestsNumber"),
    ),
    radius: z.preprocess(
      (v) => (v === undefined || v === "" ? DEFAULT_RADIUS_KM : Number(v)),
      z
        .number({ message: "validation.radiusNumber" })
        .min(1, "validation.radiusNumber")
        .max(100, "validation.radiusNumber"),
    ),
  })
  .refine((v) => nightsBetween(v.inDate, v.outDate) > 0, {
    path: ["outDate"],
    message: "validation.outDateAfterInDate",
  });

export type SearchFormValues = z.infer<typeof searchFormSchema>;

export const DEFAULT_RADIUS_KM = 10;
export const RADIUS_CHOICES_KM = [2, 5, 10, 20, 50] as const;

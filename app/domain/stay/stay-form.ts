import { z } from "zod";
import { isSameSitePath } from "../checkout/checkout-pages";
import { parseIsoDate, today } from "../dates/iso-date";
import { MAX_OFFER_GUESTS } from "../offer/offer-params";

/**
 * What the "Add to this stay" forms and the "Your stay" page post (decision 0144), checked at the
 * boundary: ids, dates from today on, guests within the search's limit, and a way back that stays on
 * this site.
 */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);
const isoDate = z.iso.date().refine((value) => parseIsoDate(value) !== null);
const guests = z.coerce.number().int().min(1).max(MAX_OFFER_GUESTS);

export const stayAdditionFormSchema = z
  .object({
    apartmentTypeId: id,
    ratePlanId: id.optional().catch(undefined),
    from: isoDate,
    to: isoDate,
    guests,
    returnTo: z.string().refine(isSameSitePath).optional().catch(undefined),
  })
  .refine((value) => value.to > value.from && !parseIsoDate(value.from)?.isBefore(today()), { path: ["to"] });
export type StayAdditionForm = z.infer<typeof stayAdditionFormSchema>;

export const stayItemFormSchema = z.object({ apartmentTypeId: id });
export const stayGuestsFormSchema = z.object({ apartmentTypeId: id, guests });

export const STAY_INTENTS = ["add", "replace", "remove", "guests", "book"] as const;
export type StayIntent = (typeof STAY_INTENTS)[number];
export const stayIntentSchema = z.enum(STAY_INTENTS);

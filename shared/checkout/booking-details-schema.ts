import * as z from "zod/mini";
import type { PaymentMethod } from "../tenancy/tenant";
import { isCountryCode } from "./country-codes";

/**
 * The booking-details step: the guest, an optional business-traveller block (company and billing
 * address, required when "travelling for business" is checked), arrival time, message, number of
 * guests and the payment method. zod/mini: the browser validates with the same schema as the server
 * (through app/forms/parse-with-schema.ts), so both give the same messages. Messages are i18n keys;
 * `checkout.validation.guestsRange` takes `{ max }` (the apartment's occupancy) when translated.
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 1000;
export const COMPANY_MAX = 200;
export const ADDRESS_LINE_MAX = 200;
export const CITY_MAX = 100;

/** The form's field names, as the page renders them and the schema reads them. */
export const BOOKING_DETAILS_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "country",
  "travellingForBusiness",
  "company",
  "vatId",
  "billingStreet",
  "billingPostcode",
  "billingCity",
  "billingCountry",
  "arrivalTime",
  "message",
  "guests",
  "paymentMethod",
] as const;

/** The form as typed: every field a string (a checkbox is "on" or absent). */
export type BookingDetailsForm = Partial<Record<(typeof BOOKING_DETAILS_FIELDS)[number], string>>;

export type BookingDetailsSchemaOptions = {
  /** The apartment's maxOccupancy. */
  maxGuests: number;
  /** The tenant's payment methods (tenant.paymentMethods), possibly narrowed by the property. */
  paymentMethods: readonly PaymentMethod[];
};

/** Form fields arrive as strings or not at all; trimmed, and empty counts as absent. */
const text = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim().replace(/\s+/g, " ");
  return trimmed === "" ? undefined : trimmed;
};

export const requiredText = (requiredKey: string, max: number) =>
  z.pipe(z.transform(text), z.string(requiredKey).check(z.maxLength(max, "checkout.validation.tooLong")));

export const optionalText = (max: number, tooLongKey = "checkout.validation.tooLong") =>
  z.pipe(z.transform(text), z.optional(z.string().check(z.maxLength(max, tooLongKey))));

/** Message keeps its line breaks: only the ends are trimmed. */
const message = z.pipe(
  z.transform((value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)),
  z.optional(z.string().check(z.maxLength(MESSAGE_MAX, "checkout.validation.messageTooLong"))),
);

/** A required e-mail address (the booking step's rule; the contact form uses it too). */
export const email = z.pipe(
  z.transform(text),
  z
    .string("checkout.validation.emailRequired")
    .check(z.maxLength(EMAIL_MAX, "checkout.validation.emailInvalid"), z.email("checkout.validation.emailInvalid")),
);

/**
 * Lenient E.164: an optional "+", digits with spaces, dots, dashes, slashes or parentheses between
 * them, 6 to 15 digits in all ("+49 30 1234567", "(030) 123-4567"). Stored as typed, trimmed.
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= 6 && digits <= 15;
}

const phone = z.pipe(
  z.transform(text),
  z.string("checkout.validation.phoneRequired").check(z.refine(isPhoneNumber, "checkout.validation.phoneInvalid")),
);

const countryValue = (value: unknown) => text(value)?.toUpperCase();
const country = z.pipe(
  z.transform(countryValue),
  z.string("checkout.validation.countryRequired").check(z.refine(isCountryCode, "checkout.validation.countryInvalid")),
);
export const optionalCountry = z.pipe(
  z.transform(countryValue),
  z.optional(z.string().check(z.refine(isCountryCode, "checkout.validation.countryInvalid"))),
);

/** A VAT id: two letters (country prefix) and 2 to 13 letters or digits; spaces and dots are ignored. */
export function isVatId(value: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value.replace(/[\s.-]/g, "").toUpperCase());
}

const vatId = z.pipe(
  z.transform((value: unknown) =>
    text(value)
      ?.replace(/[\s.-]/g, "")
      .toUpperCase(),
  ),
  z.optional(z.string().check(z.refine(isVatId, "checkout.validation.vatIdInvalid"))),
);

export const postcode = z.pipe(
  z.transform(text),
  z.optional(z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, "checkout.validation.postcodeInvalid"))),
);

/** "HH:mm", 00:00 to 23:59. */
const arrivalTime = z.pipe(
  z.transform(text),
  z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "checkout.validation.arrivalTimeInvalid"))),
);

const checkbox = z.transform((value: unknown) => value === true || value === "on" || value === "true");

/** Keys of the business block and the message when it is required but empty. */
const BUSINESS_REQUIRED = [
  ["company", "checkout.validation.companyRequired"],
  ["billingStreet", "checkout.validation.streetRequired"],
  ["billingPostcode", "checkout.validation.postcodeRequired"],
  ["billingCity", "checkout.validation.cityRequired"],
  ["billingCountry", "checkout.validation.countryRequired"],
] as const;

export type BillingAddress = { street: string; postcode: string; city: string; country: string };

export type BookingDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  travellingForBusiness: boolean;
  /** Present exactly when travellingForBusiness. */
  business?: { company: string; vatId?: string; billingAddress: BillingAddress };
  /** "HH:mm". */
  arrivalTime?: string;
  message?: string;
  guests: number;
  paymentMethod: PaymentMethod;
};

/**
 * The booking-details form. Field names: firstName, lastName, email, phone, country,
 * travellingForBusiness (checkbox), company, vatId, billingStreet, billingPostcode, billingCity,
 * billingCountry, arrivalTime, message, guests, paymentMethod. Output: BookingDetails.
 */
export function bookingDetailsSchema(options: BookingDetailsSchemaOptions) {
  const maxGuests = Math.max(1, Math.floor(options.maxGuests));
  const methods = new Set<string>(options.paymentMethods);

  const guests = z.pipe(
    z.transform((value: unknown) => {
      const v = text(value);
      return v === undefined ? undefined : Number(v);
    }),
    z
      .int("checkout.validation.guestsRange")
      .check(z.minimum(1, "checkout.validation.guestsRange"), z.maximum(maxGuests, "checkout.validation.guestsRange")),
  );

  const paymentMethod = z.pipe(
    z.transform(text),
    z
      .string("checkout.validation.paymentMethodRequired")
      .check(z.refine((value) => methods.has(value), "checkout.validation.paymentMethodInvalid")),
  );

  const fields = z
    .object({
      firstName: requiredText("checkout.validation.firstNameRequired", NAME_MAX),
      lastName: requiredText("checkout.validation.lastNameRequired", NAME_MAX),
      email,
      phone,
      country,
      travellingForBusiness: checkbox,
      company: optionalText(COMPANY_MAX),
      vatId,
      billingStreet: optionalText(ADDRESS_LINE_MAX),
      billingPostcode: postcode,
      billingCity: optionalText(CITY_MAX),
      billingCountry: optionalCountry,
      arrivalTime,
      message,
      guests,
      paymentMethod,
    })
    .check(
      // Runs even when other fields failed, so a business traveller sees every missing field at once.
      z.superRefine(
        (value, ctx) => {
          if (value.travellingForBusiness !== true) return;
          for (const [key, messageKey] of BUSINESS_REQUIRED) {
            if (value[key] === undefined) {
              ctx.issues.push({ code: "custom", message: messageKey, path: [key], input: value[key] });
            }
          }
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      ),
    );

  return z.pipe(
    fields,
    z.transform((v): BookingDetails => {
      const details: BookingDetails = {
        firstName: v.firstName,
        lastName: v.lastName,
        email: v.email,
        phone: v.phone,
        country: v.country,
        travellingForBusiness: v.travellingForBusiness,
        guests: v.guests,
        paymentMethod: v.paymentMethod as PaymentMethod,
      };
      if (v.travellingForBusiness) {
        details.business = {
          company: v.company ?? "",
          ...(v.vatId ? { vatId: v.vatId } : {}),
          billingAddress: {
            street: v.billingStreet ?? "",
            postcode: v.billingPostcode ?? "",
            city: v.billingCity ?? "",
            country: v.billingCountry ?? "",
          },
        };
      }
      if (v.arrivalTime) details.arrivalTime = v.arrivalTime;
      if (v.message) details.message = v.message;
      return details;
    }),
  );
}

export type BookingDetailsSchema = ReturnType<typeof bookingDetailsSchema>;

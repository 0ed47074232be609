import * as z from "zod/mini";
import {
  ADDRESS_LINE_MAX,
  CITY_MAX,
  COMPANY_MAX,
  isPhoneNumber,
  NAME_MAX,
  optionalCountry,
  optionalText,
  postcode,
  requiredText,
} from "../checkout/booking-details-schema";
import { normaliseCompanyCode } from "../company/company-code-param";
import { LANGUAGES } from "../tenancy/languages";

/**
 * The traveller's profile (spec: updateMyself): name, phone, company, billing address, preferred
 * language and currency, and their company code (checked against the OTA's codes when saved). One schema for the profile form (conform, in the browser and in the action)
 * and for the OTA, which checks the body again before it stores it. Its output is flat strings that
 * parse to themselves again, so the app can send what it parsed and the OTA re-parses the same thing.
 * Messages are i18n keys; the field rules are the booking-details step's, so both forms agree.
 */

export const PHONE_MAX = 40;

/** The form's field names, as the page renders them and the schema reads them. */
export const PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "company",
  "billingStreet",
  "billingPostcode",
  "billingCity",
  "billingCountry",
  "preferredLanguage",
  "preferredCurrency",
  "companyCode",
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
/** The form as typed: every field a string. */
export type ProfileForm = Partial<Record<ProfileField, string>>;

export type ProfileSchemaOptions = {
  /** The tenant's currencies: the app narrows the choice to them; the OTA, which does not know them, passes none. */
  currencies?: readonly string[];
};

/** A billing address is all four parts or none: the message for each missing part. */
const BILLING_PARTS = [
  ["billingStreet", "checkout.validation.streetRequired"],
  ["billingPostcode", "checkout.validation.postcodeRequired"],
  ["billingCity", "checkout.validation.cityRequired"],
  ["billingCountry", "checkout.validation.countryRequired"],
] as const;

const phone = z.pipe(
  optionalText(PHONE_MAX),
  z.optional(z.string().check(z.refine(isPhoneNumber, "checkout.validation.phoneInvalid"))),
);

/**
 * A company code as the traveller typed it: normalised like the pages' parameter (upper case, no
 * spaces), in the OTA's shape (letters, digits, dashes). Whether it exists the OTA says when saving.
 */
const companyCode = z.pipe(
  z.transform(normaliseCompanyCode),
  z.optional(z.string().check(z.regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, "account.validation.companyCodeFormat"))),
);

const preferredLanguage = z.pipe(optionalText(8), z.optional(z.enum(LANGUAGES, "account.validation.languageInvalid")));

export function profileSchema(options: ProfileSchemaOptions = {}) {
  const currencies = options.currencies ? new Set(options.currencies) : null;
  const preferredCurrency = z.pipe(
    z.pipe(
      optionalText(3, "account.validation.currencyInvalid"),
      z.transform((value) => value?.toUpperCase()),
    ),
    z.optional(
      z.string().check(
        z.regex(/^[A-Z]{3}$/, "account.validation.currencyInvalid"),
        z.refine((code) => currencies === null || currencies.has(code), "account.validation.currencyInvalid"),
      ),
    ),
  );

  return z
    .object({
      firstName: requiredText("checkout.validation.firstNameRequired", NAME_MAX),
      lastName: requiredText("checkout.validation.lastNameRequired", NAME_MAX),
      phone,
      company: optionalText(COMPANY_MAX),
      billingStreet: optionalText(ADDRESS_LINE_MAX),
      billingPostcode: postcode,
      billingCity: optionalText(CITY_MAX),
      billingCountry: optionalCountry,
      preferredLanguage,
      preferredCurrency,
      companyCode,
    })
    .check(
      // Runs even when other fields failed, so every missing part of the address shows at once.
      z.superRefine(
        (value, ctx) => {
          const given = BILLING_PARTS.filter(([key]) => value[key] !== undefined);
          if (given.length === 0 || given.length === BILLING_PARTS.length) return;
          for (const [key, messageKey] of BILLING_PARTS) {
            if (value[key] === undefined) {
              ctx.issues.push({ code: "custom", message: messageKey, path: [key], input: value[key] });
            }
          }
        },
        { when: (payload) => typeof payload.value === "object" && payload.value !== null },
      ),
    );
}

export type ProfileSchema = ReturnType<typeof profileSchema>;
/** A parsed profile: names required; countries upper-case ISO 3166-1 alpha-2, the currency ISO 4217. */
export type Profile = z.output<ProfileSchema>;

/** The profile as form values (for a form's defaults): absent fields stay absent. */
export function profileFormValues(profile: Profile): ProfileForm {
  const form: ProfileForm = {};
  for (const field of PROFILE_FIELDS) {
    const value = profile[field];
    if (value !== undefined) form[field] = value;
  }
  return form;
}

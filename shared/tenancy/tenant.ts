import { z } from "zod";

import { EMBED_ORIGIN, MAX_EMBED_ORIGINS } from "./embed-origins";
import { LANGUAGES, type Language } from "./languages";

export { LANGUAGES, type Language };
export const languageSchema = z.enum(LANGUAGES);

/** `invoice`: on account, for a company code that allows it (app/domain/company), needs no card. */
export const PAYMENT_METHODS = ["card", "airplus", "bankTransfer", "payAtProperty", "invoice"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

/** The account guests pay bank transfers into (IBAN checked by the registry's test). */
export const bankAccountSchema = z.object({
  accountHolder: z.string().min(1),
  iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{11,40}$/),
  bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  bankName: z.string().min(1).optional(),
});

export const LEGAL_PAGES = ["imprint", "privacy", "terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** A legal text: a title and sections of paragraphs (plain text; blank lines are not needed). */
export const legalTextSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(1),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** Who operates the brand, for the imprint and the terms (filled into the default legal texts). */
export const operatorSchema = z.object({
  company: z.string().min(1),
  street: z.string().min(1),
  postcode: z.string().min(1),
  city: z.string().min(1),
  country: z.record(languageSchema, z.string().min(1)),
  /** e.g. "Amtsgericht Charlottenburg, HRB 123456 B". */
  register: z.string().min(1),
  vatId: z.string().min(1),
  /** Managing directors. */
  representatives: z.array(z.string().min(1)).min(1),
  /** The law the terms choose, e.g. { en: "German law", de: "deutsches Recht" }. */
  law: z.record(languageSchema, z.string().min(1)),
  /** Courts for disputes with merchants, e.g. "Berlin". */
  venue: z.string().min(1),
});
export type Operator = z.infer<typeof operatorSchema>;

/** A Google Tag Manager container's id, as Google shows it. */
export const GTM_CONTAINER_ID = /^GTM-[A-Z0-9]+$/;

/** A brand's booking engine: everything that differs between tenants. */
export const tenantSchema = z
  .object({
    ibeUid: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    /** Host names without port, lower case. The admin area answers on `admin.<host>`. */
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/)).min(1),
    languages: z.array(languageSchema).min(1),
    defaultLanguage: languageSchema,
    currencies: z.array(z.string().regex(/^[A-Z]{3}$/)).min(1),
    defaultCurrency: z.string().regex(/^[A-Z]{3}$/),
    theme: z.object({
      primary: hexColour,
      primaryForeground: hexColour,
      accent: hexColour,
      surface: hexColour,
      ink: hexColour,
      logo: z.string().startsWith("/"),
    }),
    features: z.object({ extraServices: z.boolean(), rfp: z.boolean(), map: z.boolean() }),
    identity: z.object({ clientId: z.string().min(1), tenantHint: z.string().min(1) }),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1),
    mapStyle: z.string().min(1),
    contact: z.object({ email: z.email(), phone: z.string().min(5) }),
    operator: operatorSchema,
    /** Required when bank transfer is offered. */
    bankAccount: bankAccountSchema.optional(),
    /** A tenant's own legal texts; a page or language left out uses the default template. */
    legalTexts: z.partialRecord(z.enum(LEGAL_PAGES), z.partialRecord(languageSchema, legalTextSchema)).optional(),
    /** The brand's Google Tag Manager container: loaded only for a guest who agreed to analytics. */
    analytics: z.object({ gtmContainerId: z.string().regex(GTM_CONTAINER_ID) }).optional(),
    featuredCities: z.array(
      z.object({
        placeId: z.string(),
        name: z.record(languageSchema, z.string()),
        lat: z.number(),
        long: z.number(),
      }),
    ),
    /** Web origins allowed to embed the brand's widget (its JSON answers CORS only to them); none when left out. */
    embedOrigins: z.array(z.string().regex(EMBED_ORIGIN)).max(MAX_EMBED_ORIGINS).optional(),
  })
  .refine((t) => t.languages.includes(t.defaultLanguage), "defaultLanguage must be one of languages")
  .refine((t) => t.currencies.includes(t.defaultCurrency), "defaultCurrency must be one of currencies")
  .refine((t) => !t.paymentMethods.includes("bankTransfer") || t.bankAccount, "bank transfer needs a bankAccount");

export type Tenant = z.infer<typeof tenantSchema>;

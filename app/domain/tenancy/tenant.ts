import { z } from "zod";

import { LANGUAGES, type Language } from "./languages";

export { LANGUAGES, type Language };
export const languageSchema = z.enum(LANGUAGES);

export const PAYMENT_METHODS = ["card", "airplus", "bankTransfer", "payAtProperty"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);

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
    featuredCities: z.array(
      z.object({
        placeId: z.string(),
        name: z.record(languageSchema, z.string()),
        lat: z.number(),
        long: z.number(),
      }),
    ),
  })
  .refine((t) => t.languages.includes(t.defaultLanguage), "defaultLanguage must be one of languages")
  .refine((t) => t.currencies.includes(t.defaultCurrency), "defaultCurrency must be one of currencies");

export type Tenant = z.infer<typeof tenantSchema>;

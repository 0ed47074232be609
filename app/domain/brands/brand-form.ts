import { z } from "zod";
import { EMBED_ORIGIN, MAX_EMBED_ORIGINS } from "../../../shared/tenancy/embed-origins";
import { LANGUAGES, type Language } from "../../../shared/tenancy/languages";
import {
  GTM_CONTAINER_ID,
  LEGAL_PAGES,
  type LegalPage,
  type LegalText,
  PAYMENT_METHODS,
  type Tenant,
} from "../../../shared/tenancy/tenant";
import { checkedList } from "../admin/house-form";
import { compactIban, formatIban, isValidIban } from "../payments/iban";
import { legalTextSource, parseLegalText } from "./legal-text-format";

/**
 * The platform admin's brand form as the browser posts it (conform names, every value a string, the
 * checkbox groups lists). Messages are i18n keys under adminBrands.errors. The uploads (logoFile,
 * faviconFile) are read by the action before this schema: it sees their stored paths in logo/favicon.
 */

const E = "adminBrands.errors";

/** EUR and the currencies of the ECB's reference rates: the ones the product can show prices in (a test compares). */
export const SOLD_CURRENCIES = [
  "EUR",
  "USD",
  "JPY",
  "CZK",
  "DKK",
  "GBP",
  "HUF",
  "PLN",
  "RON",
  "SEK",
  "CHF",
  "ISK",
  "NOK",
  "TRY",
  "AUD",
  "BRL",
  "CAD",
  "CNY",
  "HKD",
  "IDR",
  "ILS",
  "INR",
  "KRW",
  "MXN",
  "MYR",
  "NZD",
  "PHP",
  "SGD",
  "THB",
  "ZAR",
] as const;

/** A brand offers these; `invoice` belongs to company codes, not to a brand's checkout. */
export const BRAND_PAYMENT_METHODS = PAYMENT_METHODS.filter((method) => method !== "invoice");

export const THEME_FIELDS = ["primary", "primaryForeground", "accent", "surface", "ink"] as const;

/** The path of the platform's neutral mark: a brand without its own logo shows it (and may not go live). */
export const NO_LOGO = "/favicon.svg";

const upper = (lng: Language) => `${lng.charAt(0).toUpperCase()}${lng.slice(1)}` as Capitalize<Language>;
/** The conform name of a legal text's box: `legalImprintDe`. */
export const legalField = (page: LegalPage, lng: Language) =>
  `legal${page.charAt(0).toUpperCase()}${page.slice(1)}${upper(lng)}`;

const text = (max: number) => z.string().trim().max(max, `${E}.tooLong`).default("");
const required = (max: number, key: string) =>
  z.string(`${E}.${key}`).trim().min(1, `${E}.${key}`).max(max, `${E}.tooLong`);
const colour = z
  .string(`${E}.colour`)
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, `${E}.colour`);
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const lines = (max: number) =>
  text(max).transform((typed) =>
    typed
      .split(/[\n,]/)
      .map((line) => line.trim())
      .filter(Boolean),
  );
const assetPath = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9/._-]{1,200}$/, `${E}.asset`)
  .optional();

/** A featured city as typed: `Name (id)` as the form shows a stored one, a bare id, or a name to look up. */
export type CityLine = { placeId: string } | { name: string };
export function cityLineOf(line: string): CityLine {
  const withId = /\((\d{1,12})\)\s*$/.exec(line);
  if (withId?.[1]) return { placeId: withId[1] };
  return /^\d{1,12}$/.test(line) ? { placeId: line } : { name: line };
}

const legalShape = Object.fromEntries(
  LEGAL_PAGES.flatMap((page) => LANGUAGES.map((lng) => [legalField(page, lng), text(20000)])),
) as Record<string, ReturnType<typeof text>>;

/** The operator's legal details: a brand's own admins may edit these (and the bank account). */
const operatorFields = {
  operatorCompany: required(200, "required"),
  operatorStreet: required(200, "required"),
  operatorPostcode: required(20, "required"),
  operatorCity: required(100, "required"),
  operatorCountryEn: text(100),
  operatorCountryDe: text(100),
  operatorRegister: required(200, "required"),
  operatorVatId: required(40, "required"),
  operatorRepresentatives: lines(1000).pipe(z.array(z.string().max(200)).min(1, `${E}.representatives`)),
  operatorLawEn: text(200),
  operatorLawDe: text(200),
  operatorVenue: required(100, "required"),
  bankAccountHolder: text(200),
  bankIban: text(60).transform(compactIban),
  bankBic: text(20).transform((bic) => bic.replace(/\s+/g, "").toUpperCase()),
  bankName: text(200),
};

type Issue = (path: string, key: string) => void;
type BankFields = { bankAccountHolder: string; bankIban: string; bankBic: string };

/** A bank account is all or nothing, with a valid IBAN (mod 97) and BIC; bank transfer needs one. */
function checkBankAccount(form: BankFields, needed: boolean, issue: Issue) {
  if (!needed && !form.bankAccountHolder && !form.bankIban && !form.bankBic) return;
  if (!form.bankAccountHolder) issue("bankAccountHolder", "required");
  if (!isValidIban(form.bankIban)) issue("bankIban", "iban");
  if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(form.bankBic)) issue("bankBic", "bic");
}

const issuesOf =
  (ctx: z.RefinementCtx): Issue =>
  (path, key) =>
    ctx.addIssue({ code: "custom", message: `${E}.${key}`, path: [path] });

/** The brand admin's own form: the operator's legal details and the bank account. */
export const operatorFormSchema = z.object(operatorFields).superRefine((form, ctx) => {
  checkBankAccount(form, false, issuesOf(ctx));
});
export type OperatorForm = z.output<typeof operatorFormSchema>;

export const brandFormSchema = z
  .object({
    name: required(80, "name"),
    ibeUid: z
      .string(`${E}.ibeUid`)
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, `${E}.ibeUid`),
    hosts: lines(2000).transform((hosts) => hosts.map((host) => host.toLowerCase())),
    languages: checkedList.pipe(z.array(z.enum(LANGUAGES, `${E}.languages`)).min(1, `${E}.languages`)),
    defaultLanguage: z.enum(LANGUAGES, `${E}.defaultLanguage`),
    currencies: checkedList.pipe(z.array(z.enum(SOLD_CURRENCIES, `${E}.currencies`)).min(1, `${E}.currencies`)),
    defaultCurrency: z.enum(SOLD_CURRENCIES, `${E}.defaultCurrency`),
    primary: colour,
    primaryForeground: colour,
    accent: colour,
    surface: colour,
    ink: colour,
    logo: assetPath,
    favicon: assetPath,
    extraServices: checkbox,
    rfp: checkbox,
    map: checkbox,
    paymentMethods: checkedList.pipe(
      z.array(z.enum(BRAND_PAYMENT_METHODS, `${E}.paymentMethods`)).min(1, `${E}.paymentMethods`),
    ),
    contactEmail: z.email(`${E}.email`).max(254, `${E}.email`),
    contactPhone: z
      .string(`${E}.phone`)
      .trim()
      .regex(/^\+?[0-9 ()/-]{5,30}$/, `${E}.phone`),
    ...operatorFields,
    featuredCities: lines(2000).pipe(z.array(z.string().max(200)).max(12, `${E}.tooManyCities`)),
    // Blank: the brand loads no tag manager.
    gtmContainerId: text(40)
      .transform((typed) => typed.toUpperCase())
      .refine((typed) => typed === "" || GTM_CONTAINER_ID.test(typed), `${E}.gtmContainerId`),
    /** Web sites that may embed the widget, one origin a line (trailing slashes forgiven). */
    embedOrigins: lines(6000)
      .transform((origins) => origins.map((origin) => origin.toLowerCase().replace(/\/+$/, "")))
      .pipe(
        z.array(z.string().regex(EMBED_ORIGIN, `${E}.embedOrigin`)).max(MAX_EMBED_ORIGINS, `${E}.tooManyEmbedOrigins`),
      ),
    ...legalShape,
  })
  .superRefine((form, ctx) => {
    const issue = issuesOf(ctx);
    if (!form.languages.includes(form.defaultLanguage)) issue("defaultLanguage", "defaultLanguageNotOffered");
    if (!form.currencies.includes(form.defaultCurrency)) issue("defaultCurrency", "defaultCurrencyNotOffered");
    checkBankAccount(form, form.paymentMethods.includes("bankTransfer"), issue);
    for (const [path, [key]] of Object.entries(missingLanguageTexts(form, form.languages)))
      if (key) ctx.addIssue({ code: "custom", message: key, path: [path] });
    for (const page of LEGAL_PAGES)
      for (const lng of LANGUAGES) {
        const typed = (form as Record<string, unknown>)[legalField(page, lng)];
        if (typeof typed === "string" && typed !== "" && !parseLegalText(typed))
          issue(legalField(page, lng), "legalText");
      }
  });
export type BrandForm = z.output<typeof brandFormSchema>;

/** A featured city with its names in the product's languages, found by the page from the places lookup. */
export type FeaturedCity = Tenant["featuredCities"][number];

/** The parts of a brand the form does not edit: its identity client and map style (kept, or a new brand's). */
export type BrandKeep = Pick<Tenant, "identity" | "mapStyle">;

/**
 * A text in both product languages from the two boxes: a blank one takes the other's text, since the
 * stored brand holds both (only the brand's own languages must be typed: missingLanguageTexts).
 */
const inBothLanguages = (en: string, de: string) => ({ en: en || de, de: de || en });

/** The texts the operator fields must have in each of the brand's languages (the imprint and terms name them). */
const PER_LANGUAGE = ["operatorCountry", "operatorLaw"] as const;

/** The operator boxes left blank in one of the brand's languages, as field errors. */
export function missingLanguageTexts(
  form: Readonly<Record<string, unknown>>,
  languages: readonly Language[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const base of PER_LANGUAGE)
    for (const lng of languages) {
      const name = `${base}${upper(lng)}` as const;
      if (!String(form[name] ?? "").trim()) errors[name] = [`${E}.requiredInLanguage`];
    }
  return errors;
}

/** The operator and bank account the operator fields describe (no account when none was typed). */
export function operatorOfForm(form: OperatorForm): Pick<Tenant, "operator" | "bankAccount"> {
  return {
    operator: {
      company: form.operatorCompany,
      street: form.operatorStreet,
      postcode: form.operatorPostcode,
      city: form.operatorCity,
      country: inBothLanguages(form.operatorCountryEn, form.operatorCountryDe),
      register: form.operatorRegister,
      vatId: form.operatorVatId,
      representatives: form.operatorRepresentatives,
      law: inBothLanguages(form.operatorLawEn, form.operatorLawDe),
      venue: form.operatorVenue,
    },
    ...(form.bankIban
      ? {
          bankAccount: {
            accountHolder: form.bankAccountHolder,
            iban: form.bankIban,
            bic: form.bankBic,
            ...(form.bankName ? { bankName: form.bankName } : {}),
          },
        }
      : {}),
  };
}

/** A brand's operator and bank account as the operator fields' values. */
export function operatorFormValuesOf(brand: Pick<Tenant, "operator" | "bankAccount">): Record<string, string> {
  return {
    operatorCompany: brand.operator.company,
    operatorStreet: brand.operator.street,
    operatorPostcode: brand.operator.postcode,
    operatorCity: brand.operator.city,
    operatorCountryEn: brand.operator.country.en ?? "",
    operatorCountryDe: brand.operator.country.de ?? "",
    operatorRegister: brand.operator.register,
    operatorVatId: brand.operator.vatId,
    operatorRepresentatives: brand.operator.representatives.join("\n"),
    operatorLawEn: brand.operator.law.en ?? "",
    operatorLawDe: brand.operator.law.de ?? "",
    operatorVenue: brand.operator.venue,
    bankAccountHolder: brand.bankAccount?.accountHolder ?? "",
    bankIban: brand.bankAccount ? formatIban(brand.bankAccount.iban) : "",
    bankBic: brand.bankAccount?.bic ?? "",
    bankName: brand.bankAccount?.bankName ?? "",
  };
}

/** The brand the form describes, with its featured cities found and what the form does not edit kept. */
export function brandOfForm(form: BrandForm, cities: readonly FeaturedCity[], keep: BrandKeep | null): Tenant {
  const legalTexts: NonNullable<Tenant["legalTexts"]> = {};
  for (const page of LEGAL_PAGES)
    for (const lng of LANGUAGES) {
      const parsed = parseLegalText(String((form as Record<string, unknown>)[legalField(page, lng)] ?? ""));
      if (parsed) legalTexts[page] = { ...legalTexts[page], [lng]: parsed };
    }
  return {
    ibeUid: form.ibeUid,
    name: form.name,
    hosts: form.hosts,
    languages: form.languages,
    defaultLanguage: form.defaultLanguage,
    currencies: form.currencies,
    defaultCurrency: form.defaultCurrency,
    theme: {
      primary: form.primary,
      primaryForeground: form.primaryForeground,
      accent: form.accent,
      surface: form.surface,
      ink: form.ink,
      logo: form.logo ?? NO_LOGO,
    },
    features: { extraServices: form.extraServices, rfp: form.rfp, map: form.map },
    identity: keep?.identity ?? { clientId: `${form.ibeUid}-web`, tenantHint: form.ibeUid },
    paymentMethods: form.paymentMethods,
    mapStyle: keep?.mapStyle ?? "/map/style.json",
    contact: { email: form.contactEmail, phone: form.contactPhone },
    ...operatorOfForm(form),
    ...(Object.keys(legalTexts).length > 0 ? { legalTexts } : {}),
    ...(form.gtmContainerId ? { analytics: { gtmContainerId: form.gtmContainerId } } : {}),
    featuredCities: [...cities],
    ...(form.embedOrigins.length > 0 ? { embedOrigins: form.embedOrigins } : {}),
  };
}

/** A stored brand as the form's values. */
export function brandFormValuesOf(brand: Tenant): Record<string, string | string[]> {
  const legal: Record<string, string> = {};
  for (const page of LEGAL_PAGES)
    for (const lng of LANGUAGES) {
      const own: LegalText | undefined = brand.legalTexts?.[page]?.[lng];
      if (own) legal[legalField(page, lng)] = legalTextSource(own);
    }
  const on = (value: boolean) => (value ? "on" : "");
  return {
    name: brand.name,
    ibeUid: brand.ibeUid,
    hosts: brand.hosts.join("\n"),
    languages: [...brand.languages],
    defaultLanguage: brand.defaultLanguage,
    currencies: [...brand.currencies],
    defaultCurrency: brand.defaultCurrency,
    primary: brand.theme.primary,
    primaryForeground: brand.theme.primaryForeground,
    accent: brand.theme.accent,
    surface: brand.theme.surface,
    ink: brand.theme.ink,
    ...(brand.theme.logo === NO_LOGO ? {} : { logo: brand.theme.logo }),
    extraServices: on(brand.features.extraServices),
    rfp: on(brand.features.rfp),
    map: on(brand.features.map),
    paymentMethods: [...brand.paymentMethods],
    contactEmail: brand.contact.email,
    contactPhone: brand.contact.phone,
    ...operatorFormValuesOf(brand),
    featuredCities: brand.featuredCities
      .map((city) => `${city.name.en ?? Object.values(city.name)[0] ?? ""} (${city.placeId})`)
      .join("\n"),
    gtmContainerId: brand.analytics?.gtmContainerId ?? "",
    embedOrigins: (brand.embedOrigins ?? []).join("\n"),
    ...legal,
  };
}

/** What a new brand's form starts with: the platform's languages and currency, readable colours. */
export const NEW_BRAND_VALUES: Record<string, string | string[]> = {
  languages: ["en", "de"],
  defaultLanguage: "en",
  currencies: ["EUR"],
  defaultCurrency: "EUR",
  primary: "#1f3a5f",
  primaryForeground: "#ffffff",
  accent: "#9a3412",
  surface: "#f4f6f8",
  ink: "#111827",
  extraServices: "on",
  rfp: "on",
  map: "on",
  paymentMethods: ["card"],
};

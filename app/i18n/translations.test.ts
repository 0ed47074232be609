import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import deBooking from "../../locales/de/booking.json";
import deOffer from "../../locales/de/offer.json";
import dePages from "../../locales/de/pages.json";
import de from "../../locales/de/translation.json";
import enBooking from "../../locales/en/booking.json";
import enOffer from "../../locales/en/offer.json";
import enPages from "../../locales/en/pages.json";
import en from "../../locales/en/translation.json";
import { enquiryFormSchemaFor } from "../domain/enquiry/enquiry-form-schema";
import { parseWithSchema } from "../forms/parse-with-schema";
import { translationPartsFor } from "./translation-parts";

/** Every message as [key path, text]. */
function messages(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    messages(value, prefix ? `${prefix}.${key}` : key),
  );
}
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each([
  ["core", en, de],
  ["offer", enOffer, deOffer],
  ["booking", enBooking, deBooking],
  ["pages", enPages, dePages],
])("the %s messages", (_part, english, german) => {
  const enMessages = new Map(messages(english));
  const deMessages = new Map(messages(german));

  it("have the same keys in English and German", () => {
    expect([...deMessages.keys()].sort()).toEqual([...enMessages.keys()].sort());
  });

  it("have no empty message", () => {
    const empty = [...enMessages, ...deMessages].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("use the same interpolation variables in both languages", () => {
    const different = [...enMessages]
      .filter(([key, text]) => variables(text).join() !== variables(deMessages.get(key) ?? "").join())
      .map(([key]) => key);
    expect(different).toEqual([]);
  });
});

it("no key is in two parts (one would silently replace the other)", () => {
  const keys = [...Object.keys(en), ...Object.keys(enOffer), ...Object.keys(enBooking), ...Object.keys(enPages)];
  expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
});

it("the core, which every page loads, leaves the messages of the account, the admin area, the contact and enquiry forms and the offer's calendar to their pages", () => {
  expect(Object.keys(en)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/^(account|admin\w*|availabilityCalendar|contact|enquiry)$/)]),
  );
  expect(Object.keys(enPages).sort()).toEqual(
    [
      "account",
      "admin",
      "adminBookings",
      "adminBrands",
      "adminCalendar",
      "adminCompanyCodes",
      "adminConnections",
      "adminDeliveries",
      "adminEnquiries",
      "adminHouses",
      "adminImport",
      "adminMessages",
      "adminPhotos",
      "adminRates",
      "adminReviews",
      "adminVouchers",
      "contact",
      "enquiry",
      // The review form's words, and the mails' of reviews (server only).
      "reviews",
      // The widget's own words (app/widget/v1), bundled into its script, never loaded by a page.
      "widget",
    ].sort(),
  );
});

describe("translationPartsFor", () => {
  it.each([
    ["/en", []],
    ["/de/search/Berlin", []],
    ["/de/serviced-apartments/muenchen", []],
    ["/en/apartments/a-berlin-0001-1", ["offer"]],
    ["/de/checkout/booking", ["offer", "booking"]],
    ["/de/reviews/bk_1", ["offer", "pages"]],
    ["/en/checkout/start", ["offer", "booking"]],
    ["/en/bookings/QB-123", ["offer", "booking"]],
    ["/en/legal/imprint", []],
    ["/en/admin", ["offer", "booking", "pages"]],
    ["/de/admin/bookings/bk_1", ["offer", "booking", "pages"]],
    ["/en/account/enquiries", ["offer", "booking", "pages"]],
    ["/en/contact", ["offer", "booking", "pages"]],
    ["/en/enquiry", ["offer", "booking", "pages"]],
  ])("%s needs %j", (path, parts) => {
    expect(translationPartsFor(path)).toEqual(parts);
  });
});

describe("the enquiry form's messages in the browser", () => {
  it.each(["en", "de"] as const)("%s: every rule's message is in the parts its page ships", (lng) => {
    const form = new FormData();
    const bad = { email: "not-an-address", phone: "call me", inDate: "2000-01-01", outDate: "1999-12-01" };
    for (const [name, value] of Object.entries({ ...bad, apartments: "0", guests: "100", budget: "a lot" }))
      form.set(name, value);
    form.set("currency", "XXX");
    form.set("requirements", "a-castle");
    const submission = parseWithSchema(form, enquiryFormSchemaFor(lng === "de" ? "de-DE" : "en-GB", ["EUR"]));
    const keys = Object.values(submission.status === "error" ? (submission.error ?? {}) : {}).flatMap((m) => m ?? []);
    expect(keys.length).toBeGreaterThan(8);
    // The files themselves, not loadTranslation: that marks parts as loaded for the browser, and unit
    // files share one module graph (vitest.unit.config.ts), so it would change load-translation's tests.
    const files = {
      en: { core: en, offer: enOffer, booking: enBooking, pages: enPages },
      de: { core: de, offer: deOffer, booking: deBooking, pages: dePages },
    }[lng];
    const shipped = Object.assign({}, files.core, ...translationPartsFor(`/${lng}/enquiry`).map((part) => files[part]));
    const missing = keys.filter(
      (key) => typeof key.split(".").reduce<unknown>((o, k) => (o as never)?.[k], shipped) !== "string",
    );
    expect(missing).toEqual([]);
  });
});

describe("the apartment page's messages in the browser", () => {
  // What the page renders in the browser beyond the layout; the route's loader names the rest.
  const sources = [
    ...readdirSync("app/components/offer").map((file) => `app/components/offer/${file}`),
    "app/components/checkout/price-breakdown.tsx",
    "app/components/company/company-code.tsx",
    "app/components/search/date-range-picker.tsx",
    "app/components/search/use-date-range-picker-texts.ts",
    "app/domain/booking/cancellation-text.ts",
    "app/domain/booking/voucher-row.ts",
  ].filter((file) => !file.endsWith(".test.ts"));
  const files = {
    en: { core: en, offer: enOffer, booking: enBooking, pages: enPages },
    de: { core: de, offer: deOffer, booking: deBooking, pages: dePages },
  };
  const topKeys = new Set(Object.values(files.en).flatMap((part) => Object.keys(part)));
  /** Every message key the sources name, "offer.fees." for a key built at run time. */
  const named = sources.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/["'`]([a-zA-Z]+\.[\w.]*?)(\$\{|["'`])/g)]
      .filter((match) => topKeys.has(match[1]?.split(".")[0] ?? ""))
      .map((match) => (match[2] === "${" ? `${match[1]}` : (match[1] ?? ""))),
  );

  it.each(["en", "de"] as const)("%s: every key its components name is in the core or the offer part", (lng) => {
    expect(named.length).toBeGreaterThan(40);
    const shipped = Object.assign(
      {},
      files[lng].core,
      ...translationPartsFor(`/${lng}/apartments/a-1`).map((part) => files[lng][part]),
    );
    const find = (path: string) =>
      path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], shipped);
    const missing = named.filter((key) =>
      key.endsWith(".")
        ? typeof find(key.slice(0, -1)) !== "object"
        : !["", "_one", "_other"].some((suffix) => typeof find(`${key}${suffix}`) === "string"),
    );
    expect(missing).toEqual([]);
  });
});

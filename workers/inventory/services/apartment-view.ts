import { normaliseServiceIds } from "../../../shared/catalogue";
import { memoised } from "../../../shared/memoised";
import type { Apartment, ExtraService } from "../../../shared/ota/apartment";
import type { OtaLanguage } from "../../../shared/ota/common";
import type { CompanyRatePlan } from "../../../shared/ota/company-code";
import type { OtaApartmentType, OtaImage, OtaProperty, RateOffer, RatePlan } from "../../../shared/ota/listing";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import { apartmentImages } from "../images/apartment-scenes";
import { uploadedImages } from "../images/uploaded-photos";
import type { ApartmentRow, PricingRow } from "../repositories/stored-rows";
import { companyPlanFor, companyRateOffer } from "../rules/company-rates";
import type { CityTax, DayPrices, RateCard, StayRequest } from "../rules/pricing";
import { stayPrice } from "../rules/pricing";
import { storedTextOr } from "./stored-text";
import { typeNameOf } from "./type-name";

/** Turns stored rows into the contract's shapes. Pure. */

/** A stored JSON text, or `fallback` when it cannot be read. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function apartmentTypeOf(row: ApartmentRow, language: OtaLanguage): OtaApartmentType {
  return {
    id: row.id,
    name: typeNameOf(row, language),
    size: { min: row.size_min, max: row.size_max },
    maxOccupancy: row.max_occupancy,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    minStay: row.min_stay,
    maxStay: row.max_stay,
    channelLinks: parseJson<Record<string, { externalId: string }>>(row.channel_links, {}),
    matterportId: row.matterport_id,
  };
}

export function propertyOf(row: ApartmentRow): OtaProperty {
  return {
    id: row.property_id,
    name: row.p_name,
    address: {
      street: row.p_street,
      houseNumber: row.p_house_number,
      postcode: row.p_postcode,
      city: row.p_city,
      country: row.p_country,
      lat: row.p_lat,
      long: row.p_long,
    },
    currency: row.p_currency,
  };
}

/**
 * Normalised service lists by row: a search's remembered rows (docs/decisions/0048) are the same objects
 * search after search. Not by text: a type's list and its property's together are all but unique (49,852
 * distinct type lists among 50,000 types), and building that key cost more than the lookup saved.
 */
const includedServicesByRow = new WeakMap<object, string[]>();

/** The property's and the type's services, normalised. The returned array is shared: do not change it. */
export function includedServicesOf(row: Pick<ApartmentRow, "p_services" | "services">): string[] {
  let services = includedServicesByRow.get(row);
  if (!services) {
    services = normaliseServiceIds([
      ...parseJson<string[]>(row.p_services, []),
      ...parseJson<string[]>(row.services, []),
    ]);
    includedServicesByRow.set(row, services);
  }
  return services;
}

export function extraServicesOf(row: ApartmentRow): ExtraService[] {
  const extras = parseJson<ExtraService[]>(row.extra_services, []);
  const live = new Set(normaliseServiceIds(extras.map((e) => e.id)));
  return extras.filter((e) => live.has(e.id));
}

/**
 * The type's pictures, or its first `max` of them (a search result shows only the first): the
 * operator's photos when it has any (the cover first), else the generated illustrations.
 */
export function imagesOf(row: ApartmentRow, language: OtaLanguage, max?: number): OtaImage[] {
  const apartment = `${row.p_name}, ${typeNameOf(row, language)}`;
  const uploaded = uploadedImages(row.photos, apartment, language);
  if (uploaded.length > 0) return uploaded.slice(0, max ?? uploaded.length);
  return apartmentImages(row.id, Math.min(row.image_count, max ?? row.image_count), apartment, language);
}

/**
 * Parsed rate plans and city taxes by their stored text: a search prices a thousand types, and the
 * types of one property (and often many properties) share the same texts.
 */
const ratePlansOfText = memoised(
  (text: string) => parseJson<StoredRatePlan[]>(text, []).filter((plan) => plan.active !== false),
  10_000,
);
const cityTaxOfText = memoised((text: string) => parseJson<CityTax>(text, { kind: "none" }), 10_000);

/**
 * The rate plans a new booking can choose: the type's own list when it has one, else its house's
 * (docs/decisions/0109), without deactivated plans. The returned array is shared between calls: do not
 * change it.
 */
export function storedRatePlansOf(row: Pick<ApartmentRow, "p_rate_plans" | "rate_plans">): readonly StoredRatePlan[] {
  return ratePlansOfText(row.rate_plans ?? row.p_rate_plans);
}

export function ratePlanOf(plan: StoredRatePlan, language: OtaLanguage): RatePlan {
  return { id: plan.id, code: plan.code, name: plan.name[language], cancellationPolicy: plan.cancellationPolicy };
}

export function rateCardOf(row: PricingRow): RateCard {
  return {
    currency: row.p_currency,
    baseNightly: row.base_nightly,
    weekendFactorBp: row.weekend_factor_bp,
    seasonMonths: row.season_months,
    seasonFactorBp: row.season_factor_bp,
    monthlyRate: row.monthly_rate,
    cleaningFee: row.cleaning_fee,
    extraGuestFee: row.extra_guest_fee,
    includedGuests: row.included_guests,
    // Shared between calls (parsed once per text): do not change it.
    cityTax: cityTaxOfText(row.p_city_tax),
  };
}

/**
 * Every rate plan priced for the stay (the nights the operator priced at their price), cheapest first; with a valid company code, the company's
 * negotiated rate for this apartment too (services/company-view.ts).
 */
export function rateOffersOf(
  row: PricingRow,
  stay: { from: string; to: string; guests: number; dayPrices?: DayPrices | undefined },
  language: OtaLanguage,
  company?: CompanyForStay | null,
): RateOffer[] {
  const card = rateCardOf(row);
  const { from, to, guests, dayPrices } = stay;
  const offers: RateOffer[] = storedRatePlansOf(row).map((plan) => ({
    ratePlan: ratePlanOf(plan, language),
    price: stayPrice(card, { from, to, guests, planFactorBp: plan.factorBp, ...(dayPrices ? { dayPrices } : {}) }),
  }));
  const negotiated = company ? companyOfferOf(row, company, stay) : null;
  if (negotiated) offers.push({ ratePlan: negotiated.ratePlan, price: negotiated.price });
  return offers.sort((a, b) => a.price.total - b.price.total);
}

/** A valid company code's facts a stay's price needs. */
export type CompanyForStay = { code: string; name: string; plans: readonly CompanyRatePlan[] };

/** The company's negotiated rate offer for this apartment and stay, or null when no plan covers it. */
export function companyOfferOf(
  row: PricingRow,
  company: CompanyForStay,
  stay: Omit<StayRequest, "planFactorBp">,
): (RateOffer & { nightly: number[] }) | null {
  const plan = companyPlanFor(company.plans, { apartmentTypeId: row.id, propertyId: row.property_id });
  // Based on the property's first (flexible) public plan: its factor and cancellation terms.
  const base = storedRatePlansOf(row)[0];
  if (!plan || !base) return null;
  return companyRateOffer(rateCardOf(row), base, plan, company, stay);
}

const KIND_DESCRIPTIONS = {
  en: (row: ApartmentRow, type: OtaApartmentType) =>
    `${type.name} of ${row.size_min}${row.size_max > row.size_min ? `–${row.size_max}` : ""} m² for up to ${row.max_occupancy} ${row.max_occupancy === 1 ? "guest" : "guests"} at ${row.p_name}, ${row.p_street} in ${row.p_city}. ${row.bedrooms === 0 ? "Open-plan living and sleeping" : `${row.bedrooms} ${row.bedrooms === 1 ? "bedroom" : "bedrooms"}`}, ${row.bathrooms} ${row.bathrooms === 1 ? "bathroom" : "bathrooms"}, serviced and ready for short and long stays.`,
  de: (row: ApartmentRow, type: OtaApartmentType) =>
    `${type.name} mit ${row.size_min}${row.size_max > row.size_min ? `–${row.size_max}` : ""} m² für bis zu ${row.max_occupancy} ${row.max_occupancy === 1 ? "Gast" : "Gäste"} im ${row.p_name}, ${row.p_street} in ${row.p_city}. ${row.bedrooms === 0 ? "Offener Wohn- und Schlafbereich" : `${row.bedrooms} ${row.bedrooms === 1 ? "Schlafzimmer" : "Schlafzimmer"}`}, ${row.bathrooms} ${row.bathrooms === 1 ? "Bad" : "Bäder"}, mit Service, für kurze und lange Aufenthalte.`,
} as const;

export function apartmentOf(row: ApartmentRow, language: OtaLanguage): Apartment {
  const apartmentType = apartmentTypeOf(row, language);
  return {
    apartmentType,
    property: propertyOf(row),
    description: storedTextOr(row.description, language, () => KIND_DESCRIPTIONS[language](row, apartmentType)),
    bookingMode: row.booking_mode,
    isPremiumPartner: row.p_is_premium_partner === 1,
    includedServices: includedServicesOf(row),
    extraServices: extraServicesOf(row),
    ratePlans: storedRatePlansOf(row).map((p) => ratePlanOf(p, language)),
    images: imagesOf(row, language),
    baseNightlyRate: row.base_nightly,
    monthlyRate: row.monthly_rate,
    checkInFrom: row.p_check_in_from,
    checkOutUntil: row.p_check_out_until,
  };
}

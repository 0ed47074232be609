import { getEntry } from "../../../shared/catalogue";
import type {
  AdminApartmentType,
  AdminHouse,
  AdminHouseSummary,
  CreateApartmentType,
  CreateHouse,
  UpdateApartmentType,
  UpdateHouse,
} from "../../../shared/ota/back-office-houses";
import { KNOWN_CHANNELS } from "../../../shared/ota/listing";
import { apartmentTypeName } from "../catalogue/apartment-kinds";
import type { HouseRow, HouseSummaryRow, HouseWrite, TypeRow, TypeWrite } from "../repositories/back-office-houses";
import { storedTextOr } from "./stored-text";

/** The back office's shapes of stored houses and apartment types, and the writes of its requests. Pure. */

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type Bilingual = { en: string; de: string };
const NO_TEXT: Bilingual = { en: "", de: "" };

const isPaymentMethod = (id: string) => getEntry(id)?.type === "paymentMethods";

export function adminHouseOf(row: HouseRow, types: readonly TypeRow[]): AdminHouse {
  const ids = parseJson<string[]>(row.services, []);
  return {
    id: row.id,
    ownerIbeUid: row.owner_ibe_uid,
    active: row.active === 1,
    name: row.name,
    address: {
      street: row.street,
      houseNumber: row.house_number,
      postcode: row.postcode,
      city: row.city,
      country: row.country,
      lat: row.lat,
      long: row.long,
    },
    cityId: row.city_id,
    currency: row.currency,
    description: { ...NO_TEXT, ...parseJson<Partial<Bilingual>>(row.description, {}) },
    checkInFrom: row.check_in_from,
    checkOutUntil: row.check_out_until,
    services: ids.filter((id) => !isPaymentMethod(id)),
    paymentMethods: ids.filter(isPaymentMethod),
    contact: { name: "", email: "", phone: "", ...parseJson<Partial<AdminHouse["contact"]>>(row.contact, {}) },
    apartmentTypes: types.map(adminApartmentTypeOf),
  };
}

export function adminHouseSummaryOf(row: HouseSummaryRow): AdminHouseSummary {
  return {
    id: row.id,
    ownerIbeUid: row.owner_ibe_uid,
    active: row.active === 1,
    name: row.name,
    currency: row.currency,
    city: row.city,
    country: row.country,
    apartmentTypes: row.types,
  };
}

export function adminApartmentTypeOf(row: TypeRow): AdminApartmentType {
  const generatedName = (language: "en" | "de") => () => apartmentTypeName(row.kind, row.tier, language);
  return {
    id: row.id,
    propertyId: row.property_id,
    active: row.active === 1,
    name: {
      en: storedTextOr(row.name, "en", generatedName("en")),
      de: storedTextOr(row.name, "de", generatedName("de")),
    },
    customName: row.name !== null,
    description: { ...NO_TEXT, ...parseJson<Partial<Bilingual>>(row.description, {}) },
    sizeMin: row.size_min,
    sizeMax: row.size_max,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    beds: row.beds,
    maxOccupancy: row.max_occupancy,
    units: row.units,
    services: parseJson<string[]>(row.services, []),
    minStay: row.min_stay,
    maxStay: row.max_stay,
    bookingMode: row.booking_mode,
    channelLinks: parseJson<Record<string, { externalId: string }>>(row.channel_links, {}),
    baseNightly: row.base_nightly,
    cleaningFee: row.cleaning_fee,
    currency: row.p_currency,
  };
}

/** The house's stored columns after a create or an update (the fields not given keep their values). */
export function houseWriteOf(before: AdminHouse | null, input: CreateHouse | UpdateHouse): HouseWrite {
  const merged = {
    name: input.name ?? before?.name ?? "",
    address: input.address ?? before?.address,
    description: input.description ?? before?.description ?? NO_TEXT,
    checkInFrom: input.checkInFrom ?? before?.checkInFrom ?? "15:00",
    checkOutUntil: input.checkOutUntil ?? before?.checkOutUntil ?? "11:00",
    services: input.services ?? before?.services ?? [],
    paymentMethods: input.paymentMethods ?? before?.paymentMethods ?? [],
    contact: input.contact ?? before?.contact ?? { name: "", email: "", phone: "" },
    active: "active" in input && input.active !== undefined ? input.active : (before?.active ?? true),
  };
  const address = merged.address ?? {
    street: "",
    houseNumber: "",
    postcode: "",
    city: "",
    country: "",
    lat: 0,
    long: 0,
  };
  return {
    name: merged.name,
    street: address.street,
    house_number: address.houseNumber,
    postcode: address.postcode,
    city: address.city,
    country: address.country,
    lat: address.lat,
    long: address.long,
    description: JSON.stringify(merged.description),
    check_in_from: merged.checkInFrom,
    check_out_until: merged.checkOutUntil,
    services: JSON.stringify([...merged.services, ...merged.paymentMethods]),
    contact: JSON.stringify(merged.contact),
    active: merged.active ? 1 : 0,
  };
}

/** A new type's kind, for its generated texts where the stored ones are missing: by its bedrooms. */
export function apartmentKindOf(bedrooms: number): string {
  return ["studio", "one-bedroom", "two-bedroom"][bedrooms] ?? "three-bedroom";
}

/** A long stay's monthly rate until the rates pages set it: 30 nights at two thirds of the nightly price. */
const monthlyRateOf = (baseNightly: number) => Math.round(baseNightly * 20);

/**
 * A type's channel links after a write: the links it names replace those channels'; the channels the
 * type form does not know (a channel manager connection's, set through its code mapping) keep their links.
 */
function channelLinksAfter(
  before: Record<string, { externalId: string }>,
  given: Record<string, { externalId: string }> | undefined,
): Record<string, { externalId: string }> {
  if (given === undefined) return before;
  const known = new Set<string>(KNOWN_CHANNELS);
  const kept = Object.entries(before).filter(([channel]) => !known.has(channel));
  return { ...Object.fromEntries(kept), ...given };
}

/** The type's stored columns after a create or an update (the fields not given keep their values). */
export function typeWriteOf(before: TypeRow | null, input: CreateApartmentType | UpdateApartmentType): TypeWrite {
  const old = before ? adminApartmentTypeOf(before) : null;
  const pick = <K extends keyof AdminApartmentType & keyof typeof input>(key: K, fallback: AdminApartmentType[K]) =>
    (input[key] ?? old?.[key] ?? fallback) as NonNullable<AdminApartmentType[K]>;
  const bedrooms = pick("bedrooms", 1);
  const baseNightly = pick("baseNightly", 1);
  const name = input.name ?? (before?.name ? old?.name : null);
  const description = input.description ?? (before?.description ? old?.description : null);
  return {
    active: "active" in input && input.active !== undefined ? (input.active ? 1 : 0) : (before?.active ?? 1),
    kind: before?.kind ?? apartmentKindOf(bedrooms),
    name: name ? JSON.stringify(name) : null,
    description: description ? JSON.stringify(description) : null,
    size_min: pick("sizeMin", 1),
    size_max: pick("sizeMax", 1),
    bedrooms,
    bathrooms: pick("bathrooms", 1),
    beds: pick("beds", 1),
    max_occupancy: pick("maxOccupancy", 1),
    units: pick("units", 1),
    services: JSON.stringify(pick("services", [])),
    min_stay: pick("minStay", 1),
    max_stay: pick("maxStay", 1),
    booking_mode: pick("bookingMode", "Direct"),
    channel_links: JSON.stringify(channelLinksAfter(old?.channelLinks ?? {}, input.channelLinks)),
    base_nightly: baseNightly,
    cleaning_fee: pick("cleaningFee", 0),
    monthly_rate: before && input.baseNightly === undefined ? before.monthly_rate : monthlyRateOf(baseNightly),
  };
}

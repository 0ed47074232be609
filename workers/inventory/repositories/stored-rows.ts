import type { ExtraService } from "../../../shared/ota/apartment";
import type { BookingMode } from "../../../shared/ota/listing";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";

/** An apartment type joined with its property, as the queries select it. */
export type ApartmentRow = {
  id: string;
  property_id: string;
  kind: string;
  tier: string;
  size_min: number;
  size_max: number;
  max_occupancy: number;
  bedrooms: number;
  bathrooms: number;
  units: number;
  base_nightly: number;
  weekend_factor_bp: number;
  season_months: number;
  season_factor_bp: number;
  monthly_rate: number;
  cleaning_fee: number;
  min_stay: number;
  max_stay: number;
  booking_mode: BookingMode;
  channel_links: string;
  services: string;
  extra_services: string;
  image_count: number;
  /** The operator's photos in their order as JSON `[[object key, width, height, alt en, alt de], ...]`; `[]`: none. */
  photos: string;
  matterport_id: string | null;
  price_version: number;
  /** The type's own rate plans (JSON, migration 0022), null: its house's (`p_rate_plans`). */
  rate_plans: string | null;
  /** Per night and guest above `included_guests`, minor units (0: none). */
  extra_guest_fee: number;
  included_guests: number;
  /** The operator's names and descriptions ({ en, de } JSON), null for the generated ones (seeded types). */
  name: string | null;
  description: string | null;
  p_name: string;
  p_street: string;
  p_house_number: string;
  p_postcode: string;
  p_city: string;
  p_country: string;
  p_lat: number;
  p_long: number;
  p_currency: string;
  p_is_premium_partner: number;
  p_rate_plans: string;
  p_city_tax: string;
  p_services: string;
  p_check_in_from: string;
  p_check_out_until: string;
};

/** The columns that price a stay: the rate card, the property's rate plans and city tax (rateOffersOf). */
export type PricingRow = Pick<
  ApartmentRow,
  | "id"
  | "property_id"
  | "base_nightly"
  | "weekend_factor_bp"
  | "season_months"
  | "season_factor_bp"
  | "monthly_rate"
  | "cleaning_fee"
  | "extra_guest_fee"
  | "included_guests"
  | "rate_plans"
  | "p_currency"
  | "p_rate_plans"
  | "p_city_tax"
>;

/**
 * What a search knows of every hit without building its listing: pricing, the facets' facts and the
 * ranking's (booking mode, premium partner, street). No texts, pictures or channel links.
 */
export type SearchFactsRow = PricingRow &
  Pick<
    ApartmentRow,
    | "size_min"
    | "size_max"
    | "max_occupancy"
    | "bedrooms"
    | "bathrooms"
    | "booking_mode"
    | "services"
    | "matterport_id"
    | "p_street"
    | "p_is_premium_partner"
    | "p_services"
  >;

/**
 * A SearchFactsRow's apartment type columns, in the order a search reads them as one JSON value
 * (apartments.ts: `findSearchFacts` writes them in this order and names them back by it), each with how
 * it crosses exactly: a text (or null) as it is, an integer as it is, a REAL size as a whole number.
 */
export const SEARCH_FACTS_TYPE_COLUMN_KINDS = {
  id: "text",
  property_id: "text",
  base_nightly: "integer",
  weekend_factor_bp: "integer",
  season_months: "integer",
  season_factor_bp: "integer",
  monthly_rate: "integer",
  cleaning_fee: "integer",
  extra_guest_fee: "integer",
  included_guests: "integer",
  rate_plans: "text",
  max_occupancy: "integer",
  bedrooms: "integer",
  bathrooms: "integer",
  size_min: "size",
  size_max: "size",
  booking_mode: "text",
  services: "text",
  matterport_id: "text",
} as const satisfies Record<string, "text" | "integer" | "size">;

type SearchFactsTypeField = keyof typeof SEARCH_FACTS_TYPE_COLUMN_KINDS;

/** `SEARCH_FACTS_TYPE_COLUMN_KINDS`' columns in their order. */
export const SEARCH_FACTS_TYPE_FIELDS = Object.keys(SEARCH_FACTS_TYPE_COLUMN_KINDS) as SearchFactsTypeField[];

/** The columns of one kind, in their order. */
export function searchFactsTypeFieldsOf(kind: "text" | "integer" | "size"): SearchFactsTypeField[] {
  return SEARCH_FACTS_TYPE_FIELDS.filter((field) => SEARCH_FACTS_TYPE_COLUMN_KINDS[field] === kind);
}

/** The SELECT list of a SearchFactsRow's apartment type columns from `apartment_types t`. */
export const SEARCH_FACTS_TYPE_COLUMNS = SEARCH_FACTS_TYPE_FIELDS.map((field) => `t.${field}`).join(", ");

/** The SELECT list of a SearchFactsRow's property columns from `properties p` (read once per property). */
export const SEARCH_FACTS_PROPERTY_COLUMNS = `p.currency AS p_currency, p.rate_plans AS p_rate_plans,
  p.city_tax AS p_city_tax, p.street AS p_street, p.is_premium_partner AS p_is_premium_partner,
  p.services AS p_services`;

/**
 * An apartment type's uploaded photos as one JSON value, each with its position: the reader puts them
 * in order (an aggregate's own ORDER BY needs SQLite 3.44, which not every D1 or local SQLite has).
 */
const PHOTOS_COLUMN = `(SELECT json_group_array(json_array(ph.position, ph.object_key, ph.width, ph.height, ph.alt_en,
  ph.alt_de)) FROM apartment_photos ph WHERE ph.apartment_type_id = t.id) AS photos`;

/** The SELECT list that produces an ApartmentRow from `apartment_types t JOIN properties p`. */
export const APARTMENT_COLUMNS = `t.id, t.property_id, t.kind, t.tier, t.size_min, t.size_max, t.max_occupancy, t.bedrooms,
  t.bathrooms, t.units, t.base_nightly, t.weekend_factor_bp, t.season_months, t.season_factor_bp, t.monthly_rate,
  t.cleaning_fee, t.extra_guest_fee, t.included_guests, t.rate_plans, t.min_stay, t.max_stay, t.booking_mode,
  t.channel_links, t.services, t.extra_services, t.image_count,
  t.matterport_id, t.price_version, t.name, t.description, p.name AS p_name, p.street AS p_street, p.house_number AS p_house_number,
  p.postcode AS p_postcode, p.city AS p_city, p.country AS p_country, p.lat AS p_lat, p.long AS p_long,
  p.currency AS p_currency, p.is_premium_partner AS p_is_premium_partner, p.rate_plans AS p_rate_plans,
  p.city_tax AS p_city_tax, p.services AS p_services, p.check_in_from AS p_check_in_from,
  p.check_out_until AS p_check_out_until, ${PHOTOS_COLUMN}`;

export type { ExtraService, StoredRatePlan };

import type { ExtraServiceInput } from "../../../shared/ota/back-office-rates";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";

/** What the rates page reads and writes of an apartment type, with its house's plans and owner. */
export type RatesTypeRow = {
  id: string;
  property_id: string;
  max_occupancy: number;
  base_nightly: number;
  weekend_factor_bp: number;
  monthly_rate: number;
  cleaning_fee: number;
  extra_guest_fee: number;
  included_guests: number;
  extra_services: string;
  /** The type's own plans (JSON), null: its house's. */
  rate_plans: string | null;
  p_rate_plans: string;
  p_currency: string;
  owner_ibe_uid: string;
  /** The plan ids the type's bookings name (JSON array). */
  booked_plan_ids: string;
};

/** An apartment type for the rates page, whatever engine sells it (the caller checks the owner). */
export async function findRatesType(db: D1Database, apartmentTypeId: string): Promise<RatesTypeRow | null> {
  return db
    .prepare(
      `SELECT t.id, t.property_id, t.max_occupancy, t.base_nightly, t.weekend_factor_bp, t.monthly_rate, t.cleaning_fee,
         t.extra_guest_fee, t.included_guests, t.extra_services, t.rate_plans, p.rate_plans AS p_rate_plans,
         p.currency AS p_currency, p.owner_ibe_uid,
         (SELECT json_group_array(DISTINCT b.rate_plan_id) FROM bookings b WHERE b.apartment_type_id = t.id)
           AS booked_plan_ids
       FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1`,
    )
    .bind(apartmentTypeId)
    .first<RatesTypeRow>();
}

/** The stored columns of a rates edit: each part given replaces the type's. */
export type RatesWrite = {
  prices?: Pick<
    RatesTypeRow,
    "base_nightly" | "weekend_factor_bp" | "monthly_rate" | "cleaning_fee" | "extra_guest_fee" | "included_guests"
  >;
  ratePlans?: readonly StoredRatePlan[];
  extraServices?: readonly ExtraServiceInput[];
};

/**
 * The statement writing an edit's parts; it bumps price_version (a checkout under way is priced again
 * at its next step; a booking made keeps its price) whenever prices or plans change, which every
 * offer's price depends on.
 */
export function updateRates(db: D1Database, id: string, write: RatesWrite, priceChanged: boolean): D1PreparedStatement {
  const sets: string[] = [];
  const values: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = ?${values.length}`);
  };
  if (write.prices) for (const [column, value] of Object.entries(write.prices)) set(column, value);
  if (write.ratePlans) set("rate_plans", JSON.stringify(write.ratePlans));
  if (write.extraServices) set("extra_services", JSON.stringify(write.extraServices));
  if (priceChanged) sets.push("price_version = price_version + 1");
  return db.prepare(`UPDATE apartment_types SET ${sets.join(", ")} WHERE id = ?1`).bind(...values);
}

import type { AdminRates } from "../../../shared/ota/back-office-rates";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import type { RatesTypeRow } from "../repositories/apartment-rates";
import { weekendNightlyOf } from "../rules/rates-edit";
import { parseJson } from "./apartment-view";

/** Every stored plan of the type, deactivated ones too: its own list, else its house's. */
export function allRatePlansOf(row: Pick<RatesTypeRow, "rate_plans" | "p_rate_plans">): StoredRatePlan[] {
  return parseJson<StoredRatePlan[]>(row.rate_plans ?? row.p_rate_plans, []);
}

/** The plan ids the type's bookings name. */
export function bookedPlanIdsOf(row: Pick<RatesTypeRow, "booked_plan_ids">): Set<string> {
  return new Set(parseJson<string[]>(row.booked_plan_ids, []));
}

/** The type's rates as the back office shows them (GET and PUT .../rates). */
export function adminRatesOf(row: RatesTypeRow): AdminRates {
  const booked = bookedPlanIdsOf(row);
  return {
    apartmentTypeId: row.id,
    propertyId: row.property_id,
    currency: row.p_currency,
    maxOccupancy: row.max_occupancy,
    prices: {
      baseNightly: row.base_nightly,
      weekendNightly: weekendNightlyOf(row.base_nightly, row.weekend_factor_bp),
      monthlyRate: row.monthly_rate,
      cleaningFee: row.cleaning_fee,
      extraGuestFee: row.extra_guest_fee,
      includedGuests: row.included_guests,
    },
    ownRatePlans: row.rate_plans !== null,
    ratePlans: allRatePlansOf(row).map((plan) => ({
      id: plan.id,
      code: plan.code,
      name: plan.name,
      factorBp: plan.factorBp,
      cancellationPolicy: plan.cancellationPolicy,
      active: plan.active !== false,
      booked: booked.has(plan.id),
    })),
    extraServices: parseJson<AdminRates["extraServices"]>(row.extra_services, []).map(({ id, pricing, price }) => ({
      id,
      pricing,
      price,
    })),
  };
}

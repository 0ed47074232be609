import { RATES_HISTORY_FIELDS, updateRatesSchema } from "../../../shared/ota/back-office-rates";
import { SEARCH_LIMITS } from "../../../shared/search/search-limits";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import { enqueueEvents } from "../deliveries/delivery-queue";
import { actorOf } from "../http/actor";
import { newId } from "../http/ids";
import { parseJsonBody } from "../http/parse";
import { json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findRatesType, type RatesTypeRow, type RatesWrite, updateRates } from "../repositories/apartment-rates";
import { recordChange } from "../repositories/change-history";
import { ariOutboxStatement, outboxIds } from "../repositories/channel-events";
import { addDays, todayIso } from "../rules/calendar";
import { fieldChanges } from "../rules/field-changes";
import { ratePlansForEdit, ratesHistoryFacts, removedBookedPlans, weekendFactorFor } from "../rules/rates-edit";
import { forget } from "../search-store/forget";
import { adminRatesOf, allRatePlansOf, bookedPlanIdsOf } from "../services/admin-rates-view";
import { assertAdminFor, type RequestContext, requireOwnedApartmentType } from "./context";

/** The apartment type of an admin rates request, once the caller may edit its house (403 otherwise). */
async function requireRatesType(params: RouteParams, context: RequestContext): Promise<RatesTypeRow> {
  await assertAdminFor(context, params.ibeUid);
  return requireOwnedApartmentType(context, params.apartmentTypeId, findRatesType, (row) => row.owner_ibe_uid);
}

/** GET /api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/rates */
export async function handleAdminGetRates(_request: Request, params: RouteParams, context: RequestContext) {
  return json(adminRatesOf(await requireRatesType(params, context)));
}

/**
 * PUT .../apartment-types/:apartmentTypeId/rates: the parts given replace the type's (its first plans
 * edit gives it its own list, copied from its house's with their ids). One batch: the write (bumping
 * price_version), one history entry (subject `rates`) and the search store's forget, so the next
 * search, apartment page and checkout see it. An edit that changes nothing writes nothing. Plans that
 * bookings name cannot be removed (409 rate_plan_in_use): they can be deactivated, and each booking
 * keeps the terms it was made with.
 */
export async function handleAdminUpdateRates(request: Request, params: RouteParams, context: RequestContext) {
  const row = await requireRatesType(params, context);
  const update = await parseJsonBody(request, updateRatesSchema);
  if (update.prices && update.prices.includedGuests > row.max_occupancy)
    throw new OtaError("invalid_input", `At most the apartment type's ${row.max_occupancy} guests`, [
      { path: "body.prices.includedGuests", message: `at most ${row.max_occupancy}` },
    ]);
  const storedPlans = allRatePlansOf(row);
  const write: RatesWrite = {};
  if (update.prices) {
    const p = update.prices;
    write.prices = {
      base_nightly: p.baseNightly,
      weekend_factor_bp: weekendFactorFor(p.baseNightly, p.weekendNightly),
      monthly_rate: p.monthlyRate,
      cleaning_fee: p.cleaningFee,
      extra_guest_fee: p.extraGuestFee,
      included_guests: p.includedGuests,
    };
  }
  if (update.ratePlans) {
    write.ratePlans = ratePlansForEdit(storedPlans, update.ratePlans, () => newId("rp"));
    const inUse = removedBookedPlans(storedPlans, write.ratePlans, bookedPlanIdsOf(row));
    if (inUse.length > 0)
      throw new OtaError("rate_plan_in_use", `Bookings name ${inUse.join(", ")}: deactivate instead`, undefined, {
        ratePlanIds: inUse,
      });
  }
  if (update.extraServices) write.extraServices = update.extraServices;
  const before = adminRatesOf(row);
  const after = adminRatesOf({
    ...row,
    ...(write.prices ?? {}),
    ...(write.ratePlans ? { rate_plans: JSON.stringify(write.ratePlans) } : {}),
    ...(write.extraServices ? { extra_services: JSON.stringify(write.extraServices) } : {}),
  });
  const factsOf = (rates: typeof before, plans: readonly StoredRatePlan[]) =>
    ratesHistoryFacts({ prices: rates.prices, ratePlans: plans, extraServices: rates.extraServices });
  const changes = fieldChanges(
    factsOf(before, storedPlans),
    factsOf(after, write.ratePlans ?? storedPlans),
    RATES_HISTORY_FIELDS,
  );
  if (changes.length === 0) return json(before);
  const db = context.env.INVENTORY_DB;
  // The type's prices from today to the horizon may all have changed: one rates event says them all.
  const today = todayIso(context.now);
  const ariOut = ariOutboxStatement(db, {
    at: context.now.toISOString(),
    kinds: write.prices || write.ratePlans ? ["rates"] : [],
    ranges: [{ apartmentTypeId: row.id, from: today, to: addDays(today, SEARCH_LIMITS.horizonDays - 1) }],
  });
  const results = await db.batch([
    updateRates(db, row.id, write, true),
    recordChange(db, {
      propertyId: row.property_id,
      apartmentTypeId: row.id,
      subject: "rates",
      subjectId: row.id,
      action: "updated",
      actor: actorOf(request, context.admin!),
      at: context.now.toISOString(),
      changes,
    }),
    forget(db, { apartmentType: row.id }),
    ariOut,
  ]);
  context.ctx.waitUntil(enqueueEvents(context.env.DELIVERY_QUEUE, outboxIds(results[results.length - 1])));
  return json(after);
}

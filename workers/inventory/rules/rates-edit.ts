import type { RATES_HISTORY_FIELDS, RatePlanInput } from "../../../shared/ota/back-office-rates";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import { planIdsForEdit } from "./company-plan-ids";
import { applyBasisPoints } from "./money";

/**
 * The rules of an apartment type's rates edit (docs/decisions/0109): the weekend price an operator
 * types as an amount kept as the factor pricing applies, and the plans' ids and removals.
 */

/** The weekend night's price a factor gives (what the rates page shows). */
export function weekendNightlyOf(baseNightly: number, weekendFactorBp: number): number {
  return applyBasisPoints(baseNightly, weekendFactorBp);
}

/**
 * The weekend factor (basis points) whose weekend price is nearest the amount typed, the smaller on a
 * tie: exact whenever a factor gives that amount (every amount for a nightly price up to 100.00; above
 * it a factor step is worth more than a cent, and the page shows what was kept).
 */
export function weekendFactorFor(baseNightly: number, weekendNightly: number): number {
  const estimate = Math.round((weekendNightly * 10_000) / baseNightly);
  let best = Math.max(1, estimate);
  for (const candidate of [estimate - 1, estimate, estimate + 1]) {
    if (candidate < 1) continue;
    const miss = Math.abs(weekendNightlyOf(baseNightly, candidate) - weekendNightly);
    const bestMiss = Math.abs(weekendNightlyOf(baseNightly, best) - weekendNightly);
    if (miss < bestMiss || (miss === bestMiss && candidate < best)) best = candidate;
  }
  return best;
}

/**
 * The plans an edit stores: a listed id of the stored plans keeps that plan (once), any other plan gets
 * a new id (so no id reaches another type's or house's plans).
 */
export function ratePlansForEdit(
  stored: readonly Pick<StoredRatePlan, "id" | "channelCodes">[],
  plans: readonly RatePlanInput[],
  newId: () => string,
): StoredRatePlan[] {
  // The rates page does not show channel codes: a plan keeps the ones the connections page set.
  const channelCodesOf = new Map(stored.map((plan) => [plan.id, plan.channelCodes]));
  const ids = planIdsForEdit(
    stored.map((plan) => plan.id),
    plans,
    newId,
  );
  return plans.map((plan, i) => ({
    id: ids[i]!,
    code: plan.code,
    name: plan.name,
    factorBp: plan.factorBp,
    cancellationPolicy: plan.cancellationPolicy,
    active: plan.active,
    ...(channelCodesOf.get(ids[i]!) ? { channelCodes: channelCodesOf.get(ids[i]!) } : {}),
  }));
}

/** The stored plans an edit leaves out that bookings name: these may be deactivated, not removed. */
export function removedBookedPlans(
  stored: readonly Pick<StoredRatePlan, "id">[],
  kept: readonly Pick<StoredRatePlan, "id">[],
  bookedPlanIds: ReadonlySet<string>,
): string[] {
  const keptIds = new Set(kept.map((plan) => plan.id));
  return stored.map((plan) => plan.id).filter((id) => !keptIds.has(id) && bookedPlanIds.has(id));
}

type RatesFacts = {
  prices: Record<
    "baseNightly" | "weekendNightly" | "monthlyRate" | "cleaningFee" | "extraGuestFee" | "includedGuests",
    number
  >;
  ratePlans: readonly StoredRatePlan[];
  extraServices: readonly { id: string; pricing: string; price: number }[];
};

/** One plan in a line: code, names, price relation, cancellation terms, deactivated. */
function planLine(plan: StoredRatePlan): string {
  const policy = plan.cancellationPolicy;
  const free =
    policy.freeUntilDaysBeforeArrival === null ? "never free" : `free until ${policy.freeUntilDaysBeforeArrival} days`;
  const fee = policy.fee.kind === "firstNight" ? "first night" : `${policy.fee.percent} %`;
  const notice = policy.longStay ? `, long stays ${policy.longStay.noticeDays} days' notice` : "";
  const inactive = plan.active === false ? " (deactivated)" : "";
  return `${plan.code} ${plan.name.en} / ${plan.name.de}: ${plan.factorBp / 100} %, ${free}, then ${fee}${notice}${inactive}`;
}

/** The rates as the history compares them: prices as they are, plans and services a line each. */
export function ratesHistoryFacts(rates: RatesFacts): Record<(typeof RATES_HISTORY_FIELDS)[number], unknown> {
  return {
    ...rates.prices,
    ratePlans: rates.ratePlans.map(planLine),
    extraServices: rates.extraServices.map((service) => `${service.id} ${service.pricing} ${service.price}`),
  };
}

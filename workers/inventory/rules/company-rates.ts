import type { CompanyCodeStatus, CompanyRatePlan } from "../../../shared/ota/company-code";
import type { RateOffer, RatePlan } from "../../../shared/ota/listing";
import { applyBasisPoints } from "./money";
import { MONTH_NIGHTS } from "./monthly-stay";
import { priceStay, type RateCard, type StayRequest } from "./pricing";

/**
 * Negotiated company rates: which of a company's rate plans applies to an apartment, and its price
 * for a stay as one more rate offer beside the public ones. Prices come from priceStay (the one stay
 * price rule): a discount scales the public flexible rate, a fixed nightly rate replaces the rate
 * card's nightly rates (no weekend or season factors; its monthly rate is 30 such nights).
 */

/** What the rules need of a stored code. */
export type CompanyCodeFacts = { active: boolean; validFrom: string; validUntil: string };

/**
 * A code's status for a stay arriving on `arrival` (or for today, without a stay): the validity
 * dates are the arrivals the negotiated rates are for, both days included.
 */
export function companyCodeStatus(code: CompanyCodeFacts | null, arrival: string): CompanyCodeStatus {
  if (!code) return "unknown";
  if (!code.active) return "inactive";
  if (arrival < code.validFrom) return "notYetValid";
  if (arrival > code.validUntil) return "expired";
  return "valid";
}

/**
 * Whether a traveller may keep a code in their profile (checked for today when saved): a valid code,
 * or one whose arrivals start later; an unknown, expired or deactivated one is refused.
 */
export function companyCodeSavable(status: CompanyCodeStatus): boolean {
  return status === "valid" || status === "notYetValid";
}

const SCOPE_RANK = { apartmentType: 0, property: 1, all: 2 } as const;

/** The company's plan for an apartment: the most specific scope wins (apartment type, property, all). */
export function companyPlanFor(
  plans: readonly CompanyRatePlan[],
  apartment: { apartmentTypeId: string; propertyId: string },
): CompanyRatePlan | null {
  let best: CompanyRatePlan | null = null;
  for (const plan of plans) {
    const { scope } = plan;
    const fits =
      scope.kind === "all" ||
      (scope.kind === "property" && scope.id === apartment.propertyId) ||
      (scope.kind === "apartmentType" && scope.id === apartment.apartmentTypeId);
    // A fixed nightly rate is in a property's currency, so it never applies through "all".
    if (!fits || (scope.kind === "all" && plan.rate.kind !== "percent")) continue;
    if (!best || SCOPE_RANK[scope.kind] < SCOPE_RANK[best.scope.kind]) best = plan;
  }
  return best;
}

/** The public plan a negotiated rate is based on: its factor and cancellation terms. */
export type BasePlan = Pick<RatePlan, "cancellationPolicy"> & { factorBp: number };

/** The negotiated plan's price for a stay (with the booked extras, when given), through priceStay. */
export function companyRateOffer(
  card: RateCard,
  base: BasePlan,
  plan: CompanyRatePlan,
  company: { code: string; name: string },
  stay: Omit<StayRequest, "planFactorBp">,
): RateOffer & { nightly: number[] } {
  const priced =
    plan.rate.kind === "percent"
      ? priceStay(card, { ...stay, planFactorBp: applyBasisPoints(base.factorBp, 10_000 - plan.rate.percent * 100) })
      : priceStay(
          {
            ...card,
            baseNightly: plan.rate.amount,
            weekendFactorBp: 10_000,
            seasonMonths: 0,
            seasonFactorBp: 10_000,
            monthlyRate: plan.rate.amount * MONTH_NIGHTS,
          },
          { ...stay, planFactorBp: 10_000 },
        );
  return {
    ratePlan: {
      id: plan.id,
      code: company.code,
      name: company.name,
      cancellationPolicy: base.cancellationPolicy,
      companyCode: company.code,
    },
    price: priced.price,
    nightly: priced.nightly,
  };
}

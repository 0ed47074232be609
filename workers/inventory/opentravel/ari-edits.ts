import { SEARCH_LIMITS } from "../../../shared/search/search-limits";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import { addDays, dayOfWeek, stayNights } from "../rules/calendar";
import { type MappingSource, planByCode, typeIdsByCode } from "../rules/channel-mapping";
import { OTA_ERROR_CODE as C, issue, type OtaIssue, OTA_ERROR_TYPE as T } from "./ota-errors";
import type { AppliesTo, AriElement, AriMessage, RateElement } from "./parse-message";

/**
 * An ARI message's elements as edits of calendar days (docs/decisions/0117), after the checks that
 * need the brand: codes by the connection's channel among the brand's own types, dates from today to
 * the horizon, counts within the type's units, the house's currency, and the base plan. Elements
 * apply in document order: a later one's field wins over an earlier one's on the same day.
 */

/** What a day's edit sets (undefined: kept). `unitsLeft`: a count to sell besides the night's bookings. */
export type DayPatch = {
  unitsLeft?: number;
  closed?: boolean;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  minStay?: number | null;
  maxStay?: number | null;
  price?: number | null;
};

/** A type as the ARI checks read it: its codes, units, guests included in the day price, and house currency. */
export type AriType = MappingSource & { units: number; includedGuests: number; currency: string };

export type AriContext = { channel: string; types: readonly AriType[]; today: string };

export type AriEdits = {
  /** Per apartment type id, per date, what changes. */
  days: Map<string, Map<string, DayPatch>>;
  /** Whether only availability changes (counts, restrictions), so the type data's memos may stay. */
  pricesChanged: boolean;
  warnings: OtaIssue[];
  dayRows: number;
};

/** The base plan of a type: the first active plan at 100% of the day price; its amounts set the day price. */
export function basePlanOf(plans: readonly StoredRatePlan[]): StoredRatePlan | undefined {
  return plans.find((plan) => plan.factorBp === 10_000 && plan.active !== false);
}

/** The digits after the decimal point of a currency's minor unit (EUR 2, JPY 0). */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A decimal amount as minor units, or null when it has more decimals than the currency. */
export function minorUnitsOf(amount: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const [whole = "0", fraction = ""] = amount.split(".");
  if (fraction.replace(/0+$/, "").length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0").slice(0, digits) || "0");
}

/** The days an element chooses: from Start to End, both included, on its weekdays. */
export function daysOf(applies: Pick<AppliesTo, "start" | "end" | "weekdays">): string[] {
  const days = stayNights(applies.start, addDays(applies.end, 1));
  const weekdays = applies.weekdays;
  return weekdays ? days.filter((date) => weekdays.has(dayOfWeek(date))) : days;
}

const controlTag = (element: AriElement, attribute: string) => `${element.tag}/StatusApplicationControl/@${attribute}`;

/** The day price a rate element sets: the base plan's amount for the type's included guests. */
function dayPriceOf(element: RateElement, type: AriType, issues: OtaIssue[], warnings: OtaIssue[]): number | null {
  const chosen =
    element.amounts.find((a) => a.guests === type.includedGuests) ??
    (element.amounts.length === 1 && element.amounts[0]!.guests === null ? element.amounts[0] : undefined);
  for (const amount of element.amounts) {
    if (amount.currency !== null && amount.currency !== type.currency)
      issues.push(
        issue(
          T.bizRule,
          C.invalidCurrency,
          `${amount.tag}/@CurrencyCode`,
          `${amount.currency} is not sold here; send ${type.currency}`,
        ),
      );
    else if (amount !== chosen)
      warnings.push(
        issue(
          T.advisory,
          C.occupancyMismatch,
          amount.tag,
          `Only the amount for ${type.includedGuests} guests is used; more guests pay the type's extra guest fee`,
        ),
      );
  }
  if (!chosen) {
    issues.push(
      issue(
        T.bizRule,
        C.occupancyMismatch,
        `${element.tag}/Rates`,
        `An amount for NumberOfGuests ${type.includedGuests} (the guests the price includes) is required`,
      ),
    );
    return null;
  }
  const minor = minorUnitsOf(chosen.amount, type.currency);
  if (minor === null)
    issues.push(
      issue(T.bizRule, C.invalidValue, `${chosen.tag}/@AmountAfterTax`, `More decimals than ${type.currency} has`),
    );
  return minor;
}

/** The edits of a parsed message, or the problems of each element (then nothing may be written). */
export function ariEdits(message: AriMessage, context: AriContext): { issues: OtaIssue[] } | { edits: AriEdits } {
  const issues: OtaIssue[] = [];
  const warnings: OtaIssue[] = [];
  const typeIds = typeIdsByCode(context.types, context.channel);
  const byId = new Map(context.types.map((type) => [type.id, type]));
  const lastDay = addDays(context.today, SEARCH_LIMITS.horizonDays);
  const days = new Map<string, Map<string, DayPatch>>();
  let dayRows = 0;
  for (const element of message.elements) {
    const before = issues.length;
    const typeId = typeIds.get(element.invTypeCode);
    const type = typeId === undefined ? undefined : byId.get(typeId);
    if (!type) {
      issues.push(
        issue(
          T.bizRule,
          C.invalidRoomType,
          controlTag(element, "InvTypeCode"),
          `InvTypeCode ${element.invTypeCode} is not mapped for ${context.channel}`,
        ),
      );
      continue;
    }
    if (element.start < context.today)
      issues.push(
        issue(
          T.bizRule,
          C.invalidDate,
          controlTag(element, "Start"),
          `Start ${element.start} is in the past (today is ${context.today})`,
        ),
      );
    if (element.end > lastDay)
      issues.push(
        issue(
          T.bizRule,
          C.invalidDate,
          controlTag(element, "End"),
          `End ${element.end} is beyond the last bookable day ${lastDay}`,
        ),
      );
    if (element.ratePlanCode !== null) {
      const plan = planByCode(type, context.channel, element.ratePlanCode);
      const base = basePlanOf(type.ownPlans ?? type.housePlans);
      if (!plan)
        issues.push(
          issue(
            T.bizRule,
            C.invalidRateCode,
            controlTag(element, "RatePlanCode"),
            `RatePlanCode ${element.ratePlanCode} is not a plan of ${element.invTypeCode}`,
          ),
        );
      else if (plan.id !== base?.id)
        issues.push(
          issue(
            T.bizRule,
            C.invalidRateCode,
            controlTag(element, "RatePlanCode"),
            `RatePlanCode ${element.ratePlanCode} is derived (${plan.factorBp / 100}% of the base plan): push the base plan's`,
          ),
        );
    }
    const patch: DayPatch = {};
    if (element.kind === "count") {
      if (element.count > type.units)
        issues.push(
          issue(
            T.bizRule,
            C.invalidValue,
            `${element.tag}/InvCounts/InvCount[1]/@Count`,
            `Count ${element.count} is more than the type's ${type.units} units`,
          ),
        );
      patch.unitsLeft = element.count;
    } else if (element.kind === "avail") {
      for (const field of ["minStay", "maxStay"] as const) {
        const value = element[field];
        if (value != null && value > SEARCH_LIMITS.maxNights)
          issues.push(
            issue(
              T.bizRule,
              C.invalidValue,
              `${element.tag}/LengthsOfStay`,
              `A stay of at most ${SEARCH_LIMITS.maxNights} nights can be booked`,
            ),
          );
      }
      for (const field of ["closed", "closedToArrival", "closedToDeparture", "minStay", "maxStay"] as const)
        if (element[field] !== undefined) Object.assign(patch, { [field]: element[field] });
    } else {
      patch.price = element.remove ? null : dayPriceOf(element, type, issues, warnings);
    }
    if (issues.length > before) continue;
    const typeDays = days.get(type.id) ?? new Map<string, DayPatch>();
    days.set(type.id, typeDays);
    for (const date of daysOf(element)) {
      typeDays.set(date, { ...typeDays.get(date), ...patch });
      dayRows++;
    }
  }
  if (issues.length > 0) return { issues };
  return { edits: { days, pricesChanged: message.name === "OTA_HotelRateAmountNotifRQ", warnings, dayRows } };
}

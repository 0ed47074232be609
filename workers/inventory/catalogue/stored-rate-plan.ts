import type { CancellationPolicy } from "../../../shared/ota/listing";

/**
 * A rate plan as stored (properties.rate_plans, or an apartment type's own list in
 * apartment_types.rate_plans: a JSON array): what the seed and the rates page write and pricing reads.
 * `active` false: kept for the bookings and company rates that name it, offered to no new booking.
 */
export type StoredRatePlan = {
  id: string;
  code: string;
  name: { en: string; de: string };
  factorBp: number;
  cancellationPolicy: CancellationPolicy;
  active?: boolean;
  /** A channel manager's code of the plan per channel (docs/decisions/0116); absent: the plan's `code`. */
  channelCodes?: Record<string, string>;
};

/**
 * The rate plans of a house made in the back office until the rates pages set its own: the two the
 * seed gives, a flexible one (free cancellation until 7 days before arrival, then the first night;
 * long stays a month's notice) and a saver 10% cheaper, not refundable.
 */
export function defaultRatePlans(propertyId: string): StoredRatePlan[] {
  return [
    {
      id: `${propertyId}-flex`,
      code: "FLEX",
      name: { en: "Flexible rate", de: "Flexibler Tarif" },
      factorBp: 10_000,
      cancellationPolicy: { freeUntilDaysBeforeArrival: 7, fee: { kind: "firstNight" }, longStay: { noticeDays: 30 } },
    },
    {
      id: `${propertyId}-saver`,
      code: "SAVER",
      name: { en: "Saver rate, non-refundable", de: "Spartarif, nicht erstattbar" },
      factorBp: 9_000,
      cancellationPolicy: { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent: 100 } },
    },
  ];
}

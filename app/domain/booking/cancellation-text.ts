import type { CancellationPolicy } from "../ota/listing";

export type CancellationText =
  | { key: "offer.cancellation.alwaysFree"; values: Record<string, never> }
  | { key: "offer.cancellation.neverFirstNight"; values: Record<string, never> }
  | { key: "offer.cancellation.neverPercent"; values: { percent: number } }
  | { key: "offer.cancellation.freeUntilFirstNight"; values: { count: number } }
  | { key: "offer.cancellation.freeUntilPercent"; values: { count: number; percent: number } };

/** The i18n key and values that put a cancellation policy in words. */
export function cancellationText(policy: CancellationPolicy): CancellationText {
  const days = policy.freeUntilDaysBeforeArrival;
  const fee = policy.fee;
  if (fee.kind === "percentOfStay" && fee.percent === 0) return { key: "offer.cancellation.alwaysFree", values: {} };
  if (days === null) {
    return fee.kind === "firstNight"
      ? { key: "offer.cancellation.neverFirstNight", values: {} }
      : { key: "offer.cancellation.neverPercent", values: { percent: fee.percent } };
  }
  return fee.kind === "firstNight"
    ? { key: "offer.cancellation.freeUntilFirstNight", values: { count: days } }
    : { key: "offer.cancellation.freeUntilPercent", values: { count: days, percent: fee.percent } };
}

import { isLongStay } from "../../../shared/money/long-stay";
import type { CancellationPolicy } from "../../../shared/ota/listing";

export type CancellationText =
  | { key: "offer.cancellation.alwaysFree"; values: Record<string, never> }
  | { key: "offer.cancellation.neverFirstNight"; values: Record<string, never> }
  | { key: "offer.cancellation.neverPercent"; values: { percent: number } }
  | { key: "offer.cancellation.freeUntilFirstNight"; values: { count: number } }
  | { key: "offer.cancellation.freeUntilPercent"; values: { count: number; percent: number } }
  | { key: "longStay.notice"; values: { count: number } };

/**
 * The i18n key and values that put a cancellation policy in words, for a stay of `nights` nights: a
 * long stay on a plan with a notice period is told the notice period (workers/inventory/rules/cancellation.ts).
 */
export function cancellationText(policy: CancellationPolicy, nights: number): CancellationText {
  if (policy.longStay && isLongStay(nights))
    return { key: "longStay.notice", values: { count: policy.longStay.noticeDays } };
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

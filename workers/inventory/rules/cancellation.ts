import type { CancellationPolicy } from "../../../app/domain/ota/listing";
import { isoToDayNumber } from "./calendar";
import { divRoundHalfEven } from "./money";

const DAY_MS = 86_400_000;

export type CancellationTerms = {
  /** Until this instant (exclusive) cancelling is free; null when never free. */
  freeUntil: string | null;
  /** What cancelling at `now` costs, minor units. */
  fee: number;
};

/**
 * Free until 00:00 UTC N days before arrival; after that the policy's fee: a percentage of the stay's
 * total or the first night's accommodation. The fee never exceeds the total.
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  stay: { from: string; total: number; firstNight: number },
  now: Date,
): CancellationTerms {
  const freeUntilMs =
    policy.freeUntilDaysBeforeArrival === null
      ? null
      : (isoToDayNumber(stay.from) - policy.freeUntilDaysBeforeArrival) * DAY_MS;
  const freeUntil = freeUntilMs === null ? null : new Date(freeUntilMs).toISOString();
  if (freeUntilMs !== null && now.getTime() < freeUntilMs) return { freeUntil, fee: 0 };
  const fee =
    policy.fee.kind === "firstNight" ? stay.firstNight : divRoundHalfEven(stay.total * policy.fee.percent, 100);
  return { freeUntil, fee: Math.min(fee, stay.total) };
}

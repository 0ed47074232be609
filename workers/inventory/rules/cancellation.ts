import { isLongStay } from "../../../shared/money/long-stay";
import type { CancellationPolicy, LongStayCancellation } from "../../../shared/ota/listing";
import { isoToDayNumber } from "./calendar";
import { divRoundHalfEven } from "./money";

const DAY_MS = 86_400_000;

export type CancellationTerms = {
  /** Until this instant (exclusive) cancelling is free; null when never free. */
  freeUntil: string | null;
  /** What cancelling at `now` costs, minor units. */
  fee: number;
};

export type CancelledStay = {
  from: string;
  to: string;
  total: number;
  /** Accommodation only (the notice period of a long stay owes a share of it). */
  accommodation: number;
  firstNight: number;
};

/**
 * A long stay's notice period: notice given on day D (UTC) ends the stay at D + noticeDays, so the
 * nights from arrival up to then are owed, at the stay's average accommodation per night. Free while
 * the notice ends on or before arrival, i.e. until 00:00 UTC of the day after arrival - noticeDays.
 */
export function noticePeriodTerms(notice: LongStayCancellation, stay: CancelledStay, now: Date): CancellationTerms {
  const arrival = isoToDayNumber(stay.from);
  const nights = isoToDayNumber(stay.to) - arrival;
  const freeUntil = new Date((arrival - notice.noticeDays + 1) * DAY_MS).toISOString();
  const noticeEnds = Math.floor(now.getTime() / DAY_MS) + notice.noticeDays;
  const owedNights = Math.min(nights, Math.max(0, noticeEnds - arrival));
  const fee = owedNights === 0 ? 0 : divRoundHalfEven(stay.accommodation * owedNights, nights);
  return { freeUntil, fee: Math.min(fee, stay.total) };
}

/**
 * Free until 00:00 UTC N days before arrival; after that the policy's fee: a percentage of the stay's
 * total or the first night's accommodation. The fee never exceeds the total. A long stay (28 nights or
 * more) on a plan with a long-stay notice period follows the notice period instead.
 */
export function cancellationTerms(policy: CancellationPolicy, stay: CancelledStay, now: Date): CancellationTerms {
  if (policy.longStay && isLongStay(isoToDayNumber(stay.to) - isoToDayNumber(stay.from)))
    return noticePeriodTerms(policy.longStay, stay, now);
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

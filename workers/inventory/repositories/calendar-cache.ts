import type { StayCalendar } from "../../../app/domain/ota/stay-calendar";
import { availabilityChangedAt } from "./search-cache";

/**
 * Apartment calendars in KV under the tenant, type and months, with an expiry. Like a search result, a
 * calendar computed before the tenant's availability stamp (a booking or cancellation since) is computed
 * again, so a night sold a moment ago does not show as free (KV's propagation delay aside).
 */
const CALENDAR_TTL_SECONDS = 900;

const key = (ibeUid: string, apartmentTypeId: string, month: string, months: number) =>
  `calendar:${ibeUid}:${apartmentTypeId}:${month}:${months}`;

type Stored = { computedAt: string; calendar: StayCalendar };

export async function readCalendar(
  kv: KVNamespace,
  ibeUid: string,
  apartmentTypeId: string,
  month: string,
  months: number,
): Promise<StayCalendar | null> {
  const [stored, changedAt] = await Promise.all([
    kv.get<Stored>(key(ibeUid, apartmentTypeId, month, months), "json"),
    availabilityChangedAt(kv, ibeUid),
  ]);
  if (!stored || (changedAt && stored.computedAt <= changedAt)) return null;
  return stored.calendar;
}

export async function writeCalendar(
  kv: KVNamespace,
  ibeUid: string,
  month: string,
  months: number,
  calendar: StayCalendar,
  /** When the calendar read the availability. */
  computedAt: Date,
): Promise<void> {
  const stored: Stored = { computedAt: computedAt.toISOString(), calendar };
  await kv.put(key(ibeUid, calendar.apartmentTypeId, month, months), JSON.stringify(stored), {
    expirationTtl: CALENDAR_TTL_SECONDS,
  });
}

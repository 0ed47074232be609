import type { StayCalendar } from "../../../app/domain/ota/stay-calendar";
import type { Generation } from "./generation";

/** Apartment calendars in KV under the tenant, type and months, with an expiry, each with the generation it was computed at. */
const CALENDAR_TTL_SECONDS = 900;

export const calendarKey = (ibeUid: string, apartmentTypeId: string, month: string, months: number) =>
  `v2:calendar:${ibeUid}:${apartmentTypeId}:${month}:${months}`;

type KeptCalendar = { generation: Generation; calendar: StayCalendar };

export async function getCalendar(kv: KVNamespace, key: string): Promise<KeptCalendar | null> {
  return kv.get<KeptCalendar>(key, "json");
}

export async function putCalendar(kv: KVNamespace, key: string, kept: KeptCalendar): Promise<void> {
  await kv.put(key, JSON.stringify(kept), { expirationTtl: CALENDAR_TTL_SECONDS });
}

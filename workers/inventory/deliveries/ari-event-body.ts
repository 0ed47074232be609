import { type AriEventKind, isAriEventKind } from "../../../shared/ota/channel-deliveries";
import { SEARCH_LIMITS } from "../../../shared/search/search-limits";
import { findApartment } from "../repositories/apartments";
import { loadOccupancy } from "../repositories/availability";
import type { AriRange, DeliverableEvent } from "../repositories/channel-events";
import { type AvailabilityDay, availabilityOf, clippedRange, dayRuns } from "../rules/ari-out";
import { unitsLeftForStay } from "../rules/availability";
import { addDays, todayIso } from "../rules/calendar";
import { calendarDays, planNightlyRates } from "../rules/stay-calendar";
import { parseJson, rateCardOf, storedRatePlansOf } from "../services/apartment-view";
import { type AriMessageHead, availNotifOf, rateAmountNotifOf } from "./ari-notif";

export const isAriEvent = (event: Pick<DeliverableEvent, "kind">): event is DeliverableEvent & { kind: AriEventKind } =>
  isAriEventKind(event.kind);

/**
 * An ARI event's message, built from the calendar as it is now (docs/decisions/0134): the days of its
 * range from today to the horizon, as the endpoint's brand sells the type. Null when there is nothing
 * to say: the range has passed, or the brand no longer sells the type (its feed drops the listing).
 */
export async function ariEventBody(
  db: D1Database,
  event: DeliverableEvent & { kind: AriEventKind },
  channel: string | null,
  now: Date,
): Promise<string | null> {
  const subject = parseJson<AriRange | null>(event.booking, null);
  if (!subject) return null;
  const today = todayIso(now);
  const range = clippedRange(subject, today, addDays(today, SEARCH_LIMITS.horizonDays - 1));
  const row = range ? await findApartment(db, event.ibe_uid, subject.apartmentTypeId) : null;
  if (!range || !row) return null;
  const plans = storedRatePlansOf(row);
  const base = plans.find((plan) => plan.factorBp === 10_000) ?? plans[0];
  if (!base) return null;
  const links = parseJson<Record<string, { externalId?: string }>>(row.channel_links, {});
  const head: AriMessageHead = {
    eventId: event.id,
    sentAt: now.toISOString(),
    hotelCode: row.property_id,
    invTypeCode: (channel ? links[channel]?.externalId : undefined) ?? row.id,
    ratePlanCode: (channel ? base.channelCodes?.[channel] : undefined) ?? base.code,
  };
  const occupancy = await loadOccupancy(db, row.id, range.from, addDays(range.to, 1));
  const card = rateCardOf(row);
  const days = calendarDays(
    range.from,
    range.to,
    { ...occupancy, units: row.units, typeMinStay: row.min_stay, typeMaxStay: row.max_stay },
    (date) => planNightlyRates(card, [base.factorBp], date, occupancy.dayPrices[date])[0] ?? 0,
  );
  if (event.kind === "rates") {
    return rateAmountNotifOf(
      head,
      { currency: row.p_currency, guests: row.included_guests },
      dayRuns(days, (day) => day.rate),
    );
  }
  const availability: AvailabilityDay[] = days.map((day) => ({
    date: day.date,
    unitsLeft: unitsLeftForStay(row.units, [day.date], occupancy),
    closed: day.closed,
    closedToArrival: day.closedToArrival,
    closedToDeparture: day.closedToDeparture,
    minStay: day.minStay,
    maxStay: day.maxStay,
  }));
  return availNotifOf(head, dayRuns(availability, availabilityOf));
}

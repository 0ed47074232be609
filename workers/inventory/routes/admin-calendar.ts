import {
  adminCalendarQuerySchema,
  type CalendarEdit,
  type CalendarEditResult,
  calendarEditSchema,
  editStartsInPast,
} from "../../../shared/ota/back-office-calendar";
import { enqueueEvents } from "../deliveries/delivery-queue";
import { actorOf } from "../http/actor";
import { parseJsonBody, parseQuery } from "../http/parse";
import { json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import {
  bumpPriceVersion,
  type CalendarTypeRow,
  findCalendarType,
  readCalendarDays,
  writeCalendarDays,
} from "../repositories/calendar-days";
import { recordChange } from "../repositories/change-history";
import { ariOutboxStatement, outboxIds } from "../repositories/channel-events";
import { failIfUnitsBelowBookings, nightRefusedByGuard } from "../repositories/units-guard";
import { todayIso } from "../rules/calendar";
import { chosenDays, editedDays, editSummary, nightsBelowBookings } from "../rules/calendar-edit";
import { forget } from "../search-store/forget";
import { adminCalendarOf, monthSpan } from "../services/admin-calendar-view";
import { assertAdminFor, type RequestContext, requireOwnedApartmentType } from "./context";

/** The apartment type of an admin calendar request, once the caller may edit its house (403 otherwise). */
async function requireCalendarType(params: RouteParams, context: RequestContext): Promise<CalendarTypeRow> {
  await assertAdminFor(context, params.ibeUid);
  return requireOwnedApartmentType(context, params.apartmentTypeId, findCalendarType, (row) => row.owner_ibe_uid);
}

/** GET /api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/calendar?month=YYYY-MM */
export async function handleAdminGetCalendar(_request: Request, params: RouteParams, context: RequestContext) {
  const row = await requireCalendarType(params, context);
  const { month } = parseQuery(context.url, adminCalendarQuerySchema);
  const { first, last } = monthSpan(month);
  const { days, bookedByNight } = await readCalendarDays(context.env.INVENTORY_DB, row.id, first, last);
  return json(adminCalendarOf(row, month, days, bookedByNight));
}

const unitsBelowBookings = (nights: string[]) =>
  new OtaError("units_below_bookings", `More units are booked on ${nights.join(", ")}`, undefined, { nights });

/**
 * The days an edit changes, checked: no past day, units for sale never above the type's, nor below
 * what is booked on a night (409 naming the nights).
 */
async function checkedChanges(db: D1Database, row: CalendarTypeRow, edit: CalendarEdit, now: Date) {
  if (editStartsInPast(edit, todayIso(now)))
    throw new OtaError("invalid_input", "Past days cannot be changed", [
      { path: "body.from", message: "today or later" },
    ]);
  if (edit.set.units != null && edit.set.units > row.units)
    throw new OtaError("invalid_input", `At most the apartment type's ${row.units} units`, [
      { path: "body.set.units", message: `at most ${row.units}` },
    ]);
  const { days, bookedByNight } = await readCalendarDays(db, row.id, edit.from, edit.to);
  const changes = editedDays(edit, days);
  const nights = nightsBelowBookings(changes, bookedByNight);
  if (nights.length > 0) throw unitsBelowBookings(nights);
  return changes;
}

function editResult(row: CalendarTypeRow, edit: CalendarEdit, changes: CalendarEditResult["changes"], saved: boolean) {
  const result: CalendarEditResult = {
    apartmentTypeId: row.id,
    currency: row.p_currency,
    days: chosenDays(edit).length,
    changes,
    saved,
  };
  return json(result);
}

/** POST .../apartment-types/:apartmentTypeId/calendar/preview: the days an edit would change, nothing saved. */
export async function handleAdminPreviewCalendar(request: Request, params: RouteParams, context: RequestContext) {
  const row = await requireCalendarType(params, context);
  const edit = await parseJsonBody(request, calendarEditSchema);
  return editResult(row, edit, await checkedChanges(context.env.INVENTORY_DB, row, edit, context.now), false);
}

/**
 * POST .../apartment-types/:apartmentTypeId/calendar: saves an edit in one batch with one history entry
 * (subject `calendar`) and the search store's forget, so the next search, apartment page and booking
 * see it; a price change also bumps the type's price version, so a checkout priced before it is asked
 * again. An edit that changes nothing writes nothing.
 */
export async function handleAdminEditCalendar(request: Request, params: RouteParams, context: RequestContext) {
  const row = await requireCalendarType(params, context);
  const edit = await parseJsonBody(request, calendarEditSchema);
  const db = context.env.INVENTORY_DB;
  const changes = await checkedChanges(db, row, edit, context.now);
  if (changes.length > 0) {
    const priced = changes.some((change) => change.before.price !== change.after.price);
    // Units for sale set: the batch itself refuses them below a night's bookings, any booked since the check.
    const unitsSet = changes.filter((change) => change.after.units !== null).map((change) => change.date);
    const guard = unitsSet.length > 0 ? [failIfUnitsBelowBookings(db, row.id, { dates: unitsSet })] : [];
    const dates = changes.map((change) => change.date).sort();
    const ariOut = ariOutboxStatement(db, {
      at: context.now.toISOString(),
      kinds: priced ? ["availability", "rates"] : ["availability"],
      ranges: [{ apartmentTypeId: row.id, from: dates[0] ?? "", to: dates[dates.length - 1] ?? "" }],
    });
    const results = await db
      .batch([
        ...writeCalendarDays(db, row.id, changes),
        ...guard,
        ...(priced ? [bumpPriceVersion(db, row.id)] : []),
        recordChange(db, {
          propertyId: row.property_id,
          apartmentTypeId: row.id,
          subject: "calendar",
          subjectId: row.id,
          action: "updated",
          actor: actorOf(request, context.admin!),
          at: context.now.toISOString(),
          changes: editSummary(edit, changes),
        }),
        forget(db, { apartmentType: row.id }, "availability"),
        ariOut,
      ])
      .catch((error: unknown) => {
        const night = nightRefusedByGuard(error);
        if (!night) throw error;
        throw unitsBelowBookings([night]);
      });
    context.ctx.waitUntil(enqueueEvents(context.env.DELIVERY_QUEUE, outboxIds(results[results.length - 1])));
  }
  return editResult(row, edit, changes, true);
}

import {
  type AdminHouse,
  adminApartmentTypeSchema,
  adminHouseSchema,
  createApartmentTypeSchema,
  createHouseSchema,
  HOUSE_HISTORY_FIELDS,
  houseListQuerySchema,
  rangeProblems,
  TYPE_HISTORY_FIELDS,
  updateApartmentTypeSchema,
  updateHouseSchema,
} from "../../../shared/ota/back-office-houses";
import { type ChangeAction, changeHistoryQuerySchema, type FieldChange } from "../../../shared/ota/change-history";
import { idSchema } from "../../../shared/ota/common";
import { PLATFORM_TENANT_ID } from "../../../shared/tenancy/platform-tenant";
import { defaultRatePlans } from "../catalogue/stored-rate-plan";
import { actorOf } from "../http/actor";
import { newId } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { tenantExists } from "../repositories/apartments";
import {
  allCities,
  bookedNightsFrom,
  findHouse,
  findType,
  findTypesOfHouse,
  insertCity,
  insertHouse,
  insertType,
  listHouses,
  updateHouse,
  updateType,
} from "../repositories/back-office-houses";
import { listChanges, recordChange } from "../repositories/change-history";
import { failIfUnitsBelowBookings, nightRefusedByGuard } from "../repositories/units-guard";
import { todayIso } from "../rules/calendar";
import { fieldChanges } from "../rules/field-changes";
import { cityForHouse } from "../rules/house-city";
import { nightsOverUnits } from "../rules/units-below-bookings";
import { forget } from "../search-store/forget";
import {
  adminApartmentTypeOf,
  adminHouseOf,
  adminHouseSummaryOf,
  houseWriteOf,
  typeWriteOf,
} from "../services/back-office-house-view";
import { assertAdminFor, assertOwner, type RequestContext, requireOwnedApartmentType } from "./context";

/**
 * The back office's houses and apartment types (issue 34, docs/decisions/0105). Every write is one
 * batch: the write, its history entry and the search store's `forget` (docs/decisions/0083, 0104).
 */

/** What a write changed: its house, or its house's apartment type, the action and the fields. */
type Change = {
  propertyId: string;
  apartmentTypeId: string | null;
  action: ChangeAction;
  changes: FieldChange[];
};

/**
 * A write to a house (`apartmentTypeId` null) or an apartment type as one batch: its statements, the
 * history entry (the request's actor, now) and the search store's forget. A write that changes no
 * field does nothing.
 */
async function writeRecorded(
  request: Request,
  context: RequestContext,
  statements: D1PreparedStatement[],
  { propertyId, apartmentTypeId, action, changes }: Change,
): Promise<void> {
  if (changes.length === 0) return;
  const db = context.env.INVENTORY_DB;
  await db.batch([
    ...statements,
    recordChange(db, {
      propertyId,
      apartmentTypeId,
      subject: apartmentTypeId ? "apartment_type" : "property",
      subjectId: apartmentTypeId ?? propertyId,
      action,
      actor: actorOf(request, context.admin!),
      at: context.now.toISOString(),
      changes,
    }),
    forget(db, apartmentTypeId ? { apartmentType: apartmentTypeId } : { property: propertyId }),
  ]);
}

/** created / deactivated / reactivated / updated, by what changed. */
function actionOf(before: { active: boolean } | null, after: { active: boolean }): ChangeAction {
  if (!before) return "created";
  if (before.active !== after.active) return after.active ? "reactivated" : "deactivated";
  return "updated";
}

/** The house, if the caller's brand owns it (403 another brand's, 404 none). */
async function requireOwnedHouse(context: RequestContext, value: string | undefined): Promise<AdminHouse> {
  const id = parseParam("propertyId", value, idSchema);
  const db = context.env.INVENTORY_DB;
  const row = await findHouse(db, id);
  if (!row) throw notFound("House");
  assertOwner(context, row.owner_ibe_uid);
  return adminHouseOf(row, await findTypesOfHouse(db, id));
}

function requireOwnedType(context: RequestContext, value: string | undefined) {
  return requireOwnedApartmentType(context, value, findType, (row) => row.p_owner_ibe_uid);
}

/** GET /api/admin/ibe/:ibeUid/properties: the brand's houses; the platform's admin: all, or one owner's. */
export async function handleAdminListHouses(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const query = parseQuery(context.url, houseListQuerySchema);
  const platform = context.admin?.tenants === "all";
  const owner = platform ? (query.owner ?? null) : ibeUid;
  const { rows, nextCursor } = await listHouses(
    context.env.INVENTORY_DB,
    { owner, q: query.q },
    { limit: query.limit, cursor: query.cursor },
  );
  return json({ items: rows.map(adminHouseSummaryOf), nextCursor });
}

/** GET /api/admin/ibe/:ibeUid/properties/:propertyId: the house with its apartment types. */
export async function handleAdminGetHouse(_request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  return json(await requireOwnedHouse(context, params.propertyId));
}

/**
 * POST /api/admin/ibe/:ibeUid/properties: a new house of the path's brand (the platform's admin may
 * name another owner), sold by its owner's engine and the platform's, in the nearest city (or a new
 * one: rules/house-city.ts), with the default rate plans until the rates pages set others.
 */
export async function handleAdminCreateHouse(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const body = await parseJsonBody(request, createHouseSchema);
  const owner = body.ownerIbeUid ?? ibeUid;
  if (!(await tenantExists(db, owner)))
    throw new OtaError("invalid_input", "No such brand", [{ path: "body.ownerIbeUid", message: "unknown" }]);
  assertOwner(context, owner);
  const id = newId("prop");
  const chosen = cityForHouse(await allCities(db), body.address, () => newId("city"));
  const city = "existing" in chosen ? chosen.existing : chosen.created;
  const write = houseWriteOf(null, body);
  const sellers = [...new Set([owner, PLATFORM_TENANT_ID])];
  const after = adminHouseOf({ ...write, id, city_id: city.id, owner_ibe_uid: owner, currency: city.currency }, []);
  const statements = [
    ...("created" in chosen ? [insertCity(db, chosen.created)] : []),
    ...insertHouse(
      db,
      {
        ...write,
        id,
        city_id: city.id,
        owner_ibe_uid: owner,
        currency: city.currency,
        rate_plans: JSON.stringify(defaultRatePlans(id)),
      },
      sellers,
    ),
  ];
  const changes = fieldChanges(null, after, HOUSE_HISTORY_FIELDS);
  await writeRecorded(request, context, statements, {
    propertyId: id,
    apartmentTypeId: null,
    action: "created",
    changes,
  });
  return json(adminHouseSchema.parse(after), 201);
}

/** PUT /api/admin/ibe/:ibeUid/properties/:propertyId: the given fields; `active: false` deactivates. */
export async function handleAdminUpdateHouse(request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const before = await requireOwnedHouse(context, params.propertyId);
  const body = await parseJsonBody(request, updateHouseSchema);
  const write = houseWriteOf(before, body);
  const row = (await findHouse(db, before.id))!;
  const after = adminHouseOf({ ...row, ...write }, await findTypesOfHouse(db, before.id));
  const changes = fieldChanges(before, after, HOUSE_HISTORY_FIELDS);
  await writeRecorded(request, context, [updateHouse(db, before.id, write)], {
    propertyId: before.id,
    apartmentTypeId: null,
    action: actionOf(before, after),
    changes,
  });
  return json(after);
}

/** GET .../apartment-types/:apartmentTypeId */
export async function handleAdminGetApartmentType(_request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  return json(adminApartmentTypeOf(await requireOwnedType(context, params.apartmentTypeId)));
}

/** POST .../apartment-types: a new type under one of the brand's houses (`propertyId` in the body). */
export async function handleAdminCreateApartmentType(request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const body = await parseJsonBody(request, createApartmentTypeSchema);
  const house = await findHouse(db, body.propertyId);
  if (!house) throw new OtaError("invalid_input", "No such house", [{ path: "body.propertyId", message: "unknown" }]);
  assertOwner(context, house.owner_ibe_uid);
  const id = newId("apt");
  const write = typeWriteOf(null, body);
  const after = adminApartmentTypeOf({
    ...write,
    id,
    property_id: house.id,
    tier: "standard",
    p_currency: house.currency,
    p_owner_ibe_uid: house.owner_ibe_uid,
  });
  await writeRecorded(request, context, [insertType(db, id, house.id, write)], {
    propertyId: house.id,
    apartmentTypeId: id,
    action: "created",
    changes: fieldChanges(null, after, TYPE_HISTORY_FIELDS),
  });
  return json(adminApartmentTypeSchema.parse(after), 201);
}

/**
 * PUT .../apartment-types/:apartmentTypeId: the given fields; `active: false` deactivates. Fewer units
 * than are booked on some night from today on: 409 units_below_bookings with those nights, checked in
 * the write's own batch (repositories/units-guard.ts), so a booking made meanwhile counts too.
 */
export async function handleAdminUpdateApartmentType(request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  const db = context.env.INVENTORY_DB;
  const row = await requireOwnedType(context, params.apartmentTypeId);
  const body = await parseJsonBody(request, updateApartmentTypeSchema);
  const write = typeWriteOf(row, body);
  const merged = { sizeMin: write.size_min, sizeMax: write.size_max, minStay: write.min_stay, maxStay: write.max_stay };
  const problems = rangeProblems(merged);
  if (problems.length > 0)
    throw new OtaError(
      "invalid_input",
      "Invalid body",
      problems.map((problem) => ({ path: `body.${problem.path}`, message: problem.message })),
    );
  const before = adminApartmentTypeOf(row);
  const after = adminApartmentTypeOf({ ...row, ...write });
  const changes = fieldChanges(before, after, TYPE_HISTORY_FIELDS);
  const priceChanged = write.base_nightly !== row.base_nightly || write.cleaning_fee !== row.cleaning_fee;
  const today = todayIso(context.now);
  // Fewer units: the batch itself refuses them below a night's bookings, any booked until it runs.
  const guard = write.units < row.units ? [failIfUnitsBelowBookings(db, row.id, { from: today })] : [];
  try {
    await writeRecorded(request, context, [updateType(db, row.id, write, priceChanged), ...guard], {
      propertyId: row.property_id,
      apartmentTypeId: row.id,
      action: actionOf(before, after),
      changes,
    });
  } catch (error) {
    const night = nightRefusedByGuard(error);
    if (!night) throw error;
    const over = nightsOverUnits(await bookedNightsFrom(db, row.id, today), write.units);
    throw new OtaError(
      "units_below_bookings",
      "More units are booked than the type would have",
      [{ path: "body.units", message: "below bookings" }],
      over ?? { nights: [night] },
    );
  }
  return json(after);
}

/** GET .../properties/:propertyId/history: the house's changes and its apartment types', newest first. */
export async function handleAdminHouseHistory(_request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  const house = await requireOwnedHouse(context, params.propertyId);
  const page = parseQuery(context.url, changeHistoryQuerySchema);
  return json(await listChanges(context.env.INVENTORY_DB, { propertyId: house.id }, page));
}

/** GET .../apartment-types/:apartmentTypeId/history */
export async function handleAdminApartmentTypeHistory(_request: Request, params: RouteParams, context: RequestContext) {
  await assertAdminFor(context, params.ibeUid);
  const row = await requireOwnedType(context, params.apartmentTypeId);
  const page = parseQuery(context.url, changeHistoryQuerySchema);
  return json(await listChanges(context.env.INVENTORY_DB, { apartmentTypeId: row.id }, page));
}

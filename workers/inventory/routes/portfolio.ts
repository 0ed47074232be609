import {
  MAX_IMPORT_BODY_BYTES,
  type Portfolio,
  portfolioExportQuerySchema,
  portfolioImportQuerySchema,
  portfolioSchema,
} from "../../../shared/ota/back-office-import";
import { PLATFORM_TENANT_ID } from "../../../shared/tenancy/platform-tenant";
import { defaultRatePlans } from "../catalogue/stored-rate-plan";
import { actorOf } from "../http/actor";
import { newId } from "../http/ids";
import { parseQuery } from "../http/parse";
import { invalidInput, json, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { allCities, insertCity } from "../repositories/back-office-houses";
import { bumpPriceVersions, writeCalendarDaysOfTypes } from "../repositories/calendar-days";
import { type NewChange, recordChanges } from "../repositories/change-history";
import {
  calendarDaysOfOwner,
  calendarStateOfTypes,
  housesByIds,
  housesOfOwner,
  typesByIds,
  typesOfOwner,
  upsertHouses,
  upsertTypes,
} from "../repositories/portfolio";
import { todayIso } from "../rules/calendar";
import { forget } from "../search-store/forget";
import { portfolioOf } from "../services/portfolio-export";
import { type ImportPlan, importResultOf, planImport } from "../services/portfolio-import";
import { assertAdminFor, assertPlatformAdmin, type RequestContext } from "./context";

/**
 * A portfolio's export and import (issue 34, docs/decisions/0110): houses, apartment types and calendar
 * rows as JSON. The import is all or nothing: checked whole against the store, then written in one
 * D1 batch (one transaction) with a history entry per imported object and one forget.
 */

/** GET /api/admin/ibe/:ibeUid/portfolio/export: the brand's houses (the platform's admin: all, or `owner`'s). */
export async function handleAdminExportPortfolio(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const query = parseQuery(context.url, portfolioExportQuerySchema);
  if (query.owner) assertPlatformAdmin(context);
  const owner = context.admin?.tenants === "all" ? (query.owner ?? null) : ibeUid;
  const db = context.env.INVENTORY_DB;
  const [houses, types, days] = await Promise.all([
    housesOfOwner(db, owner),
    typesOfOwner(db, owner),
    calendarDaysOfOwner(db, owner, todayIso(context.now)),
  ]);
  return json(portfolioOf(houses, types, days));
}

/** The body as a portfolio: 413 above MAX_IMPORT_BODY_BYTES, 400 invalid_json or with every issue. */
async function parsePortfolio(request: Request): Promise<Portfolio> {
  const tooLarge = () => new OtaError("payload_too_large", `At most ${MAX_IMPORT_BODY_BYTES} bytes`);
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_IMPORT_BODY_BYTES) throw tooLarge();
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_IMPORT_BODY_BYTES) throw tooLarge();
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new OtaError("invalid_json", "Body is not valid JSON");
  }
  const parsed = portfolioSchema.safeParse(data);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

/** The plan's statements: cities, houses, types, days, the history of each object, one forget. */
function planStatements(db: D1Database, plan: ImportPlan, actor: string, at: string): D1PreparedStatement[] {
  const created = plan.houses.filter((house) => house.created);
  const history: NewChange[] = [
    ...plan.houses.map((house) => ({
      propertyId: house.row.id,
      apartmentTypeId: null,
      subject: "property" as const,
      subjectId: house.row.id,
      changes: house.changes,
    })),
    ...plan.types.map((type) => ({
      propertyId: type.row.property_id,
      apartmentTypeId: type.row.id,
      subject: "apartment_type" as const,
      subjectId: type.row.id,
      changes: type.changes,
    })),
    ...plan.calendar.map((entry) => ({
      propertyId: entry.propertyId,
      apartmentTypeId: entry.apartmentTypeId,
      subject: "calendar" as const,
      subjectId: entry.apartmentTypeId,
      changes: [{ field: "days", before: null, after: { changed: entry.changes.map((change) => change.date) } }],
    })),
  ].map((change) => ({ ...change, action: "imported" as const, actor, at }));
  const priced = plan.calendar
    .filter((entry) => entry.changes.some((change) => change.before.price !== change.after.price))
    .map((entry) => entry.apartmentTypeId);
  return [
    ...plan.newCities.map((city) => insertCity(db, city)),
    ...upsertHouses(
      db,
      plan.houses.map((house) => ({ ...house.row, rate_plans: JSON.stringify(defaultRatePlans(house.row.id)) })),
      created.flatMap((house) =>
        [...new Set([house.row.owner_ibe_uid, PLATFORM_TENANT_ID])].map((ibeUid) => ({
          propertyId: house.row.id,
          ibeUid,
        })),
      ),
    ),
    ...upsertTypes(
      db,
      plan.types.map((type) => type.row),
    ),
    ...writeCalendarDaysOfTypes(db, plan.calendar),
    ...(priced.length > 0 ? [bumpPriceVersions(db, priced)] : []),
    ...recordChanges(db, history),
    // Every engine's searches: the imported houses are sold by their owners' engines and the platform's.
    forget(db, { everyTenant: true }),
  ];
}

/**
 * POST /api/admin/ibe/:ibeUid/portfolio/import[?dryRun=true]: creates or updates every row by its id.
 * Any problem answers with all of them (403 forbidden when a row is another brand's, 409
 * units_below_bookings, else 400 invalid_input; `issues` name each row's JSON path) and writes nothing.
 */
export async function handleAdminImportPortfolio(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const { dryRun } = parseQuery(context.url, portfolioImportQuerySchema);
  const portfolio = await parsePortfolio(request);
  const db = context.env.INVENTORY_DB;
  const admin = context.admin!;
  const today = todayIso(context.now);
  const typeIds = [...portfolio.apartmentTypes.map((t) => t.id), ...portfolio.calendar.map((r) => r.apartmentTypeId)];
  const [houses, types, cities, tenants, calendar] = await Promise.all([
    housesByIds(db, [...portfolio.houses.map((h) => h.id), ...portfolio.apartmentTypes.map((t) => t.propertyId)]),
    typesByIds(db, typeIds),
    allCities(db),
    db.prepare("SELECT ibe_uid FROM tenants").all<{ ibe_uid: string }>(),
    calendarStateOfTypes(db, typeIds, today),
  ]);
  const planned = planImport(portfolio, {
    ibeUid,
    mayEdit: (owner) => admin.tenants === "all" || admin.tenants.includes(owner),
    knownTenants: new Set(tenants.results.map((row) => row.ibe_uid)),
    houses: new Map(houses.map((row) => [row.id, row])),
    types: new Map(types.map((row) => [row.id, row])),
    cities,
    calendar,
    today,
    newId,
  });
  if ("problems" in planned) {
    const { forbidden, belowBookings, invalid } = planned.problems;
    const issues = [...forbidden, ...belowBookings, ...invalid];
    // `details.issues` too: the app's client passes on details, not issues, and names each row's line.
    const details = { issues };
    if (forbidden.length > 0) throw new OtaError("forbidden", "Rows of another brand's houses", issues, details);
    if (belowBookings.length > 0)
      throw new OtaError("units_below_bookings", "Fewer units than are booked on some nights", issues, details);
    throw new OtaError("invalid_input", "Invalid rows", issues, details);
  }
  const result = importResultOf(planned.plan, dryRun);
  const changed = planned.plan.houses.length + planned.plan.types.length + planned.plan.calendar.length > 0;
  if (!dryRun && changed)
    await db.batch(planStatements(db, planned.plan, actorOf(request, admin), context.now.toISOString()));
  return json(result);
}

import { type AdminPrincipal, adminMayActFor } from "../../../shared/ota/admin-scopes";
import { ibeUidSchema, idSchema } from "../../../shared/ota/common";
import type { InventoryEnv } from "../env";
import { parseParam } from "../http/parse";
import { notFound, OtaError } from "../http/responses";
import { tenantExists } from "../repositories/apartments";
import { todayIso } from "../rules/calendar";
import { checkStayDates, STAY_LIMITS_TEXT } from "../rules/stay-dates";

/**
 * What every handler gets besides the request and its path parameters. `admin`: the verified principal
 * of an `/api/admin/*` request (workers/inventory/http/admin-auth.ts); absent elsewhere.
 */
export type RequestContext = { env: InventoryEnv; ctx: ExecutionContext; url: URL; now: Date; admin?: AdminPrincipal };

/**
 * Admin handlers of one tenant (`/api/admin/ibe/:ibeUid/...`) call this first: the path's tenant when
 * the principal may act on it; another tenant's, like an unknown one, is 404 (tenants stay apart).
 */
export async function assertAdminFor(context: RequestContext, value: string | undefined): Promise<string> {
  const admin = requireAdminPrincipal(context);
  const ibeUid = await requireTenant(context.env.INVENTORY_DB, value);
  if (!adminMayActFor(admin, ibeUid)) throw new OtaError("unknown_tenant", `Unknown booking engine ${ibeUid}`);
  return ibeUid;
}

/**
 * A house and its apartment types are edited by the admins of the brand that owns it and by the
 * platform's; another brand's admin (even one whose engine sells the house) gets 403. Call after
 * assertAdminFor, with the house's owner.
 */
export function assertOwner(context: RequestContext, ownerIbeUid: string): void {
  const admin = requireAdminPrincipal(context);
  if (admin.tenants !== "all" && !admin.tenants.includes(ownerIbeUid))
    throw new OtaError("forbidden", "Only the operator who owns this house may change it");
}

/**
 * The apartment type a back-office request names (the path's `apartmentTypeId`), as `find` reads it,
 * once the caller's brand owns its house (`ownerOf` the row): 404 none, 403 another brand's. Call
 * after assertAdminFor.
 */
export async function requireOwnedApartmentType<Row>(
  context: RequestContext,
  apartmentTypeId: string | undefined,
  find: (db: D1Database, id: string) => Promise<Row | null>,
  ownerOf: (row: Row) => string,
): Promise<Row> {
  const id = parseParam("apartmentTypeId", apartmentTypeId, idSchema);
  const row = await find(context.env.INVENTORY_DB, id);
  if (!row) throw notFound("Apartment type");
  assertOwner(context, ownerOf(row));
  return row;
}

/** Admin handlers across tenants (e.g. every tenant's bookings) call this: the platform's token only (403). */
export function assertPlatformAdmin(context: RequestContext): void {
  if (requireAdminPrincipal(context).tenants !== "all") {
    throw new OtaError("forbidden", "Only the platform's admin token may read across tenants");
  }
}

function requireAdminPrincipal(context: RequestContext): AdminPrincipal {
  if (!context.admin) throw new OtaError("unauthorized", "An admin bearer token is required");
  return context.admin;
}

/** The path's tenant: 400 when malformed, 404 unknown_tenant when the OTA does not serve it. */
export async function requireTenant(db: D1Database, value: string | undefined): Promise<string> {
  const ibeUid = parseParam("ibeUid", value, ibeUidSchema);
  if (!(await tenantExists(db, ibeUid))) throw new OtaError("unknown_tenant", `Unknown booking engine ${ibeUid}`);
  return ibeUid;
}

/** 400 invalid_dates / dates_in_past for a stay that cannot be searched or booked. */
export function requireStayDates(from: string, to: string, now: Date): number {
  const problem = checkStayDates(from, to, todayIso(now));
  if (problem === "invalid_dates") throw new OtaError("invalid_dates", STAY_LIMITS_TEXT);
  if (problem === "dates_in_past") throw new OtaError("dates_in_past", "The stay starts in the past");
  const fromDay = Date.parse(`${from}T00:00:00Z`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - fromDay) / 86_400_000);
}

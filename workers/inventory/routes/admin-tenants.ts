import { putTenantRequestSchema } from "../../../shared/ota/admin-tenant";
import { ibeUidSchema } from "../../../shared/ota/common";
import { parseJsonBody, parseParam } from "../http/parse";
import { json } from "../http/responses";
import type { RouteParams } from "../http/router";
import { forget } from "../search-store/forget";
import { assertPlatformAdmin, type RequestContext } from "./context";

/**
 * PUT /api/admin/tenants/:ibeUid: the platform admin's brand store tells the OTA of a brand (or its
 * new name) before it sells; its houses and searches need the tenant's row. Platform token only (403).
 * A new tenant gets its search generations in the same batch.
 */
export async function handleAdminPutTenant(request: Request, params: RouteParams, context: RequestContext) {
  assertPlatformAdmin(context);
  const ibeUid = parseParam("ibeUid", params.ibeUid, ibeUidSchema);
  const { name } = await parseJsonBody(request, putTenantRequestSchema);
  const db = context.env.INVENTORY_DB;
  await db.batch([
    db
      .prepare(
        "INSERT INTO tenants (ibe_uid, name) VALUES (?1, ?2) ON CONFLICT (ibe_uid) DO UPDATE SET name = excluded.name",
      )
      .bind(ibeUid, name),
    forget(db, { tenant: ibeUid }),
  ]);
  return json({ ibeUid, name });
}

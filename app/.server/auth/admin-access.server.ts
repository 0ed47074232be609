import { createContext, data, type RouterContextProvider } from "react-router";
import { PLATFORM_TENANT_ID } from "../../../shared/tenancy/platform-tenant";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { adminOnHost } from "../../domain/auth/admin-rule";
import type { SessionUser } from "../../domain/auth/session-user";
import { noStoreHeaders } from "../../navigation/no-store-headers";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { getI18n } from "../middleware/i18n.server";
import type { OtaClient } from "../ota/ota-client.server";
import { type AdminTokenFor, dropAmsAdminToken, getAmsAdminToken } from "./admin-token.server";
import { getSession, requireUser } from "./session.server";

/** Who may use this admin area: the signed-in admin, their tenant, and whether they are the platform's admin. */
export type AdminAccess = { user: SessionUser; tenant: Tenant; platform: boolean };

/** What a 403 of the admin area carries, so the admin layout shows its own page (with sign-out). */
export type AdminForbidden = { adminForbidden: true; title: string };

/** The request's admin access, set by requireAdmin: adminOtaFor needs it (and so needs requireAdmin first). */
const adminAccessContext = createContext<AdminAccess>();

/**
 * Every admin loader and action calls this first. On the admin host (`admin.<brand host>`):
 * signed out -> sign-in on this host, coming back here; signed in without admin rights for this
 * tenant (another brand's admin included) -> 403 (the admin layout's translated page, with sign-out);
 * otherwise the access, `platform` for `portal-backend:admin` on the main tenant's admin host.
 * On a brand's public host the admin area does not exist (404).
 */
export async function requireAdmin({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<AdminAccess> {
  const { tenant, area } = context.get(tenantContext);
  const session = await getSession(context);
  const verdict = adminOnHost({
    area,
    signedIn: session !== null,
    roles: session?.user.roles,
    tenant: tenant.ibeUid,
    mainTenant: PLATFORM_TENANT_ID,
  });
  if (verdict === "not-admin-host") throw data(null, { status: 404 });
  if (verdict === "sign-in" || !session) {
    await requireUser(context, request);
    throw data(null, { status: 404 });
  }
  if (verdict === "forbidden") {
    const title = getI18n(context).t("meta.adminTitle", { brand: tenant.name });
    throw data({ adminForbidden: true, title } satisfies AdminForbidden, { status: 403, headers: noStoreHeaders() });
  }
  const access: AdminAccess = { user: session.user, tenant, platform: verdict === "platform-admin" };
  context.set(adminAccessContext, access);
  return access;
}

/**
 * The OTA client of admin pages: every call carries the admin token (getAmsAdminToken) of the
 * request's tenant, or the platform's for the platform admin. Call requireAdmin first; without it
 * this throws (there is no access to act with).
 */
export function adminOtaFor(context: Readonly<RouterContextProvider>): OtaClient {
  const access = context.get(adminAccessContext);
  const who: AdminTokenFor = { tenant: access.tenant, platform: access.platform };
  return adaptersOf(context).adminOta({
    token: () => getAmsAdminToken(context, who),
    refused: () => dropAmsAdminToken(context, who),
    actor: `${access.user.name} <${access.user.email}>`,
  });
}

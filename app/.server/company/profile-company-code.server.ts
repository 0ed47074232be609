import { type RouterContextProvider, redirect } from "react-router";
import { COMPANY_CODE_PARAM } from "../../../shared/company/company-code-param";
import { customerOf } from "../account/customer.server";
import { adaptersOf } from "../adapters.server";
import { getSession } from "../auth/session.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";

/**
 * A signed-in traveller's profile code on a page whose URL has no `companyCode` (search results, an
 * apartment page): the redirect to the same page with it, so the URL carries the code like a typed
 * one and every link, the listing set and the checkout take it along
 * (docs/decisions/0036-company-code-in-the-profile.md). A code in the URL wins; an empty parameter
 * (`companyCode=`) asks for the public rates. Null when there is nothing to add: signed out, no
 * code in the profile, or a profile the OTA cannot give right now.
 */
export async function profileCompanyCodeRedirect(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.searchParams.has(COMPANY_CODE_PARAM)) return null;
  const session = await getSession(context);
  if (!session) return null;
  const { tenant } = context.get(tenantContext);
  const result = await adaptersOf(context).ota.getMyProfile(tenant.ibeUid, customerOf(session.user));
  if (!result.ok) {
    logger.warn("company code: profile unavailable", { status: result.status, code: result.code });
    return null;
  }
  const code = result.data.profile?.companyCode;
  if (!code) return null;
  const params = new URLSearchParams(url.searchParams);
  params.set(COMPANY_CODE_PARAM, code);
  // The traveller's own redirect: never stored by a shared cache.
  return redirect(`${url.pathname}?${params.toString()}`, { headers: { "Cache-Control": "private, no-store" } });
}

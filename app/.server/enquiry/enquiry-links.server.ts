import type { RouterContextProvider } from "react-router";
import type { Rfp } from "~/domain/ota/rfp";
import type { Language } from "~/domain/tenancy/languages";
import { adminHostOf } from "~/domain/tenancy/resolve-tenant";
import { enquiryPath, verifyManageToken } from "../booking/manage-link.server";
import { configContext, tenantContext } from "../context.server";

/** The enquiry's page with its signed token, as an absolute URL for mails. */
export async function enquiryUrl(
  context: Readonly<RouterContextProvider>,
  origin: string,
  rfp: Pick<Rfp, "id">,
  lng: Language,
): Promise<string> {
  const { tenant } = context.get(tenantContext);
  const secret = context.get(configContext).SESSION_SECRET;
  return new URL(await enquiryPath({ lng, rfpId: rfp.id, ibeUid: tenant.ibeUid, secret }), origin).toString();
}

/** Whether `token` is the enquiry's signed link of this tenant. */
export async function isEnquiryToken(
  context: Readonly<RouterContextProvider>,
  rfpId: string,
  token: string | null,
): Promise<boolean> {
  const { tenant } = context.get(tenantContext);
  return verifyManageToken(context.get(configContext).SESSION_SECRET, tenant.ibeUid, rfpId, token, "enquiry");
}

/** The operators' page of an enquiry on the brand's admin host (same scheme and port as `origin`). */
export function adminEnquiryUrl(origin: string, rfpId: string, lng: Language): string {
  const url = new URL(origin);
  url.host = `${adminHostOf(url.hostname)}${url.port ? `:${url.port}` : ""}`;
  url.pathname = `/${lng}/admin/enquiries/${encodeURIComponent(rfpId)}`;
  return url.toString();
}

import type { RouterContextProvider } from "react-router";
import type { Rfp } from "../../../shared/ota/rfp";
import type { Language } from "../../../shared/tenancy/languages";
import { adminHostOf } from "../../domain/tenancy/resolve-tenant";
import { adaptersOf } from "../adapters.server";
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

/**
 * The signed link back to the enquiry of an offer the checkout tried to book, for a guest whose offer
 * was booked or closed meanwhile. Only when the OTA confirms that offer (`rfpOfferId`) belongs to that
 * enquiry of this tenant: holding both ids is what seeing the enquiry's page gave (decision 0065).
 */
export async function enquiryPathForOffer(
  context: Readonly<RouterContextProvider>,
  input: { rfpId: string; rfpOfferId: string; lng: Language },
): Promise<string | null> {
  const { tenant } = context.get(tenantContext);
  const rfp = await adaptersOf(context).ota.getRfp(tenant.ibeUid, input.rfpId);
  if (!rfp.ok || !rfp.data.offers.some((offer) => offer.id === input.rfpOfferId)) return null;
  const secret = context.get(configContext).SESSION_SECRET;
  return enquiryPath({ lng: input.lng, rfpId: input.rfpId, ibeUid: tenant.ibeUid, secret });
}

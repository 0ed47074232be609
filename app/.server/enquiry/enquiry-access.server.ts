import { data, type RouterContextProvider } from "react-router";
import type { Rfp } from "../../../shared/ota/rfp";
import { adaptersOf } from "../adapters.server";
import { getSession } from "../auth/session.server";
import { tenantContext } from "../context.server";
import { unwrapUpstream } from "../http/upstream-failure.server";
import { isEnquiryToken } from "./enquiry-links.server";

/**
 * The enquiry a requester may see: with the signed link from the mail, or signed in as the user who
 * sent it. A bad token, someone else's enquiry, another tenant's and an unknown one all answer the
 * same 404; 502 when the OTA fails.
 */
export async function authorizedEnquiry(
  context: Readonly<RouterContextProvider>,
  rfpId: string,
  token: string | null,
): Promise<{ rfp: Rfp; viaLink: boolean }> {
  const { tenant } = context.get(tenantContext);
  const viaLink = await isEnquiryToken(context, rfpId, token);
  const session = viaLink ? null : await getSession(context);
  if (!viaLink && !session) throw data(null, { status: 404 });
  const result = await adaptersOf(context).ota.getRfp(tenant.ibeUid, rfpId);
  const rfp = unwrapUpstream(result, { notFound: [404, 400] });
  if (!viaLink && rfp.userId !== session?.user.sub) throw data(null, { status: 404 });
  return { rfp, viaLink };
}

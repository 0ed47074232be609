import type { RouterContextProvider } from "react-router";
import type { CompanyLookup } from "../../../shared/ota/company-code";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";

/**
 * A company code as the OTA judges it for the host's tenant and an arrival (today without one): its
 * status and, when valid, the company's terms. Another tenant's code is unknown. A lookup that got no
 * answer is null: the page then says nothing about the code (every later step checks it again).
 */
export async function lookUpCompanyCode(
  context: Readonly<RouterContextProvider>,
  code: string,
  arrival?: string | null,
): Promise<CompanyLookup | null> {
  const { tenant } = context.get(tenantContext);
  const found = await adaptersOf(context).ota.getCompanyCode(tenant.ibeUid, code, arrival ?? undefined);
  if (found.ok) return found.data;
  logger.warn("company code not looked up", { status: found.status });
  return null;
}

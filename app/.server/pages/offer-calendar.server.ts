import type { RouterContextProvider } from "react-router";
import type { StayCalendar } from "../../../shared/ota/stay-calendar";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";

/**
 * An apartment's calendar for whole months from the inventory (computed there for each request); null
 * when the inventory cannot answer: the page shows its dates form anyway.
 */
export async function loadStayCalendar(
  context: Readonly<RouterContextProvider>,
  apartmentTypeId: string,
  month: string,
  months: number,
): Promise<StayCalendar | null> {
  const { tenant } = context.get(tenantContext);
  const result = await adaptersOf(context).ota.getStayCalendar(tenant.ibeUid, apartmentTypeId, {
    month,
    months,
    language: getLocale(context),
  });
  if (result.ok) return result.data;
  if (result.status >= 500) logger.warn("offer: calendar not loaded", { status: result.status, code: result.code });
  return null;
}

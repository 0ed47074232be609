import { data, type RouterContextProvider } from "react-router";
import { isSameSitePath } from "../../domain/checkout/checkout-pages";
import type { CheckoutSession } from "../../domain/checkout/checkout-session";
import { companyCodeProblemKey } from "../../domain/company/company-notice";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";

/**
 * Every checkout step of a stay at a company's rate asks the OTA again whether its code still holds
 * for the stay's arrival (an operator may have deactivated or shortened it meanwhile). When it does
 * not, the step answers 409 with the translated reason and the way back to the offer page (with the
 * code, so the guest sees the notice and the public rates there); nothing is booked. A booked session
 * is past that. The OTA checks once more when booking; an unanswered lookup leaves that check to it.
 */
export async function assertCheckoutCompanyCode(
  context: Readonly<RouterContextProvider>,
  session: CheckoutSession | null,
): Promise<void> {
  const code = session?.params.offer.companyCode;
  if (!session || !code || session.state.booking) return;
  const { tenant } = context.get(tenantContext);
  const found = await adaptersOf(context).ota.getCompanyCode(tenant.ibeUid, code, session.params.offer.from);
  if (!found.ok) {
    logger.warn("checkout: company code not checked", { status: found.status });
    return;
  }
  const problem = companyCodeProblemKey(found.data.status);
  if (!problem) return;
  throw data(
    {
      reason: "checkout-expired",
      offerUrl: isSameSitePath(session.params.offerUrl) ? session.params.offerUrl : null,
      companyProblem: { key: problem, code },
    },
    { status: 409, headers: { "Cache-Control": "no-store" } },
  );
}

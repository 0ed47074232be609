import type { PaymentMethod } from "../tenancy/tenant";
import { type CheckoutPageId, isCheckoutPageId, type PageId } from "./checkout-pages";
import { type CheckoutParams, planNextStep } from "./checkout-steps";

/**
 * The steps this checkout walks through, in order, for the progress indicator: followed from the
 * offer page with the same next-step rules the routes use, so the two cannot disagree.
 */
export function checkoutStepsFor(input: {
  params: CheckoutParams;
  servicesFeatureEnabled: boolean;
  paymentMethod?: PaymentMethod | null;
}): CheckoutPageId[] {
  const steps: CheckoutPageId[] = [];
  let page: PageId = "offer";
  for (let guard = 0; guard < 8; guard += 1) {
    const plan = planNextStep({ ...input, page: { id: page } });
    if (!plan.ok || !isCheckoutPageId(plan.pageId)) break;
    steps.push(plan.pageId);
    page = plan.pageId;
  }
  return steps;
}

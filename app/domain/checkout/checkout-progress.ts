import type { PaymentMethod } from "../../../shared/tenancy/tenant";
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

/**
 * The payment method the steps are counted with: the one the guest chose (booking details), else the
 * one typed on the booking form and kept by a back step, else the one that form checks by default
 * (the tenant's first). So the booking step already counts the card step when the card is the
 * preselected method, and the count changes only with the guest's own choice, never mid-flow.
 */
export function expectedPaymentMethod(input: {
  chosen: PaymentMethod | null | undefined;
  entered: string | null | undefined;
  offered: readonly PaymentMethod[];
}): PaymentMethod | null {
  if (input.chosen) return input.chosen;
  const entered = input.offered.find((method) => method === input.entered);
  return entered ?? input.offered[0] ?? null;
}

/** Where a step stands: behind the guest, the one open now, or ahead. */
export type StepStatus = "done" | "current" | "todo";

/**
 * The spec's progress bar states (section 4). `active`: the step being filled in; `exception`: its
 * last submission failed (bad input, declined card, booking refused); `success`: booked or sent;
 * `normal`: nothing going on (steps ahead, or no step open).
 */
export type ProgressBarState = "normal" | "exception" | "active" | "success";

export type ProgressItem = {
  pageId: CheckoutPageId;
  /** 1-based. */
  number: number;
  status: StepStatus;
  state: ProgressBarState;
  /** Completed steps can be opened again (to change what was entered), until the booking is made. */
  linked: boolean;
};

export type CheckoutProgressModel = {
  items: ProgressItem[];
  /** "Step <position> of <count>"; position is null when no step of the list is open. */
  position: number | null;
  count: number;
  state: ProgressBarState;
};

/**
 * The progress indicator of a checkout: every step with its status and state, the position of the
 * open step and the whole bar's state. `current` is the open page; `finished` is the confirmation
 * (all steps done, success); `failed` is the open step's last submission failing.
 */
export function checkoutProgress(input: {
  steps: readonly CheckoutPageId[];
  current: string | null;
  failed?: boolean;
  finished?: boolean;
}): CheckoutProgressModel {
  const { steps } = input;
  const finished = input.finished === true;
  const index = finished ? steps.length : input.current ? (steps as readonly string[]).indexOf(input.current) : -1;
  const open = !finished && index >= 0;
  const failed = open && input.failed === true;
  const items = steps.map((pageId, position): ProgressItem => {
    const status: StepStatus = index < 0 ? "todo" : position < index ? "done" : position === index ? "current" : "todo";
    const state: ProgressBarState =
      status === "done" ? "success" : status === "current" ? (failed ? "exception" : "active") : "normal";
    return { pageId, number: position + 1, status, state, linked: status === "done" && !finished };
  });
  return {
    items,
    position: open ? index + 1 : null,
    count: steps.length,
    state: finished ? "success" : failed ? "exception" : open ? "active" : "normal",
  };
}

/**
 * The spec's states of the Next action (section 4). `loading`: its form is being sent; `requested`:
 * the form was sent and the next page is on its way; `disabled`: a required entry is missing (a
 * checkbox such as the terms, checked in the browser); `ready`: it can be pressed.
 */
export type NextActionState = "ready" | "requested" | "disabled" | "loading";

export function nextActionState(input: {
  /** React Router's navigation state, for this form's submission only ("idle" for any other). */
  submission: "idle" | "submitting" | "loading";
  /** A required entry is missing. Only the browser knows before the post; the server never disables. */
  blocked: boolean;
}): NextActionState {
  if (input.submission === "submitting") return "loading";
  if (input.submission === "loading") return "requested";
  return input.blocked ? "disabled" : "ready";
}

import type { Language } from "../../../shared/tenancy/languages";
import type { PaymentMethod } from "../../../shared/tenancy/tenant";
import { paysByCard } from "../payments/pays-by-card";
import {
  type CheckoutPageId,
  isCheckoutPageId,
  isPageId,
  type PageId,
  type PagePathInput,
  pagePath,
} from "./checkout-pages";

/**
 * The checkout's next and previous steps (spec section 4, "Checkout next step" / "Checkout previous
 * step", and the warnings of section 8). Pure: the route passes what it knows, logs the warning of a
 * failed result (`console.warn`) and shows the translated error of STEP_WARNING_MESSAGE_KEYS; it never
 * renders a blank page. Decision record: docs/decisions/0010-checkout-steps.md.
 */

/** Search params as the checkout params may carry them. */
export type SearchParamsLike = URLSearchParams | string | Readonly<Record<string, string | number | null | undefined>>;

/** The spec's checkout params. Every field is optional: they come from a session that may be partial. */
export type CheckoutParams = {
  sessionId?: string | null;
  /** The guest pays by credit card (used when no payment method is passed explicitly). */
  hasCreditCard?: boolean | null;
  /** The guest pays with an AirPlus company card (used when no payment method is passed explicitly). */
  hasAirplus?: boolean | null;
  /** The apartment offers bookable extra services. */
  hasExtraServices?: boolean | null;
  /** Set when the booking answers an RFP (enquiry) offer. */
  rfpId?: string | null;
  /** The offer can only be requested, not booked (spec: Ad bookings without a RATEHAWK link). */
  isRfp?: boolean | null;
  /** Path of the offer page the checkout started from. */
  offerUrl?: string | null;
  offer?: unknown;
  searchParams?: SearchParamsLike | null;
};

export type StepWarningCode =
  | "no_page"
  | "no_page_id"
  | "not_a_checkout_page"
  | "no_target_route"
  | "session_not_stored"
  | "missing_params"
  | "no_previous_route";

/** `message` is for the log, in English; the user sees STEP_WARNING_MESSAGE_KEYS[code], translated. */
export type StepWarning = { code: StepWarningCode; message: string };

export type StepTarget = { pageId: PageId; path: string };

export type StepResult =
  | { ok: true; target: StepTarget; clearCheckoutCookie?: boolean }
  | { ok: false; warning: StepWarning };

/** The i18n key of the error the user sees for each warning. */
export const STEP_WARNING_MESSAGE_KEYS = {
  no_page: "checkout.errors.stepUnavailable",
  no_page_id: "checkout.errors.stepUnavailable",
  not_a_checkout_page: "checkout.errors.stepUnavailable",
  no_target_route: "checkout.errors.stepUnavailable",
  no_previous_route: "checkout.errors.stepUnavailable",
  session_not_stored: "checkout.errors.sessionNotStored",
  missing_params: "checkout.errors.sessionExpired",
} as const satisfies Record<StepWarningCode, string>;

/**
 * The page the route belongs to, as the route found it (e.g. from its route handle). `undefined` or
 * `null`: no page was found; an empty or missing `id`: the page has no id.
 */
export type CurrentPage = { id?: string | null } | null | undefined;

type StepContext = {
  params?: CheckoutParams | null;
  /** The tenant's extra-services feature (tenant.features.extraServices). */
  servicesFeatureEnabled: boolean;
  /**
   * The payment method the guest chose, when the caller knows it. It wins over the params'
   * hasCreditCard / hasAirplus, which are used only when it is absent.
   */
  paymentMethod?: PaymentMethod | null;
};

export type PlanNextStepInput = StepContext & { page: CurrentPage };

export type NextStepPlan = { ok: true; from: PageId; pageId: PageId } | { ok: false; warning: StepWarning };

export type CompleteNextStepInput = {
  lng: Language;
  /** Whether the caller stored the checkout session (spec: "the session could not be stored"). */
  stored: boolean;
  /** The session id after storing (the offer page starts a session, so it is often new). */
  sessionId?: string | null;
};

export type NextStepInput = PlanNextStepInput & CompleteNextStepInput;

export type PreviousStepInput = StepContext & {
  lng: Language;
  /** The page the user goes back from (spec: "set checkout prev (page id)"). */
  pageId?: string | null;
};

const warn = (code: StepWarningCode, message: string) => ({ ok: false as const, warning: { code, message } });

/** Card or AirPlus: the explicit method when given, else the params' flags. */
export function usesCardOrAirplus(params: CheckoutParams, paymentMethod?: PaymentMethod | null): boolean {
  if (paymentMethod) return paysByCard(paymentMethod);
  return params.hasCreditCard === true || params.hasAirplus === true;
}

/**
 * The extra-services step applies when the apartment has extra services and either the tenant's
 * services feature is on or the booking answers an RFP (rfpId). Read as `extras && (feature || rfpId)`:
 * an RFP without extra services has nothing to show on that page.
 */
export function hasExtraServicesStep(params: CheckoutParams, servicesFeatureEnabled: boolean): boolean {
  return params.hasExtraServices === true && (servicesFeatureEnabled || Boolean(params.rfpId));
}

/** An RFP checkout: a request for an offer (isRfp) or a booking of an RFP offer (rfpId). */
export function isRfpCheckout(params: CheckoutParams): boolean {
  return params.isRfp === true || Boolean(params.rfpId);
}

/** True when the search params carry a non-empty `guests` value. */
export function searchParamsHaveGuests(searchParams: SearchParamsLike | null | undefined): boolean {
  if (searchParams === null || searchParams === undefined) return false;
  let value: unknown;
  if (typeof searchParams === "string") value = new URLSearchParams(searchParams).get("guests");
  else if (searchParams instanceof URLSearchParams) value = searchParams.get("guests");
  else value = searchParams.guests;
  if (typeof value === "number") return Number.isFinite(value);
  return typeof value === "string" && value.trim() !== "";
}

/** Spec "Checkout next step": where each page goes; null when the spec names no next page. */
function nextPageOf(page: PageId, context: StepContext): PageId | null {
  const params = context.params ?? {};
  const cardOrAirplus = usesCardOrAirplus(params, context.paymentMethod);
  switch (page) {
    case "offer":
      return params.isRfp === true ? "checkout.rfpRequest" : "checkout.booking";
    case "account.enquiries.details":
      return "checkout.booking";
    case "checkout.booking":
      if (hasExtraServicesStep(params, context.servicesFeatureEnabled)) return "checkout.extraServices";
      return cardOrAirplus ? "checkout.paymentInformations" : "checkout.summary";
    case "checkout.extraServices":
      return cardOrAirplus ? "checkout.paymentInformations" : "checkout.summary";
    case "checkout.paymentInformations":
      return "checkout.summary";
    // The summary submits the booking and the request page submits the RFP: no next page.
    case "checkout.summary":
    case "checkout.rfpRequest":
      return null;
  }
}

/** Spec "Checkout previous step", before the guests rule; null when the spec names no previous page. */
function previousPageOf(page: CheckoutPageId, context: StepContext): PageId | null {
  const params = context.params ?? {};
  switch (page) {
    case "checkout.booking":
      return "offer";
    case "checkout.summary":
      return usesCardOrAirplus(params, context.paymentMethod) ? "checkout.paymentInformations" : "checkout.booking";
    case "checkout.paymentInformations":
      return hasExtraServicesStep(params, context.servicesFeatureEnabled)
        ? "checkout.extraServices"
        : "checkout.booking";
    case "checkout.extraServices":
      return "checkout.booking";
    case "checkout.rfpRequest":
      return null;
  }
}

/**
 * Step 1 of "next": validates the current page and picks the target page. The caller then stores the
 * checkout session and calls completeNextStep with the outcome. Warnings: no_page, no_page_id,
 * not_a_checkout_page (neither a checkout step nor the offer or enquiry-detail page), no_target_route
 * (the page has no next step).
 */
export function planNextStep(input: PlanNextStepInput): NextStepPlan {
  if (input.page === null || input.page === undefined) return warn("no_page", "checkout next: no page found");
  const id = input.page.id;
  if (typeof id !== "string" || id.trim() === "") return warn("no_page_id", "checkout next: the page has no id");
  if (!isPageId(id)) {
    return warn("not_a_checkout_page", `checkout next: "${id}" is not a checkout, offer or enquiry-detail page`);
  }
  const target = nextPageOf(id, input);
  if (!target) return warn("no_target_route", `checkout next: no target route from "${id}"`);
  return { ok: true, from: id, pageId: target };
}

/**
 * Step 2 of "next": after the caller tried to store the session. Warnings: session_not_stored, and
 * no_target_route when the target's path cannot be built (no session id, unknown language).
 */
export function completeNextStep(plan: NextStepPlan, input: CompleteNextStepInput): StepResult {
  if (!plan.ok) return plan;
  if (!input.stored) return warn("session_not_stored", `checkout next: the session could not be stored (${plan.from})`);
  const path = pagePath(plan.pageId, { lng: input.lng, sessionId: input.sessionId ?? null });
  if (!path) return warn("no_target_route", `checkout next: no route for "${plan.pageId}" from "${plan.from}"`);
  return { ok: true, target: { pageId: plan.pageId, path } };
}

/** planNextStep and completeNextStep in one call, for a caller that already knows whether it stored the session. */
export function nextStep(input: NextStepInput): StepResult {
  return completeNextStep(planNextStep(input), input);
}

/**
 * The previous step. Warnings: missing_params (no params, no page id or no session id),
 * not_a_checkout_page (the offer, an enquiry or an unknown page), no_previous_route (the request page,
 * or booking without a usable offerUrl).
 *
 * Booking goes back to the offer page and asks the caller to clear the checkout cookie.
 *
 * The guests rule ("Guests in the search params with a non-booking target forces the booking page
 * unless an RFP"): when the search params carry guests, the computed target is a checkout step other
 * than booking, and the checkout is no RFP (isRfp or rfpId), the target becomes booking, where the
 * guest count is entered. It only redirects between checkout steps: the booking page's own target (the
 * offer page) is never replaced, so going back from booking cannot loop on booking.
 */
export function previousStep(input: PreviousStepInput): StepResult {
  const params = input.params;
  if (!params) return warn("missing_params", "checkout previous: no checkout params");
  if (typeof input.pageId !== "string" || input.pageId.trim() === "") {
    return warn("missing_params", "checkout previous: no page id");
  }
  if (!params.sessionId) return warn("missing_params", "checkout previous: no session id");
  const pageId = input.pageId;
  if (!isCheckoutPageId(pageId))
    return warn("not_a_checkout_page", `checkout previous: "${pageId}" is not a checkout page`);

  let target = previousPageOf(pageId, input);
  if (
    target !== null &&
    target !== "checkout.booking" &&
    isCheckoutPageId(target) &&
    pageId !== "checkout.booking" &&
    searchParamsHaveGuests(params.searchParams) &&
    !isRfpCheckout(params)
  ) {
    target = "checkout.booking";
  }
  if (!target) return warn("no_previous_route", `checkout previous: no previous route from "${pageId}"`);

  const pathInput: PagePathInput = {
    lng: input.lng,
    sessionId: params.sessionId,
    rfpId: params.rfpId ?? null,
    offerUrl: params.offerUrl ?? null,
  };
  const path = pagePath(target, pathInput);
  if (!path) return warn("no_previous_route", `checkout previous: no route for "${target}" from "${pageId}"`);
  return target === "offer"
    ? { ok: true, target: { pageId: target, path }, clearCheckoutCookie: true }
    : { ok: true, target: { pageId: target, path } };
}

import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import type { PaymentMethod } from "../../../shared/tenancy/tenant";
import { CHECKOUT_SESSION_PARAM, isSameSitePath, type PageId } from "../../domain/checkout/checkout-pages";
import type { CheckoutSession } from "../../domain/checkout/checkout-session";
import { stepParams } from "../../domain/checkout/checkout-session";
import {
  completeNextStep,
  planNextStep,
  previousStep,
  STEP_WARNING_MESSAGE_KEYS,
  type StepResult,
} from "../../domain/checkout/checkout-steps";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { checkoutCookie } from "../cookies.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";
import { browserKeyMatches, hashBrowserKey, isBrowserKey, newBrowserKey } from "./browser-key.server";

type Context = Readonly<RouterContextProvider>;

/** The session of the current checkout step (or why there is none), loaded once per request. */
const checkoutSessionContext = createContext<
  { session: CheckoutSession; browserKey: string; expired: null } | { session: null; expired: CheckoutExpired }
>();

/**
 * The checkout this browser started last (none once it left it for the apartment), and the browser's
 * key that opens its checkouts (kept when it leaves one, ADR 0072).
 */
export type CheckoutCookie = { id: string | null; offerUrl: string | null; key: string | null };

export async function readCheckoutCookie(request: Request): Promise<CheckoutCookie | null> {
  const value: unknown = await checkoutCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return null;
  const { id, offerUrl, key } = value as Record<string, unknown>;
  const started = typeof id === "string" && isSameSitePath(offerUrl);
  const browserKey = isBrowserKey(key) ? key : null;
  if (!started && !browserKey) return null;
  return { id: started ? id : null, offerUrl: started ? offerUrl : null, key: browserKey };
}

/** The browser's checkout key (kept from its cookie, or a new one) and the hash a new session stores. */
export async function browserKeyFor(request: Request): Promise<{ key: string; hash: string }> {
  const key = (await readCheckoutCookie(request))?.key ?? newBrowserKey();
  return { key, hash: await hashBrowserKey(key) };
}

export const setCheckoutCookie = (value: CheckoutCookie) => checkoutCookie.serialize(value);

/**
 * The cookie of a browser that leaves its checkout for the apartment (Back, Cancel): it no longer
 * names that checkout (spec: "clears a cookie"), but keeps the browser's key, so the browser's Back
 * button still opens the checkout it left, and its other tabs' checkouts stay open (ADR 0072).
 */
async function leftCheckoutCookie(context: Context): Promise<string> {
  const loaded = context.get(checkoutSessionContext);
  return loaded.session
    ? checkoutCookie.serialize({ key: loaded.browserKey })
    : checkoutCookie.serialize("", { maxAge: 0 });
}

/** What the expired page needs: where the guest came from, when this browser still knows it. */
export type CheckoutExpired = { reason: "checkout-expired"; offerUrl: string | null };

/**
 * Middleware of the checkout layout: loads the session named by `?id=` for this tenant, and only for
 * the browser that started it (its cookie's key must match the session's hash). Unknown, expired and
 * other tenants' ids, and an id opened without the key (a shared link, another device), all end in
 * the translated "belongs to another browser or has expired" page with a 404 (thrown by
 * checkoutSessionFrom in the loaders and actions, so the layout's error boundary shows it; nothing of
 * the guest's reaches it), leading back to the offer with the stay.
 */
export async function loadCheckoutSession(request: Request, context: Context) {
  const id = new URL(request.url).searchParams.get(CHECKOUT_SESSION_PARAM);
  const { tenant } = context.get(tenantContext);
  const [stored, cookie] = await Promise.all([
    adaptersOf(context).checkoutStore.load(id, tenant.ibeUid),
    readCheckoutCookie(request),
  ]);
  const browserKey = cookie?.key ?? null;
  if (stored && browserKey && (await browserKeyMatches(browserKey, stored.browserKeyHash))) {
    context.set(checkoutSessionContext, { session: stored, browserKey, expired: null });
    return;
  }
  const offerUrl = stored && isSameSitePath(stored.params.offerUrl) ? stored.params.offerUrl : cookie?.offerUrl;
  context.set(checkoutSessionContext, {
    session: null,
    expired: { reason: "checkout-expired", offerUrl: offerUrl ?? null },
  });
}

/** The current checkout session, or the "session expired" 404 thrown to the checkout layout's boundary. */
export function checkoutSessionFrom(context: Context): CheckoutSession {
  const loaded = context.get(checkoutSessionContext);
  if (loaded.session) return loaded.session;
  throw data(loaded.expired, { status: 404, headers: { "Cache-Control": "no-store" } });
}

/** The session loadCheckoutSession found for this request, or null (no throwing: for checks before the step). */
export function currentCheckoutSession(context: Context): CheckoutSession | null {
  return context.get(checkoutSessionContext).session;
}

/** A step that could not be reached: the translated message the page shows (never a blank page). */
export type StepError = { stepError: string; lastResult?: undefined };

/** Turns a step result into the redirect, or logs its warning and answers with the page's error. */
export async function respondToStep(
  context: Context,
  result: StepResult,
): Promise<Response | ReturnType<typeof data<StepError>>> {
  if (result.ok) {
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (result.clearCheckoutCookie) headers.append("Set-Cookie", await leftCheckoutCookie(context));
    return redirect(result.target.path, { status: 303, headers });
  }
  logger.warn(result.warning.message, { code: result.warning.code });
  const status = result.warning.code === "session_not_stored" ? 503 : 409;
  return data({ stepError: STEP_WARNING_MESSAGE_KEYS[result.warning.code] }, { status });
}

function servicesFeature(context: Context) {
  return context.get(tenantContext).tenant.features.extraServices;
}

/**
 * Spec "set checkout next": plans the next page from `pageId`, stores the session (with the guest's
 * entries already merged in by the caller) and redirects to the next step.
 */
export async function goToNextStep(
  context: Context,
  session: CheckoutSession,
  pageId: PageId,
  paymentMethod?: PaymentMethod | null,
) {
  const plan = planNextStep({
    page: { id: pageId },
    params: stepParams(session),
    servicesFeatureEnabled: servicesFeature(context),
    paymentMethod: paymentMethod ?? session.state.bookingDetails?.paymentMethod ?? null,
  });
  const stored = plan.ok ? await adaptersOf(context).checkoutStore.save(session) : false;
  return respondToStep(context, completeNextStep(plan, { lng: getLocale(context), stored, sessionId: session.id }));
}

/** Spec "set checkout prev": stores what the guest typed (unvalidated) and goes one step back. */
export async function goToPreviousStep(context: Context, session: CheckoutSession, pageId: PageId) {
  await adaptersOf(context).checkoutStore.save(session);
  return respondToStep(
    context,
    previousStep({
      lng: getLocale(context),
      pageId,
      params: stepParams(session),
      servicesFeatureEnabled: servicesFeature(context),
      paymentMethod: session.state.bookingDetails?.paymentMethod ?? null,
    }),
  );
}

/** Spec "delete checkout session" and "delete cookie": the guest leaves the checkout for the offer page. */
export async function abandonCheckout(context: Context, session: CheckoutSession) {
  await adaptersOf(context).checkoutStore.remove(session.id);
  const offerUrl = isSameSitePath(session.params.offerUrl) ? session.params.offerUrl : `/${getLocale(context)}`;
  return redirect(offerUrl, { status: 303, headers: { "Set-Cookie": await leftCheckoutCookie(context) } });
}

/** The form values of a step as strings, for redisplay after a back step or an error. */
export function rawValues(form: FormData, omit: readonly string[] = ["intent"]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !omit.includes(key)) values[key] = value.slice(0, 2000);
  }
  return values;
}

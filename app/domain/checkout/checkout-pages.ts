import { LANGUAGES, type Language } from "../../../shared/tenancy/languages";

/**
 * The pages the checkout moves between (spec section 2: "Pages known by page id"). `offer` and
 * `account.enquiries.details` are where a checkout starts; the `checkout.*` pages are its steps.
 */
export const PAGE_IDS = [
  "offer",
  "account.enquiries.details",
  "checkout.booking",
  "checkout.extraServices",
  "checkout.paymentInformations",
  "checkout.summary",
  "checkout.rfpRequest",
] as const;

export type PageId = (typeof PAGE_IDS)[number];
/** The steps of the checkout itself. */
export type CheckoutPageId = Extract<PageId, `checkout.${string}`>;
/** Pages a checkout is started from. */
export type EntryPageId = Exclude<PageId, CheckoutPageId>;

export const CHECKOUT_PAGE_IDS = PAGE_IDS.filter((id): id is CheckoutPageId => id.startsWith("checkout."));
export const ENTRY_PAGE_IDS = PAGE_IDS.filter((id): id is EntryPageId => !id.startsWith("checkout."));

/** Any page id this module knows. */
export function isPageId(value: unknown): value is PageId {
  return typeof value === "string" && (PAGE_IDS as readonly string[]).includes(value);
}

/** A step of the checkout (`checkout.*`). */
export function isCheckoutPageId(value: unknown): value is CheckoutPageId {
  return typeof value === "string" && (CHECKOUT_PAGE_IDS as readonly string[]).includes(value);
}

/** The offer page or an enquiry's detail page. */
export function isEntryPageId(value: unknown): value is EntryPageId {
  return typeof value === "string" && (ENTRY_PAGE_IDS as readonly string[]).includes(value);
}

/**
 * The path segment of each checkout step below `/:lng/checkout/`. The route config can use these so
 * the routes and the step rules cannot drift apart.
 */
export const CHECKOUT_PATH_SEGMENTS = {
  "checkout.booking": "booking",
  "checkout.extraServices": "extra-services",
  "checkout.paymentInformations": "payment",
  "checkout.summary": "summary",
  "checkout.rfpRequest": "request",
} as const satisfies Record<CheckoutPageId, string>;

/** The page after booking (or sending a request): `/:lng/checkout/confirmation?id=<sessionId>`. */
export const CHECKOUT_CONFIRMATION_SEGMENT = "confirmation";

export function confirmationPath(lng: Language, sessionId: string): string {
  return `/${lng}/checkout/${CHECKOUT_CONFIRMATION_SEGMENT}?${new URLSearchParams({ [CHECKOUT_SESSION_PARAM]: sessionId })}`;
}

/** The query parameter that carries the checkout session id (spec: "reached with an id query parameter"). */
export const CHECKOUT_SESSION_PARAM = "id";

export type PagePathInput = {
  lng: Language;
  /** Required for every checkout step: the page is reached with `?id=<sessionId>`. */
  sessionId?: string | null;
  /** Required for the enquiry detail page. */
  rfpId?: string | null;
  /** The offer page's path, as the checkout params carry it. Only a same-site path is accepted. */
  offerUrl?: string | null;
};

/**
 * A same-site path: starts with one "/" and is neither protocol-relative ("//host") nor a backslash
 * trick ("/\\host"), and has no control characters. Anything else could send the user to another site.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("/")) return false;
  if (value.startsWith("//") || value.startsWith("/\\")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return !/[\u0000-\u001f\u007f]/.test(value);
}

/**
 * The path of a page for a language, or null when a part it needs is missing or unusable (no session
 * id for a checkout step, no rfpId for an enquiry, no same-site offerUrl for the offer page, an
 * unknown language). The one place where checkout paths are built:
 *
 * - offer: the checkout params' offerUrl, as given
 * - account.enquiries.details: `/:lng/account/enquiries/:rfpId`
 * - checkout steps: `/:lng/checkout/<segment>?id=<sessionId>` (segments in CHECKOUT_PATH_SEGMENTS)
 */
export function pagePath(pageId: PageId, input: PagePathInput): string | null {
  if (!(LANGUAGES as readonly string[]).includes(input.lng)) return null;
  const lng = input.lng;
  switch (pageId) {
    case "offer":
      return isSameSitePath(input.offerUrl) ? input.offerUrl : null;
    case "account.enquiries.details":
      return input.rfpId ? `/${lng}/account/enquiries/${encodeURIComponent(input.rfpId)}` : null;
    default: {
      if (!input.sessionId) return null;
      const query = new URLSearchParams({ [CHECKOUT_SESSION_PARAM]: input.sessionId });
      return `/${lng}/checkout/${CHECKOUT_PATH_SEGMENTS[pageId]}?${query.toString()}`;
    }
  }
}

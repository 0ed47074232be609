import { createCookie, createCookieSessionStorage, type SessionStorage } from "react-router";
import { memoised } from "../../shared/memoised";
import { STAY_COLLECTION_MAX_AGE_SECONDS } from "../domain/stay/stay-collection";
import type { FlashMessage } from "../navigation/root-data";

const YEAR = 60 * 60 * 24 * 365;

// `__Host-` cookies: Secure, Path=/, no Domain, so a brand host never shares them with its admin host
// or another tenant. Browsers treat http://*.localhost as a secure context, so this works locally too.
const base = { path: "/", sameSite: "lax", secure: true, httpOnly: true } as const;

/** The language a visitor chose last (spec: path /, SameSite=Lax). */
export const languageCookie = createCookie("__Host-lng", { ...base, maxAge: YEAR });

/** The display currency a visitor chose. */
export const currencyCookie = createCookie("__Host-currency", { ...base, maxAge: YEAR });

/** The cookie banner's answer: the granted purposes or "necessary" (app/domain/analytics/consent.ts). */
export const consentCookie = createCookie("__Host-consent", { ...base, maxAge: YEAR / 2 });

export type { FlashMessage };

/** Signed one-shot messages carried across a redirect (toasts and alerts from server responses). */
export const flashStorage = memoised(
  (secret: string): SessionStorage<Record<string, never>, { messages: FlashMessage[] }> =>
    createCookieSessionStorage({ cookie: { ...base, name: "__Host-flash", secrets: [secret], maxAge: 60 } }),
);

/**
 * The checkout in progress on this browser: its session id and the offer it started from, so an
 * expired session can still lead back to the offer with the same dates. Cleared when the guest goes
 * back from the booking step to the offer (spec).
 */
export const checkoutCookie = createCookie("__Host-checkout", { ...base, maxAge: 60 * 60 * 24 * 7 });

/**
 * The apartments collected for one stay before booking them together (decision 0144), signed so it
 * cannot be made up; a day after its last change it is gone.
 */
export const stayCookie = memoised((secret: string) =>
  createCookie("__Host-stay", { ...base, secrets: [secret], maxAge: STAY_COLLECTION_MAX_AGE_SECONDS }),
);

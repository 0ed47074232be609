import { type RouterContextProvider, redirect } from "react-router";
import { PLATFORM_TENANT_ID } from "../../../shared/tenancy/platform-tenant";
import type { Language } from "../../../shared/tenancy/tenant";
import { isAdminByRoles } from "../../domain/auth/admin-rule";
import type { SessionStatus, SessionUser } from "../../domain/auth/session-user";
import { signInPath } from "../../domain/auth/sign-in-path";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import type { FlashMessage } from "../cookies.server";
import {
  authRequestState,
  clearCookie,
  expiresAtOf,
  NOTICES,
  removeSession,
  sessionCookie,
  userFrom,
} from "../middleware/auth-session.server";
import { getLocale } from "../middleware/i18n.server";
import type { AuthSession } from "./auth-session-store.server";
import type { FinishedSignIn } from "./oidc-client.server";

export type { AuthSession, SessionUser };

/**
 * The sign-in session as routes see it: read through the request's state that the root middleware
 * (../middleware/auth-session.server.ts) sets, started after a sign-in and ended at sign-out.
 */
/** The signed-in session of this tenant, or null (spec: getSession). Tokens stay on the server. */
export function getSession(context: Readonly<RouterContextProvider>): Promise<AuthSession | null> {
  return authRequestState(context).load();
}

/** The user's current access token for calls made on their behalf, refreshed when due (spec: getToken). */
export async function getToken(context: Readonly<RouterContextProvider>): Promise<string | null> {
  return (await getSession(context))?.tokens.accessToken ?? null;
}

/** Spec: isAuthenticated. */
export async function isAuthenticated(context: Readonly<RouterContextProvider>): Promise<boolean> {
  return (await getSession(context)) !== null;
}

/** Spec: isAdmin, by the admin rule of app/domain/auth; nobody signed in has no roles. */
export async function isAdmin(context: Readonly<RouterContextProvider>): Promise<boolean> {
  const session = await getSession(context);
  const { tenant } = context.get(tenantContext);
  return isAdminByRoles({ roles: session?.user.roles, tenant: tenant.ibeUid, mainTenant: PLATFORM_TENANT_ID });
}

/** What the root data may carry: the status and what the header shows, never a token or an e-mail. */
export async function sessionStatus(context: Readonly<RouterContextProvider>): Promise<SessionStatus> {
  const session = await getSession(context);
  if (!session) return { status: "unauthenticated" };
  return { status: "authenticated", name: session.user.name, isAdmin: await isAdmin(context) };
}

/** The toast for a session that ended on this request, for the page to show now (the root loader). */
export async function takeSignedOutNotice(context: Readonly<RouterContextProvider>): Promise<FlashMessage | null> {
  const state = authRequestState(context);
  await state.load();
  if (!state.signedOut) return null;
  state.noticeShown = true;
  return NOTICES[state.signedOut];
}

/** The sign-in page, coming back to `returnTo` (a path on this host) afterwards. */
export function getSignInUrl(lng: Language, returnTo?: string): string {
  return signInPath(lng, { returnTo });
}

/** The provider's registration (prompt=create) through our sign-in route (spec: getRegistrationUrl). */
export function getRegistrationUrl(lng: Language, returnTo?: string): string {
  return signInPath(lng, { returnTo, register: true });
}

/**
 * The signed-in user of a protected page. A signed-out visitor goes to sign in and comes back here;
 * one whose session just ended (a refused refresh) goes to the language home with a toast.
 */
export async function requireUser(context: Readonly<RouterContextProvider>, request: Request): Promise<SessionUser> {
  const session = await getSession(context);
  if (session) return session.user;
  const lng = getLocale(context);
  if (authRequestState(context).signedOut) throw redirect(`/${lng}`);
  const url = new URL(request.url);
  throw redirect(getSignInUrl(lng, `${url.pathname}${url.search}`));
}

/**
 * Starts the session of a finished sign-in under a new id (the old session, if any, is removed, so an
 * id known before sign-in is worth nothing after it). Returns the session cookie to set.
 */
export async function beginSession(
  context: Readonly<RouterContextProvider>,
  request: Request,
  signIn: FinishedSignIn,
): Promise<string> {
  const store = adaptersOf(context).authSessions;
  const { tenant } = context.get(tenantContext);
  const previous = await store.load(
    (await sessionCookie.parse(request.headers.get("Cookie"))) as string | null,
    tenant.ibeUid,
  );
  if (previous) await removeSession(context, previous.id);
  const { tokens, claims } = signIn;
  const session = await store.create({
    tenant: tenant.ibeUid,
    user: userFrom(claims),
    tokens: {
      accessToken: tokens.accessToken(),
      accessTokenExpiresAt: expiresAtOf(tokens.data),
      ...(tokens.hasRefreshToken() ? { refreshToken: tokens.refreshToken() } : {}),
      idToken: tokens.idToken(),
    },
  });
  return sessionCookie.serialize(session.id);
}

/** Ends the app's session; returns the id token (the hint for the provider's logout) and the cookie to clear. */
export async function endSession(
  context: Readonly<RouterContextProvider>,
): Promise<{ idToken: string | undefined; cookie: string }> {
  const session = await getSession(context);
  if (session) await removeSession(context, session.id);
  return { idToken: session?.tokens.idToken, cookie: await clearCookie() };
}

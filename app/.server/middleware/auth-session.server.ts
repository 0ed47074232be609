import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { refreshDecision } from "../../domain/auth/refresh-decision";
import type { SessionUser } from "../../domain/auth/session-user";
import { adaptersOf } from "../adapters.server";
import type { AuthSession, AuthSessionStore } from "../auth/auth-session-store.server";
import type { IdTokenClaims } from "../auth/id-token.server";
import { oidcClientFor, refreshTokens } from "../auth/oidc-client.server";
import { configContext, tenantContext } from "../context.server";
import type { FlashMessage } from "../cookies.server";
import { flash } from "../flash.server";
import { errorName, logger } from "../logger.server";

/**
 * The session cookie holds only the id of the server-side session (`__Host-`: this host only, Secure,
 * Path=/). A browser-session cookie: closing the browser ends it; the KV entry expires on its own.
 */
export const sessionCookie = createCookie("__Host-session", {
  path: "/",
  secure: true,
  httpOnly: true,
  sameSite: "lax",
});

/** Why a session ended on its own; the toast tells the user. */
export type SignedOutReason = "refreshFailed" | "expired";

export const NOTICES: Record<SignedOutReason, FlashMessage> = {
  refreshFailed: { kind: "toast", variant: "error", messageKey: "auth.signedOut.refreshFailed" },
  expired: { kind: "toast", variant: "error", messageKey: "auth.signedOut.expired" },
};

/** The request's view of the sign-in session, read (and refreshed when due) at most once. */
type AuthRequestState = {
  load(): Promise<AuthSession | null>;
  signedOut: SignedOutReason | null;
  /** Whether the page already shows the signed-out notice (the root loader took it). */
  noticeShown: boolean;
  /** Set-Cookie headers for the response (a new, refreshed or cleared session). */
  cookies: string[];
};

const authContext = createContext<AuthRequestState>();

export function authRequestState(context: Readonly<RouterContextProvider>): AuthRequestState {
  return context.get(authContext);
}

export async function clearCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0 });
}

export function userFrom(claims: IdTokenClaims, fallback?: SessionUser): SessionUser {
  return {
    sub: claims.sub,
    name: claims.name ?? fallback?.name ?? claims.email ?? claims.sub,
    email: claims.email ?? fallback?.email ?? "",
    roles: claims.roles ?? fallback?.roles ?? [],
    tenant: claims.tenant ?? fallback?.tenant ?? null,
  };
}

/**
 * Reads the session of the request's tenant and refreshes its tokens when the refresh rule says so
 * (the no-JavaScript path: the next request refreshes). A refresh the provider refuses ends the session.
 */
async function loadSession(request: Request, context: Readonly<RouterContextProvider>, state: AuthRequestState) {
  const id = (await sessionCookie.parse(request.headers.get("Cookie"))) as string | null;
  if (!id) return null;
  const store = adaptersOf(context).authSessions;
  const { tenant } = context.get(tenantContext);
  const session = await store.load(id, tenant.ibeUid);
  if (!session) {
    // Unknown, ended, or another tenant's: nothing. Only our own host's cookie is cleared.
    state.cookies.push(await clearCookie());
    return null;
  }
  const config = context.get(configContext);
  const decision = refreshDecision({
    now: Date.now(),
    accessTokenExpiresAt: session.tokens.accessTokenExpiresAt,
    hasRefreshToken: Boolean(session.tokens.refreshToken),
    marginMs: config.AUTH_REFRESH_MARGIN_SECONDS * 1000,
  });
  if (decision === "keep" || decision === "keep-until-expiry") return session;
  if (decision === "refresh" && session.tokens.refreshToken) {
    const { refreshClaims } = adaptersOf(context);
    const refreshToken = session.tokens.refreshToken;
    let won: boolean;
    try {
      won = await refreshClaims.claim(session.id, refreshToken);
    } catch (error) {
      // D1 cannot say who refreshes: nobody does now; the session stays as it is, a later request tries again.
      logger.warn("auth: the refresh could not be claimed", { error: errorName(error) });
      return session;
    }
    // Another request is redeeming this token (or has): take the session it saves.
    if (!won) {
      const renewed = await renewedBySomeoneElse(store, session);
      if (renewed !== null) return renewed === "ended" ? endedHere(state) : renewed;
      return session;
    }
    const outcome = await refreshTokens(await oidcClientFor(context, request.url), refreshToken);
    if (outcome.ok) {
      const { tokens, claims } = outcome;
      const refreshed: AuthSession = {
        ...session,
        user: claims ? userFrom(claims, session.user) : session.user,
        tokens: {
          accessToken: tokens.accessToken(),
          accessTokenExpiresAt: expiresAtOf(tokens.data),
          refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : refreshToken,
          idToken: claims ? tokens.idToken() : session.tokens.idToken,
        },
      };
      await store.save(refreshed);
      return refreshed;
    }
    // The provider could not be asked: keep the session and try again on the next request.
    if (!outcome.refused) {
      await refreshClaims.release(refreshToken);
      return session;
    }
  }
  await removeSession(context, session.id);
  state.cookies.push(await clearCookie());
  state.signedOut = decision === "expired" ? "expired" : "refreshFailed";
  return null;
}

/** How long a request that lost the claim waits for the winner's new tokens in KV. */
const RENEWAL_WAIT = { attempts: 8, intervalMs: 250 };

/**
 * The session as the request that won the claim saved it (new tokens), "ended" when it removed it,
 * or null when nothing changed in time: then this request goes on with the tokens it has, which the
 * refresh margin keeps valid for a while yet.
 */
async function renewedBySomeoneElse(
  store: AuthSessionStore,
  session: AuthSession,
): Promise<AuthSession | "ended" | null> {
  for (let attempt = 0; attempt < RENEWAL_WAIT.attempts; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, RENEWAL_WAIT.intervalMs));
    const current = await store.load(session.id, session.tenant);
    if (!current) return "ended";
    if (current.tokens.refreshToken !== session.tokens.refreshToken) return current;
  }
  return null;
}

/** The winner of the claim was refused and ended the session: this request is signed out too. */
async function endedHere(state: AuthRequestState): Promise<null> {
  state.cookies.push(await clearCookie());
  state.signedOut = "refreshFailed";
  return null;
}

/** Removes a session and its refresh claims. */
export async function removeSession(context: Readonly<RouterContextProvider>, id: string): Promise<void> {
  const { authSessions, refreshClaims } = adaptersOf(context);
  await Promise.all([authSessions.remove(id), refreshClaims.forget(id)]);
}

export function expiresAtOf(data: object): number | undefined {
  const seconds = (data as { expires_in?: unknown }).expires_in;
  return typeof seconds === "number" ? Date.now() + seconds * 1000 : undefined;
}

/**
 * Root middleware: gives the request a lazily read session (read once, whoever asks first) and adds
 * its cookies to the response: a cleared session cookie, and the toast saying why when the page could
 * not show it (a redirect, an API answer).
 */
export const authSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let loaded: Promise<AuthSession | null> | undefined;
  const state: AuthRequestState = {
    load: () => {
      loaded ??= loadSession(request, context, state);
      return loaded;
    },
    signedOut: null,
    noticeShown: false,
    cookies: [],
  };
  context.set(authContext, state);
  const response = await next();
  // A route that set the session cookie itself (sign-in, sign-out) has the last word on it.
  const routeSetSession = response.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookie.name}=`));
  const cookies = routeSetSession ? [] : [...state.cookies];
  // A redirect shows nothing: the toast goes with it to the next page.
  const redirected = response.status >= 300 && response.status < 400;
  if (state.signedOut && (!state.noticeShown || redirected)) {
    cookies.push((await flash(request, context, NOTICES[state.signedOut]))["Set-Cookie"]);
  }
  if (cookies.length === 0) return response;
  const out = new Response(response.body, response);
  for (const cookie of cookies) out.headers.append("Set-Cookie", cookie);
  return out;
};

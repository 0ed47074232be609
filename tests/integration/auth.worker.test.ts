import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { fetchApp, postForm } from "./fetch-app";
import { appOrigin, CookieJar, providerPage, signIn } from "./sign-in-flow";

type StoredSession = {
  tenant: string;
  user: { sub: string; name: string; email: string; roles: string[] };
  tokens: { accessToken: string; accessTokenExpiresAt?: number; refreshToken?: string; idToken: string };
};

/** The server-side session behind a browser's `__Host-session` cookie. */
function sessionIdOf(jar: CookieJar): string {
  const raw = jar.get("__Host-session");
  if (!raw) throw new Error("no session cookie");
  return JSON.parse(atob(decodeURIComponent(raw))) as string;
}
async function storedSession(jar: CookieJar): Promise<StoredSession | null> {
  return env.SESSIONS.get(`auth:${sessionIdOf(jar)}`, "json");
}

const anna = DEMO_USERS.find((u) => u.sub === "guest-anna")!;
const tom = DEMO_USERS.find((u) => u.sub === "guest-tom")!;

describe("sign-in over OpenID Connect against the local provider", () => {
  it("the code flow ends signed in on the page the user came from, with a new __Host- session", async () => {
    const { app, callback, origin } = await signIn("alpenstay", {
      email: anna.email,
      lng: "de",
      returnTo: "/de/account",
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/de/account");
    const cookie = callback.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(sessionIdOf(app)).toMatch(/^[0-9a-f]{64}$/);
    // The sign-in's own cookies are cleared.
    expect(app.header()).not.toMatch(/__Host-oauth|__Host-signin/);

    const account = await fetchApp(`${origin}/de/account`, { headers: { Cookie: app.header() } });
    expect(account.status).toBe(200);
    const html = await account.text();
    expect(html).toContain(anna.name);
    expect(html).toContain(anna.email);
    expect(html).toContain("Abmelden");
    const stored = await storedSession(app);
    expect(stored?.tenant).toBe("alpenstay");
    expect(stored?.user.sub).toBe(anna.sub);
  });

  it("each sign-in gets a new session id; a session id known before is worth nothing afterwards", async () => {
    const first = await signIn("quartier", { email: tom.email });
    const before = sessionIdOf(first.app);
    const again = await signIn("quartier", { email: tom.email, idp: first.idp, app: first.app });
    expect(sessionIdOf(again.app)).not.toBe(before);
    expect(await env.SESSIONS.get(`auth:${before}`)).toBeNull();
  });

  it("the authorisation request carries PKCE, state, nonce, the tenant hint and the language", async () => {
    const response = await fetchApp(`${appOrigin("harbourlofts")}/en/sign-in?register=1`);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get("Location") ?? "");
    expect(url.origin).toBe(env.OIDC_ISSUER);
    expect(url.searchParams.get("client_id")).toBe("harbourlofts-web");
    expect(url.searchParams.get("redirect_uri")).toBe(`${appOrigin("harbourlofts")}/auth/callback`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("state")).toMatch(/.{20,}/);
    expect(url.searchParams.get("nonce")).toMatch(/.{20,}/);
    expect(url.searchParams.get("tenant_hint")).toBe("harbourlofts");
    expect(url.searchParams.get("ui_locales")).toBe("en");
    expect(url.searchParams.get("prompt")).toBe("create");
    const stateCookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-oauth"));
    expect(stateCookie).toMatch(/; Path=\/; .*Secure; HttpOnly; SameSite=Lax/);
  });

  it("admins sign in on the admin host, which comes back to itself", async () => {
    const admin = `http://admin.quartier.localhost:${env.TEST_APP_PORT}`;
    const response = await fetchApp(`${admin}/en/sign-in?returnTo=/en/admin`);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get("Location") ?? "");
    expect(url.searchParams.get("redirect_uri")).toBe(`${admin}/auth/callback`);
  });

  it("a return address off this host ends on the language home", async () => {
    const { callback } = await signIn("quartier", { email: tom.email, returnTo: "//evil.example/steal" });
    expect(callback.headers.get("Location")).toBe("/en");
  });

  it("a callback whose state this browser did not start is refused with a page to try again (400)", async () => {
    const origin = appOrigin("quartier");
    const start = await fetchApp(`${origin}/en/sign-in?returnTo=/en/account`);
    const jar = new CookieJar().keep(start);
    const forged = await fetchApp(`${origin}/auth/callback?code=abc&state=forged-state`, {
      headers: { Cookie: jar.header() },
    });
    expect(forged.status).toBe(400);
    const html = await forged.text();
    expect(html).toContain('data-failure="state"');
    expect(html).toContain("Try again");
    expect(html).toContain('href="/en/sign-in');
    // Without any sign-in cookie, too.
    const bare = await fetchApp(`${origin}/auth/callback?code=abc&state=whatever`);
    expect(bare.status).toBe(400);
    expect(forged.headers.get("Set-Cookie") ?? "").not.toContain("__Host-session=");
  });

  it("the provider's error answer (the user cancelled) is a translated 400 page", async () => {
    const origin = appOrigin("alpenstay");
    const start = await fetchApp(`${origin}/de/sign-in`);
    const jar = new CookieJar().keep(start);
    const state = new URL(start.headers.get("Location") ?? "").searchParams.get("state");
    const denied = await fetchApp(`${origin}/auth/callback?error=access_denied&state=${state}`, {
      headers: { Cookie: `${jar.header()}; __Host-lng=de` },
    });
    expect(denied.status).toBe(400);
    const html = await denied.text();
    expect(html).toContain('data-failure="provider"');
    expect(html).toContain("Erneut versuchen");
  });

  it("a provider that names another issuer than the configured one is refused (400, never 5xx)", async () => {
    // The same provider under another name: its discovery document still says http://localhost:<port>.
    const issuer = env.OIDC_ISSUER.replace("localhost", "127.0.0.1");
    const built = "../../build/server/index.js";
    const worker = (await import(/* @vite-ignore */ built)).default as ExportedHandler<Env>;
    const request = new Request(`${appOrigin("quartier")}/en/sign-in`);
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const response = await worker.fetch!(request as never, { ...env, OIDC_ISSUER: issuer }, ctx);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('data-failure="issuer"');
  });
});

describe("sessions", () => {
  it("protected pages send signed-out visitors to sign in, and back", async () => {
    const response = await fetchApp(`${appOrigin("quartier")}/de/account`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/de/sign-in?returnTo=%2Fde%2Faccount");
  });

  it("a session cookie of one brand is no session on another", async () => {
    const { app } = await signIn("alpenstay", { email: anna.email });
    const elsewhere = await fetchApp(`${appOrigin("harbourlofts")}/en/account`, { headers: { Cookie: app.header() } });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get("Location")).toMatch(/^\/en\/sign-in/);
    const home = await fetchApp(`${appOrigin("harbourlofts")}/en`, { headers: { Cookie: app.header() } });
    expect(await home.text()).not.toContain(anna.name);
    // ...and still the session on its own brand.
    expect(await storedSession(app)).not.toBeNull();
  });

  it("tokens never reach the browser: not in pages, page data or the refresh answer", async () => {
    const { app, origin } = await signIn("quartier", { email: tom.email });
    const stored = await storedSession(app);
    const secrets = [stored?.tokens.accessToken, stored?.tokens.refreshToken, stored?.tokens.idToken].filter(
      (t): t is string => Boolean(t),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(2);
    const headers = { Cookie: app.header() };
    const bodies = await Promise.all([
      fetchApp(`${origin}/en`, { headers }).then((r) => r.text()),
      fetchApp(`${origin}/en/account`, { headers }).then((r) => r.text()),
      fetchApp(`${origin}/en/account.data`, { headers }).then((r) => r.text()),
      fetchApp(`${origin}/en.data`, { headers }).then((r) => r.text()),
      postForm(`${origin}/api/auth/refresh`, {}, headers).then((r) => r.text()),
    ]);
    expect(bodies[1]).toContain(tom.name);
    for (const body of bodies) for (const token of secrets) expect(body).not.toContain(token);
  });

  it("a refresh the provider refuses (revoked) signs out: session gone, a toast, the protected page goes home", async () => {
    const { app, origin } = await signIn("quartier", { email: tom.email, returnTo: "/en/account" });
    const stored = (await storedSession(app)) as StoredSession;
    expect(stored.tokens.refreshToken).toBeTruthy();
    // The provider revokes the grant (RFC 7009 with the client's credentials).
    const discovery = (await (await fetch(`${env.OIDC_ISSUER}/.well-known/openid-configuration`)).json()) as {
      revocation_endpoint: string;
    };
    const revoked = await fetch(discovery.revocation_endpoint, {
      method: "POST",
      body: new URLSearchParams({ token: stored.tokens.refreshToken ?? "", token_type_hint: "refresh_token" }),
      headers: { Authorization: `Basic ${btoa(`quartier-web:${env.OIDC_CLIENT_SECRET}`)}` },
    });
    expect(revoked.ok).toBe(true);
    // The access token is near its expiry, so the next request must refresh.
    await env.SESSIONS.put(
      `auth:${sessionIdOf(app)}`,
      JSON.stringify({ ...stored, tokens: { ...stored.tokens, accessTokenExpiresAt: Date.now() + 1000 } }),
    );
    const refresh = await postForm(`${origin}/api/auth/refresh`, {}, { Cookie: app.header() });
    expect(await refresh.json()).toEqual({ status: "unauthenticated" });
    const setCookies = refresh.headers.getSetCookie();
    expect(setCookies.some((c) => /^__Host-session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(setCookies.some((c) => c.startsWith("__Host-flash="))).toBe(true);
    expect(await env.SESSIONS.get(`auth:${sessionIdOf(app)}`)).toBeNull();
    // The next page shows the toast, signed out.
    const flash = new CookieJar().keep(refresh);
    const home = await fetchApp(`${origin}/en`, { headers: { Cookie: flash.header() } });
    const html = await home.text();
    expect(html).toContain("You have been signed out");
    expect(html).toContain("Sign in");
  });

  it("requests that all find the token due refresh it once: the session stays signed in", async () => {
    // Pages load with several requests at once (data, the session timer, another tab). The provider
    // rotates refresh tokens and ends the whole grant when a used one comes back, so only one of them
    // may refresh.
    const { app, origin } = await signIn("quartier", { email: tom.email, returnTo: "/en/account" });
    const stored = (await storedSession(app)) as StoredSession;
    await env.SESSIONS.put(
      `auth:${sessionIdOf(app)}`,
      JSON.stringify({ ...stored, tokens: { ...stored.tokens, accessTokenExpiresAt: Date.now() + 1000 } }),
    );
    const headers = { Cookie: app.header() };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postForm(`${origin}/api/auth/refresh`, {}, headers).then((r) => r.json())),
    );
    expect(answers).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ status: "authenticated" })));
    const renewed = (await storedSession(app)) as StoredSession;
    expect(renewed.tokens.refreshToken).not.toBe(stored.tokens.refreshToken);
    // The grant lives on: the next refresh works too.
    await env.SESSIONS.put(
      `auth:${sessionIdOf(app)}`,
      JSON.stringify({ ...renewed, tokens: { ...renewed.tokens, accessTokenExpiresAt: Date.now() + 1000 } }),
    );
    const next = await postForm(`${origin}/api/auth/refresh`, {}, headers);
    expect(await next.json()).toEqual(expect.objectContaining({ status: "authenticated" }));
    expect(((await storedSession(app)) as StoredSession).tokens.refreshToken).not.toBe(renewed.tokens.refreshToken);
  });

  it("without JavaScript the next request refreshes; refused, a protected page goes to the language home", async () => {
    const { app, origin } = await signIn("alpenstay", { email: anna.email, lng: "de", returnTo: "/de/account" });
    const stored = (await storedSession(app)) as StoredSession;
    const near = { ...stored, tokens: { ...stored.tokens, accessTokenExpiresAt: Date.now() + 1000 } };
    await env.SESSIONS.put(`auth:${sessionIdOf(app)}`, JSON.stringify(near));
    // A refresh that works: new tokens, still signed in.
    const page = await fetchApp(`${origin}/de/account`, { headers: { Cookie: app.header() } });
    expect(page.status).toBe(200);
    const renewed = (await storedSession(app)) as StoredSession;
    expect(renewed.tokens.accessToken).not.toBe(stored.tokens.accessToken);
    expect(renewed.tokens.accessTokenExpiresAt).toBeGreaterThan(Date.now() + 60_000);
    // A refresh token that no longer counts (rotated away): signed out, to the language home.
    await env.SESSIONS.put(
      `auth:${sessionIdOf(app)}`,
      JSON.stringify({ ...renewed, tokens: { ...renewed.tokens, refreshToken: "revoked", accessTokenExpiresAt: 0 } }),
    );
    const after = await fetchApp(`${origin}/de/account`, { headers: { Cookie: app.header() } });
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toBe("/de");
    expect(after.headers.getSetCookie().some((c) => c.startsWith("__Host-flash="))).toBe(true);
  });

  it("sign-out ends the app session and the provider's, and lands on the language home", async () => {
    const { app, idp, origin } = await signIn("quartier", { email: tom.email });
    const idToken = ((await storedSession(app)) as StoredSession).tokens.idToken;
    const signOut = await postForm(`${origin}/api/auth/sign-out-provider`, {}, { Cookie: app.header() });
    expect(signOut.status).toBe(302);
    const logout = new URL(signOut.headers.get("Location") ?? "");
    expect(logout.origin).toBe(env.OIDC_ISSUER);
    expect(logout.searchParams.get("id_token_hint")).toBe(idToken);
    expect(logout.searchParams.get("post_logout_redirect_uri")).toBe(`${origin}/`);
    expect(signOut.headers.getSetCookie().some((c) => /^__Host-session=;.*Max-Age=0/.test(c))).toBe(true);
    expect(await env.SESSIONS.get(`auth:${sessionIdOf(app)}`)).toBeNull();
    // The hint is valid: the provider ends its session without asking ("Sign out of …?") and sends the
    // browser straight to the host's root, which leads to the language home.
    const ended = await fetch(logout.href, { redirect: "manual", headers: { Cookie: idp.header() } });
    idp.keep(ended);
    expect(ended.status).toBe(303);
    const back = new URL(ended.headers.get("Location") ?? "", logout.href).href;
    expect(back).toBe(`${origin}/`);
    const root = await fetchApp(back);
    expect(root.headers.get("Location")).toBe("/en");
    // The provider's session is over: a new sign-in asks for the password again.
    const start = await fetchApp(`${origin}/en/sign-in`);
    const page = await providerPage(start.headers.get("Location") ?? "", idp);
    expect(page, page.slice(0, 400)).toMatch(/type="password"/);
  });

  it("sign-out is CSRF-checked", async () => {
    const { app, origin } = await signIn("quartier", { email: tom.email });
    const crossSite = await fetchApp(`${origin}/api/auth/sign-out-provider`, {
      method: "POST",
      body: new URLSearchParams(),
      headers: {
        Cookie: app.header(),
        Origin: "http://evil.example",
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    expect(crossSite.status).toBe(403);
    expect(await storedSession(app)).not.toBeNull();
  });
});

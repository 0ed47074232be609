import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type IdpMail, type LocalIdp, startLocalIdp } from "./local-idp.ts";
import { Browser, pkce, postForm } from "./provider-test-client.ts";

// The provider over HTTP as the app and a browser use it: authorize, its pages, the token endpoint.
const APP_PORT = 8840;
const CLIENT_SECRET = "test-client-secret";
const CALLBACK = `http://alpenstay.localhost:${APP_PORT}/auth/callback`;
let idp: LocalIdp;
let dir: string;
const mails: IdpMail[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "idp-test-"));
  idp = await startLocalIdp({
    port: 0,
    appPort: APP_PORT,
    clientSecret: CLIENT_SECRET,
    cookieKeys: ["test-cookie-key"],
    stateDir: dir,
    accessTokenTtlSeconds: 20,
    scrypt: { N: 1024, r: 8, p: 1 },
    outbox: async (mail) => {
      mails.push(mail);
    },
  });
});

afterAll(async () => {
  await idp?.close();
  rmSync(dir, { recursive: true, force: true });
});

function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: "alpenstay-web",
    redirect_uri: CALLBACK,
    response_type: "code",
    scope: "openid email profile roles offline_access",
    state: "state-1",
    nonce: "nonce-1",
    code_challenge: challenge,
    code_challenge_method: "S256",
    tenant_hint: "alpenstay",
    ui_locales: "de",
    ...extra,
  });
  return `${idp.issuer}/auth?${params}`;
}

async function tokenRequest(fields: Record<string, string>) {
  const response = await fetch(`${idp.issuer}/token`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Authorization: `Basic ${Buffer.from(`alpenstay-web:${CLIENT_SECRET}`).toString("base64")}`,
    },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string | number> };
}

function claimsOf(idToken: string) {
  return JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Signs in through the login page and exchanges the code; returns the tokens. */
async function signIn(browser: Browser, email: string, password: string, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const callback = await browser.signInAt(authorizeUrl(challenge, extra), email, password);
  return exchange(callback.location, verifier);
}

async function exchange(callbackUrl: string, verifier: string) {
  expect(callbackUrl.startsWith(CALLBACK)).toBe(true);
  const code = new URL(callbackUrl).searchParams.get("code") ?? "";
  const tokens = await tokenRequest({
    grant_type: "authorization_code",
    code,
    redirect_uri: CALLBACK,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return tokens.body as { id_token: string; access_token: string; refresh_token: string; expires_in: number };
}

describe("the local identity provider", () => {
  it("announces registration, logout and revocation in its discovery document", async () => {
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.prompt_values_supported).toContain("create");
    expect(discovery.end_session_endpoint).toBe(`${idp.issuer}/session/end`);
    expect(discovery.revocation_endpoint).toBe(`${idp.issuer}/token/revocation`);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("refuses an authorization request without PKCE", async () => {
    const params = new URLSearchParams({
      client_id: "alpenstay-web",
      redirect_uri: CALLBACK,
      response_type: "code",
      scope: "openid",
    });
    const result = await new Browser(idp.issuer).get(`${idp.issuer}/auth?${params}`);
    expect(result.location).toContain("error=invalid_request");
  });

  it("runs the code flow with PKCE: a wrong password is refused, the right one gives tokens with roles and tenant", async () => {
    const browser = new Browser(idp.issuer);
    const { verifier, challenge } = pkce();
    const login = await browser.follow(authorizeUrl(challenge));
    expect(login.response.status).toBe(200);
    expect(login.text).toContain('<html lang="de">');
    expect(login.text).toContain("Alpenstay");
    expect(login.text).toMatch(/<input id="email" name="email" type="text" autocomplete="username"/);
    const form = postForm(login.text);
    expect(form.hidden.csrf).toBeTruthy();

    const wrong = await browser.post(form.action, {
      ...form.hidden,
      email: "admin@alpenstay.example",
      password: "nope",
    });
    expect(wrong.response.status).toBe(400);
    expect(wrong.text).toContain("E-Mail-Adresse oder Passwort stimmen nicht.");
    expect(wrong.text).toContain('value="admin@alpenstay.example"');
    expect(wrong.text).toContain('aria-describedby="password-error"');
    expect(wrong.text).not.toContain("nope");

    const right = await browser.post(form.action, {
      ...form.hidden,
      email: "admin@alpenstay.example",
      password: "alpenstay-admin-2026",
    });
    expect(right.response.status).toBe(303);
    const callback = await browser.follow(right.location);
    expect(new URL(callback.location).searchParams.get("state")).toBe("state-1");
    const tokens = await exchange(callback.location, verifier);
    expect(tokens.expires_in).toBe(20);
    expect(tokens.refresh_token).toBeTruthy();
    expect(claimsOf(tokens.id_token)).toMatchObject({
      iss: idp.issuer,
      aud: "alpenstay-web",
      sub: "admin-alpenstay",
      nonce: "nonce-1",
      name: "Alpenstay Admin",
      email: "admin@alpenstay.example",
      roles: ["portal-backend-alpenstay:admin"],
      tenant: "alpenstay",
    });
  });

  it("refuses a code exchange with the wrong verifier", async () => {
    const browser = new Browser(idp.issuer);
    const { challenge } = pkce();
    const callback = await browser.signInAt(authorizeUrl(challenge), "anna.gast@example.com", "anna-demo-2026");
    const code = new URL(callback.location).searchParams.get("code") ?? "";
    const tokens = await tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: CALLBACK,
      code_verifier: pkce().verifier,
    });
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe("invalid_grant");
  });

  it("rotates refresh tokens: a used one is refused", async () => {
    const tokens = await signIn(new Browser(idp.issuer), "tom.traveller@example.com", "tom-demo-2026");
    const refreshed = await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeTruthy();
    expect(refreshed.body.refresh_token).not.toBe(tokens.refresh_token);
    expect(claimsOf(String(refreshed.body.id_token))).toMatchObject({ roles: [], tenant: "harbourlofts" });

    const reused = await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("invalid_grant");
  });

  it("registers a new account with prompt=create: no roles, the tenant of the hint", async () => {
    const browser = new Browser(idp.issuer);
    const { verifier, challenge } = pkce();
    const page = await browser.follow(authorizeUrl(challenge, { prompt: "create", ui_locales: "en" }));
    expect(page.response.status).toBe(200);
    expect(page.text).toContain("Create your account");
    const form = postForm(page.text);

    const bad = await browser.post(form.action, {
      ...form.hidden,
      name: "Rita Reisende",
      email: "rita@",
      password: "short",
    });
    expect(bad.response.status).toBe(400);
    expect(bad.text).toContain("Enter an e-mail address like name@example.com.");
    expect(bad.text).toContain("Choose a password of at least 10 characters.");
    expect(bad.text).toContain('value="Rita Reisende"');

    const taken = await browser.post(form.action, {
      ...form.hidden,
      name: "Anna Again",
      email: "Anna.Gast@example.com",
      password: "a long enough password",
    });
    expect(taken.response.status).toBe(400);
    expect(taken.text).toContain("There is already an account for this e-mail address.");

    const created = await browser.post(form.action, {
      ...form.hidden,
      name: "Rita Reisende",
      email: "rita@example.com",
      password: "a long enough password",
    });
    expect(created.response.status).toBe(303);
    const callback = await browser.follow(created.location);
    const tokens = await exchange(callback.location, verifier);
    expect(claimsOf(tokens.id_token)).toMatchObject({
      name: "Rita Reisende",
      email: "rita@example.com",
      roles: [],
      tenant: "alpenstay",
    });
    // The new account signs in with its password.
    await signIn(new Browser(idp.issuer), "rita@example.com", "a long enough password");
  });

  it("resets a password through a one-time link in the mail", async () => {
    const browser = new Browser(idp.issuer);
    const request = await browser.get("/reset?tenant=alpenstay&lng=en");
    expect(request.response.status).toBe(200);
    const form = postForm(request.text);
    const sent = await browser.post(form.action, { ...form.hidden, email: "anna.gast@example.com" });
    expect(sent.response.status).toBe(200);
    expect(sent.text).toContain("Check your inbox");
    const unknown = await browser.post(form.action, { ...form.hidden, email: "nobody@example.com" });
    expect(unknown.text).toContain("Check your inbox");

    const mail = mails.at(-1);
    expect(mail).toMatchObject({
      kind: "password_reset",
      tenant: "alpenstay",
      language: "en",
      to: "anna.gast@example.com",
    });
    expect(mails.filter((m) => m.to === "nobody@example.com")).toEqual([]);
    const link = mail?.text.match(/http:\/\/localhost:\d+\/reset\/[\w-]+/)?.[0] ?? "";
    expect(mail?.html).toContain(`href="${link}"`);

    const choose = await browser.get(link);
    expect(choose.response.status).toBe(200);
    const passwordForm = postForm(choose.text);
    const short = await browser.post(passwordForm.action, { ...passwordForm.hidden, password: "short" });
    expect(short.response.status).toBe(400);
    const saved = await browser.post(passwordForm.action, { ...passwordForm.hidden, password: "anna-new-password" });
    expect(saved.response.status).toBe(200);
    expect(saved.text).toContain("Password changed");

    const again = await browser.get(link);
    expect(again.response.status).toBe(400);
    expect(again.text).toContain("This link no longer works");
    await signIn(new Browser(idp.issuer), "anna.gast@example.com", "anna-new-password");
  });

  it("sends at most five reset mails an hour to one account, and still answers the same", async () => {
    const browser = new Browser(idp.issuer);
    const form = postForm((await browser.get("/reset?tenant=harbourlofts&lng=en")).text);
    for (let i = 0; i < 6; i++) {
      const sent = await browser.post(form.action, { ...form.hidden, email: "tom.traveller@example.com" });
      expect(sent.text).toContain("Check your inbox");
    }
    expect(mails.filter((m) => m.to === "tom.traveller@example.com")).toHaveLength(5);
  });

  it("ends the provider session at once for an app's sign-out with a valid id_token_hint, back to a registered address", async () => {
    const browser = new Browser(idp.issuer);
    const tokens = await signIn(browser, "admin@harbourlofts.example", "harbourlofts-admin-2026");
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `http://alpenstay.localhost:${APP_PORT}/de`,
      state: "bye",
    });
    // No "Sign out of …?" question: the hint is ours, of this user and of their sign-in at the client.
    const done = await browser.get(`/session/end?${params}`);
    expect(done.response.status).toBe(303);
    expect(done.location).toBe(`http://alpenstay.localhost:${APP_PORT}/de?state=bye`);

    // Signed out: the account page and the next authorization ask for the password again.
    expect((await browser.get("/account?tenant=alpenstay&lng=en")).text).toContain('name="password"');
    const next = await browser.follow(authorizeUrl(pkce().challenge));
    expect(next.response.status).toBe(200);
    expect(next.text).toContain('name="password"');
    // The refresh token of that sign-in is revoked with the session.
    const refreshed = await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(refreshed.body.error).toBe("invalid_grant");
  });

  it("asks before ending the session when the logout has no hint, and ends it on yes", async () => {
    const browser = new Browser(idp.issuer);
    await signIn(browser, "admin@harbourlofts.example", "harbourlofts-admin-2026");
    const params = new URLSearchParams({
      client_id: "alpenstay-web",
      post_logout_redirect_uri: `http://alpenstay.localhost:${APP_PORT}/de`,
      state: "bye",
    });
    const confirm = await browser.get(`/session/end?${params}`);
    expect(confirm.response.status).toBe(200);
    expect(confirm.text).toContain("Von Alpenstay abmelden?");
    expect((await browser.get("/account?tenant=alpenstay&lng=en")).text).not.toContain('name="password"');
    const form = postForm(confirm.text);
    const done = await browser.post(form.action, { ...form.hidden, logout: "yes" });
    expect(done.response.status).toBe(303);
    expect(done.location).toBe(`http://alpenstay.localhost:${APP_PORT}/de?state=bye`);
    expect((await browser.get("/account?tenant=alpenstay&lng=en")).text).toContain('name="password"');
  });

  it("asks when the hint is another user's, and refuses a hint that is not its own", async () => {
    const other = await signIn(new Browser(idp.issuer), "admin@citynest.example", "citynest-admin-2026");
    const browser = new Browser(idp.issuer);
    await signIn(browser, "admin@harbourlofts.example", "harbourlofts-admin-2026");
    const foreign = await browser.get(`/session/end?${new URLSearchParams({ id_token_hint: other.id_token })}`);
    expect(foreign.response.status).toBe(200);
    expect(foreign.text).toContain('value="yes" name="logout"');
    // A hint with a forged signature is not validated: an error, nothing ended.
    const [header, payload] = other.id_token.split(".");
    const forged = await browser.get(
      `/session/end?${new URLSearchParams({ id_token_hint: `${header}.${payload}.AAAA` })}`,
    );
    expect(forged.response.status).toBe(400);
    expect((await browser.get("/account?tenant=alpenstay&lng=en")).text).not.toContain('name="password"');
  });

  it("signs out on all devices from the account page: the refresh token stops working", async () => {
    const browser = new Browser(idp.issuer);
    const tokens = await signIn(browser, "admin@citynest.example", "citynest-admin-2026");
    const account = await browser.get("/account?tenant=citynest&lng=en");
    expect(account.response.status).toBe(200);
    expect(account.text).toContain("CityNest Admin");
    const form = postForm(account.text);
    const done = await browser.post(form.action, form.hidden);
    expect(done.response.status).toBe(200);
    expect(done.text).toContain("You have been signed out on all devices.");

    const refreshed = await tokenRequest({ grant_type: "refresh_token", refresh_token: tokens.refresh_token });
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe("invalid_grant");
    const page = await browser.get("/account?tenant=citynest&lng=en");
    expect(page.text).toContain('name="password"');
  });

  it("refuses a form post without the provider's CSRF token", async () => {
    const browser = new Browser(idp.issuer);
    const login = await browser.follow(authorizeUrl(pkce().challenge));
    const form = postForm(login.text);
    const forged = await browser.post(form.action, {
      email: "admin@quartier.example",
      password: "platform-admin-2026",
    });
    expect(forged.response.status).toBe(403);
  });

  it("answers a form bigger than any of its own with 413", async () => {
    const browser = new Browser(idp.issuer);
    const form = postForm((await browser.get("/reset?tenant=quartier&lng=en")).text);
    const big = await browser.post(form.action, { ...form.hidden, email: "x".repeat(20_000) });
    expect(big.response.status).toBe(413);
  });

  it("pauses sign-in for an account after five failures", async () => {
    const browser = new Browser(idp.issuer);
    const login = await browser.follow(authorizeUrl(pkce().challenge, { ui_locales: "en" }));
    const form = postForm(login.text);
    const attempt = (password: string) =>
      browser.post(form.action, { ...form.hidden, email: "admin@quartier.example", password });
    for (let i = 0; i < 4; i++) expect((await attempt(`wrong-${i}`)).response.status).toBe(400);
    const fifth = await attempt("wrong-5");
    expect(fifth.response.status).toBe(429);
    expect(fifth.text).toContain("Too many failed attempts");
    const right = await attempt("platform-admin-2026");
    expect(right.response.status).toBe(429);
  });
});

describe("admin tokens (client credentials for the OTA)", () => {
  async function clientCredentials(clientId: string, scope: string, resource = "urn:quartier:ota") {
    const response = await fetch(`${idp.issuer}/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${CLIENT_SECRET}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ grant_type: "client_credentials", scope, resource }),
    });
    const body = (await response.json()) as { access_token?: string; expires_in?: number; error?: string };
    const claims = body.access_token
      ? (JSON.parse(Buffer.from(body.access_token.split(".")[1] ?? "", "base64url").toString()) as Record<
          string,
          unknown
        >)
      : undefined;
    return { status: response.status, body, claims };
  }

  it.each<[string, string, string | undefined]>([
    ["alpenstay-web", "ota:admin:alpenstay", "ota:admin:alpenstay"],
    ["alpenstay-web", "ota:admin:citynest", undefined],
    ["alpenstay-web", "ota:admin", undefined],
    ["quartier-web", "ota:admin", "ota:admin"],
    ["quartier-web", "ota:admin:quartier", "ota:admin:quartier"],
    ["citynest-web", "ota:admin:citynest ota:admin", "ota:admin:citynest"],
  ])("%s asking for %j gets the scope %j", async (clientId, scope, granted) => {
    const { status, body, claims } = await clientCredentials(clientId, scope);
    expect(status).toBe(200);
    expect(body.expires_in).toBeGreaterThan(60);
    expect(claims).toMatchObject({ iss: idp.issuer, aud: "urn:quartier:ota", client_id: clientId });
    expect(claims?.tenant).toBe(clientId.replace(/-web$/, ""));
    expect(claims?.scope).toBe(granted);
  });

  it("refuses another audience and a wrong secret", async () => {
    expect((await clientCredentials("alpenstay-web", "ota:admin:alpenstay", "https://other.example")).body.error).toBe(
      "invalid_target",
    );
    const wrong = await fetch(`${idp.issuer}/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from("alpenstay-web:wrong").toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        scope: "ota:admin:alpenstay",
        resource: "urn:quartier:ota",
      }),
    });
    expect(wrong.status).toBe(401);
  });
});

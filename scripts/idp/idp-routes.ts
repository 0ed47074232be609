import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { type Brand, brandFor } from "./branding.ts";
import { loginForm, newPasswordForm, parseForm, registerForm, resetRequestForm } from "./forms.ts";
import {
  accountCookie,
  appendCookie,
  clearAccountCookie,
  clientAddress,
  csrfToken,
  formOf,
  redirect,
  sendHtml,
  signedInAccount,
  validCsrf,
} from "./http-helpers.ts";
import {
  ACCOUNT_LOCKOUT,
  ADDRESS_LOCKOUT,
  type LockoutPolicy,
  lockoutState,
  recentFailures,
} from "./lockout-policy.ts";
import type { ProviderStore } from "./memory-adapter.ts";
import type { IdpMail } from "./outbox.ts";
import { html } from "./pages.ts";
import { verifyAgainstNothing, verifyPassword } from "./password-hash.ts";
import { normaliseEmail, type StoredUser, type UserStore } from "./user-store.ts";
import {
  accountPage,
  loginPage,
  messagePage,
  newPasswordPage,
  RESET_MINUTES,
  registerPage,
  resetRequestPage,
} from "./views.ts";

type Deps = {
  provider: Provider;
  users: UserStore;
  store: ProviderStore;
  issuer: string;
  appPort: number;
  cookieKey: string;
  tenantHintParam: string;
  outbox?: (mail: IdpMail) => Promise<void>;
};

type Interaction = {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
};

const ACCOUNT_COOKIE_SECONDS = 14 * 24 * 60 * 60;
const RESET_MAIL_LIMIT: LockoutPolicy = { maxFailures: 5, windowSeconds: 60 * 60, lockSeconds: 60 * 60 };

/** Events per key (failed sign-ins per e-mail or client address, reset mails per account), in memory. */
class FailureLog {
  private readonly failures = new Map<string, number[]>();
  constructor(private readonly policy: LockoutPolicy) {}
  state(key: string, now: number) {
    return lockoutState(this.failures.get(key) ?? [], now, this.policy);
  }
  record(key: string, now: number) {
    this.failures.set(key, [...recentFailures(this.failures.get(key) ?? [], now, this.policy), now]);
  }
  clear(key: string) {
    this.failures.delete(key);
  }
}

type ResetTicket = { sub: string; expiresAt: number; tenant: string; language: "en" | "de"; interaction?: string };

/**
 * The provider's own pages: sign-in and registration inside an authorization (interactions), password
 * reset, and the account page. Answers true when it handled the request; everything else is
 * oidc-provider's.
 */
export function idpRoutes(deps: Deps) {
  const { provider, users, store, appPort, cookieKey } = deps;
  const accountFailures = new FailureLog(ACCOUNT_LOCKOUT);
  const addressFailures = new FailureLog(ADDRESS_LOCKOUT);
  // Reset mails per account address: a few an hour, so the form cannot flood someone's inbox.
  const resetMails = new FailureLog(RESET_MAIL_LIMIT);
  // Reset links by the SHA-256 of their token: a leaked memory dump holds no usable link.
  const resetTickets = new Map<string, ResetTicket>();
  const digest = (token: string) => createHash("sha256").update(token).digest("base64url");

  const otherLanguageHref = (brand: Brand, path: string, query: Record<string, string | undefined> = {}) => {
    const other = brand.language === "en" ? "de" : "en";
    if (!brand.tenant.languages.includes(other)) return undefined;
    const search = new URLSearchParams({ ...definedOnly(query), lng: other });
    return `${path}?${search}`;
  };

  const brandOfInteraction = (details: Interaction, language?: string | null) =>
    brandFor(
      {
        hint: details.params[deps.tenantHintParam],
        clientId: details.params.client_id,
        language: language ?? details.params.ui_locales,
      },
      appPort,
    );

  const brandOfQuery = (query: URLSearchParams) =>
    brandFor(
      {
        hint: query.get(deps.tenantHintParam),
        fallbackTenant: query.get("tenant"),
        language: query.get("lng") ?? query.get("ui_locales"),
      },
      appPort,
    );

  const resetHref = (brand: Brand, interaction?: string) =>
    `/reset?${new URLSearchParams(definedOnly({ tenant: brand.tenant.ibeUid, lng: brand.language, interaction }))}`;

  /** A sign-in attempt under the lockout rules; the user on success, else the message to show and its status. */
  async function attemptSignIn(
    req: IncomingMessage,
    email: string,
    password: string,
  ): Promise<{ user: StoredUser } | { status: 400 | 429; error: "badCredentials" | { minutes: number } }> {
    const now = Date.now();
    const accountKey = normaliseEmail(email);
    const addressKey = clientAddress(req);
    const locked = [accountFailures.state(accountKey, now), addressFailures.state(addressKey, now)].find(
      (s) => s.locked,
    );
    if (locked?.locked) return { status: 429, error: { minutes: Math.ceil(locked.retryAfterSeconds / 60) } };
    const user = users.findByEmail(email);
    const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNothing(password);
    if (user && valid) {
      accountFailures.clear(accountKey);
      return { user };
    }
    accountFailures.record(accountKey, now);
    addressFailures.record(addressKey, now);
    const after = accountFailures.state(accountKey, now);
    if (after.locked) return { status: 429, error: { minutes: Math.ceil(after.retryAfterSeconds / 60) } };
    return { status: 400, error: "badCredentials" };
  }

  function signInErrors(error: "badCredentials" | { minutes: number }) {
    return error === "badCredentials"
      ? { password: "badCredentials" as const }
      : { password: { key: "lockedOut" as const, values: { minutes: error.minutes } } };
  }

  async function interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction | null> {
    try {
      return (await provider.interactionDetails(req, res)) as Interaction;
    } catch {
      return null;
    }
  }

  function expired(res: ServerResponse, query: URLSearchParams) {
    const brand = brandOfQuery(query);
    sendHtml(
      res,
      400,
      messagePage({
        brand,
        titleKey: "sessionExpiredTitle",
        text: brand.t("sessionExpired", { brand: brand.tenant.name }),
        links: [{ href: brand.homeUrl, label: brand.t("backToBrand", { brand: brand.tenant.name }) }],
        role: "alert",
      }),
    );
  }

  function formExpired(res: ServerResponse, brand: Brand) {
    sendHtml(
      res,
      403,
      messagePage({
        brand,
        titleKey: "formExpiredTitle",
        text: brand.t("formExpired"),
        links: [{ href: brand.homeUrl, label: brand.t("backToBrand", { brand: brand.tenant.name }) }],
        role: "alert",
      }),
    );
  }

  async function finishSignIn(req: IncomingMessage, res: ServerResponse, user: StoredUser) {
    appendCookie(res, accountCookie(cookieKey, user.sub, ACCOUNT_COOKIE_SECONDS));
    // `create` resolves a registration request too: whoever signs in instead has an account.
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub }, create: {} },
      { mergeWithLastSubmission: false },
    );
  }

  /** A consent prompt should not happen (first-party clients); if it does, grant what was asked. */
  async function finishConsent(req: IncomingMessage, res: ServerResponse) {
    const details = (await provider.interactionDetails(req, res)) as Interaction & {
      grantId?: string;
      session?: { accountId: string };
    };
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session?.accountId ?? "", clientId: String(details.params.client_id) });
    if (!grant) throw new Error("grant not found");
    const missing = details.prompt.details.missingOIDCScope;
    if (Array.isArray(missing)) grant.addOIDCScope(missing.join(" "));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) {
    const url = new URL(req.url ?? "/", deps.issuer);
    const details = await interactionDetails(req, res);
    if (!details || details.uid !== uid) return expired(res, url.searchParams);
    const form = req.method === "POST" ? await formOf(req) : null;
    const brand = brandOfInteraction(details, form ? form.get("lng") : url.searchParams.get("lng"));
    const base = `/interaction/${uid}`;
    if (form && !validCsrf(req, form, cookieKey)) return formExpired(res, brand);
    const csrf = csrfToken(req, res, cookieKey);
    const view = action ?? (details.prompt.name === "create" ? "register" : "login");

    if (details.prompt.name === "consent" && !action) return finishConsent(req, res);

    if (view === "abort" && form) {
      return provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The user cancelled the sign-in." },
        { mergeWithLastSubmission: false },
      );
    }

    if (view === "login") {
      const page = (
        status: number,
        input: { email?: string; errors?: Parameters<typeof loginPage>[0]["errors"] } = {},
      ) =>
        sendHtml(
          res,
          status,
          loginPage({
            brand,
            csrf,
            action: `${base}/login`,
            resetHref: resetHref(brand, uid),
            registerHref: `${base}/register?lng=${brand.language}`,
            abortAction: `${base}/abort`,
            otherLanguageHref: otherLanguageHref(brand, `${base}/login`),
            email:
              input.email ?? (typeof details.params.login_hint === "string" ? details.params.login_hint : undefined),
            errors: input.errors,
          }),
        );
      if (!form) return page(200);
      const parsed = parseForm(loginForm, form, ["email", "password"]);
      const email = form.get("email") ?? "";
      if (!parsed.ok) return page(400, { email, errors: parsed.errors });
      const result = await attemptSignIn(req, parsed.data.email, parsed.data.password);
      if ("error" in result) return page(result.status, { email, errors: signInErrors(result.error) });
      return finishSignIn(req, res, result.user);
    }

    if (view === "register") {
      const page = (
        status: number,
        input: { name?: string; email?: string; errors?: Parameters<typeof registerPage>[0]["errors"] } = {},
      ) =>
        sendHtml(
          res,
          status,
          registerPage({
            brand,
            csrf,
            action: `${base}/register`,
            signInHref: `${base}/login?lng=${brand.language}`,
            abortAction: `${base}/abort`,
            otherLanguageHref: otherLanguageHref(brand, `${base}/register`),
            ...input,
          }),
        );
      if (!form) return page(200);
      const kept = { name: form.get("name") ?? "", email: form.get("email") ?? "" };
      const parsed = parseForm(registerForm, form, ["name", "email", "password"]);
      if (!parsed.ok) return page(400, { ...kept, errors: parsed.errors });
      const user = await users.create({ ...parsed.data, tenant: brand.tenant.ibeUid });
      if (!user) return page(400, { ...kept, errors: { email: "emailTaken" } });
      return finishSignIn(req, res, user);
    }
    return false;
  }

  async function reset(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", deps.issuer);
    const form = req.method === "POST" ? await formOf(req) : null;
    const fields = form ?? url.searchParams;
    const brand = brandOfQuery(fields);
    if (form && !validCsrf(req, form, cookieKey)) return formExpired(res, brand);
    const csrf = csrfToken(req, res, cookieKey);
    const interactionUid = fields.get("interaction")?.match(/^[\w-]{1,64}$/)?.[0];
    const hidden = { tenant: brand.tenant.ibeUid, interaction: interactionUid };
    const signInHref = interactionUid ? `/interaction/${interactionUid}/login?lng=${brand.language}` : undefined;
    const page = (
      status: number,
      input: { email?: string; errors?: Parameters<typeof resetRequestPage>[0]["errors"] } = {},
    ) =>
      sendHtml(
        res,
        status,
        resetRequestPage({
          brand,
          csrf,
          hidden,
          signInHref,
          otherLanguageHref: otherLanguageHref(brand, "/reset", hidden),
          ...input,
        }),
      );
    if (!form) return page(200);
    const parsed = parseForm(resetRequestForm, form, ["email"]);
    if (!parsed.ok) return page(400, { email: form.get("email") ?? "", errors: parsed.errors });
    const user = users.findByEmail(parsed.data.email);
    if (user && !resetMails.state(user.email, Date.now()).locked) {
      resetMails.record(user.email, Date.now());
      await sendResetMail(user, brand, interactionUid);
    }
    // The same answer whether or not there is an account: the page must not tell who has one.
    return sendHtml(
      res,
      200,
      messagePage({
        brand,
        titleKey: "resetSentTitle",
        text: brand.t("resetSent", { email: parsed.data.email, minutes: RESET_MINUTES }),
        links: signInHref ? [{ href: signInHref, label: brand.t("backToSignIn") }] : [],
        role: "status",
      }),
    );
  }

  async function sendResetMail(user: StoredUser, brand: Brand, interactionUid: string | undefined) {
    const token = randomBytes(32).toString("base64url");
    resetTickets.set(digest(token), {
      sub: user.sub,
      expiresAt: Date.now() + RESET_MINUTES * 60 * 1000,
      tenant: brand.tenant.ibeUid,
      language: brand.language,
      interaction: interactionUid,
    });
    const link = `${deps.issuer}/reset/${token}`;
    const { t } = brand;
    const name = brand.tenant.name;
    const mail: IdpMail = {
      kind: "password_reset",
      tenant: brand.tenant.ibeUid,
      language: brand.language,
      to: user.email,
      subject: t("resetMailSubject", { brand: name }),
      text: [
        t("resetMailGreeting", { name: user.name }),
        "",
        t("resetMailBody", { brand: name }),
        link,
        "",
        t("resetMailFooter", { minutes: RESET_MINUTES }),
        "",
        name,
      ].join("\n"),
      html: html`<p>${t("resetMailGreeting", { name: user.name })}</p><p>${t("resetMailBody", { brand: name })}</p><p><a href="${link}">${t("resetMailButton")}</a></p><p>${t("resetMailFooter", { minutes: RESET_MINUTES })}</p><p>${name}</p>`.toString(),
    };
    if (!deps.outbox) {
      console.warn("identity provider: no outbox configured, the password-reset mail was not delivered");
      return;
    }
    try {
      await deps.outbox(mail);
    } catch (error) {
      console.warn(
        "identity provider: the password-reset mail could not be delivered",
        error instanceof Error ? error.message : "",
      );
    }
  }

  async function resetWithToken(req: IncomingMessage, res: ServerResponse, token: string) {
    const key = digest(token);
    const ticket = resetTickets.get(key);
    const valid = ticket && ticket.expiresAt > Date.now() ? ticket : undefined;
    const user = valid ? users.findById(valid.sub) : undefined;
    const form = req.method === "POST" ? await formOf(req) : null;
    const brand = brandFor({ fallbackTenant: ticket?.tenant, language: form?.get("lng") ?? ticket?.language }, appPort);
    if (!valid || !user) {
      if (ticket) resetTickets.delete(key);
      return sendHtml(
        res,
        400,
        messagePage({
          brand,
          titleKey: "resetLinkInvalidTitle",
          text: brand.t("resetLinkInvalid", { minutes: RESET_MINUTES }),
          links: [{ href: resetHref(brand, ticket?.interaction), label: brand.t("requestNewLink") }],
          role: "alert",
        }),
      );
    }
    if (form && !validCsrf(req, form, cookieKey)) return formExpired(res, brand);
    const csrf = csrfToken(req, res, cookieKey);
    const action = `/reset/${token}`;
    if (!form) return sendHtml(res, 200, newPasswordPage({ brand, csrf, action, email: user.email }));
    const parsed = parseForm(newPasswordForm, form, ["password"]);
    if (!parsed.ok)
      return sendHtml(res, 400, newPasswordPage({ brand, csrf, action, email: user.email, errors: parsed.errors }));
    await users.setPassword(user.sub, parsed.data.password);
    // Every open link of this account dies with the change; the lockout of the account ends.
    for (const [k, t] of resetTickets) if (t.sub === user.sub) resetTickets.delete(k);
    accountFailures.clear(user.email);
    const signIn = valid.interaction ? `/interaction/${valid.interaction}/login?lng=${brand.language}` : brand.homeUrl;
    return sendHtml(
      res,
      200,
      messagePage({
        brand,
        titleKey: "passwordChangedTitle",
        text: brand.t("passwordChanged"),
        links: [{ href: signIn, label: brand.t("backToSignIn") }],
        role: "status",
      }),
    );
  }

  async function account(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", deps.issuer);
    const form = req.method === "POST" ? await formOf(req) : null;
    const fields = form ?? url.searchParams;
    const sub = signedInAccount(req, cookieKey);
    const user = sub ? users.findById(sub) : undefined;
    const brand = brandFor(
      {
        hint: fields.get(deps.tenantHintParam),
        fallbackTenant: fields.get("tenant") ?? user?.tenant,
        language: fields.get("lng") ?? fields.get("ui_locales"),
      },
      appPort,
    );
    if (form && !validCsrf(req, form, cookieKey)) return formExpired(res, brand);
    const csrf = csrfToken(req, res, cookieKey);
    const here = `/account?${new URLSearchParams({ tenant: brand.tenant.ibeUid, lng: brand.language })}`;
    if (user && !form) return sendHtml(res, 200, accountPage({ brand, csrf, user }));
    const page = (status: number, input: { email?: string; errors?: Parameters<typeof loginPage>[0]["errors"] } = {}) =>
      sendHtml(
        res,
        status,
        loginPage({
          brand,
          csrf,
          action: "/account",
          hidden: { tenant: brand.tenant.ibeUid },
          titleKey: "accountTitle",
          leadKey: "accountSignInLead",
          resetHref: resetHref(brand),
          otherLanguageHref: otherLanguageHref(brand, "/account", { tenant: brand.tenant.ibeUid }),
          ...input,
        }),
      );
    if (!form) return page(200);
    const parsed = parseForm(loginForm, form, ["email", "password"]);
    const email = form.get("email") ?? "";
    if (!parsed.ok) return page(400, { email, errors: parsed.errors });
    const result = await attemptSignIn(req, parsed.data.email, parsed.data.password);
    if ("error" in result) return page(result.status, { email, errors: signInErrors(result.error) });
    appendCookie(res, accountCookie(cookieKey, result.user.sub, ACCOUNT_COOKIE_SECONDS));
    return redirect(res, here);
  }

  async function signOutEverywhere(req: IncomingMessage, res: ServerResponse) {
    const form = await formOf(req);
    const sub = signedInAccount(req, cookieKey);
    const brand = brandFor(
      {
        fallbackTenant: form.get("tenant") ?? (sub ? users.findById(sub)?.tenant : undefined),
        language: form.get("lng"),
      },
      appPort,
    );
    if (!validCsrf(req, form, cookieKey)) return formExpired(res, brand);
    if (!sub)
      return redirect(res, `/account?${new URLSearchParams({ tenant: brand.tenant.ibeUid, lng: brand.language })}`);
    store.revokeAccount(sub);
    appendCookie(res, clearAccountCookie());
    return sendHtml(
      res,
      200,
      messagePage({
        brand,
        titleKey: "accountTitle",
        text: brand.t("signedOutEverywhere"),
        links: [{ href: brand.homeUrl, label: brand.t("backToBrand", { brand: brand.tenant.name }) }],
        role: "status",
      }),
    );
  }

  return async function route(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(req.url ?? "/", deps.issuer);
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "POST") return false;
    const interactionPath = pathname.match(/^\/interaction\/([\w-]+)(?:\/(login|register|abort))?$/);
    if (interactionPath?.[1]) {
      if (interactionPath[2] === "abort" && method !== "POST") return false;
      await interaction(req, res, interactionPath[1], interactionPath[2]);
      return true;
    }
    if (pathname === "/reset") {
      await reset(req, res);
      return true;
    }
    const resetPath = pathname.match(/^\/reset\/([\w-]{20,100})$/);
    if (resetPath?.[1]) {
      await resetWithToken(req, res, resetPath[1]);
      return true;
    }
    if (pathname === "/account") {
      await account(req, res);
      return true;
    }
    if (pathname === "/account/sign-out-everywhere" && method === "POST") {
      await signOutEverywhere(req, res);
      return true;
    }
    return false;
  };
}

function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * The embedded identity provider: a certified OpenID Connect provider (oidc-provider) run as a Node
 * process by `npm start` and the test harnesses, with its own login, registration, password-reset,
 * logout and account pages. Accounts persist in a JSON file in the local state folder. For local
 * development and tests only: production uses a real provider by discovery (docs/guides/sign-in.md).
 * The caller brings the secrets (`scripts/start.ts` for `npm start`, a test its own).
 */
import { generateKeyPairSync } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import Provider, { errors, interactionPolicy } from "oidc-provider";
import { confirm as endSessionConfirm } from "oidc-provider/lib/actions/end_session.js";
import { OTA_ADMIN_AUDIENCE, OTA_PLATFORM_ADMIN_SCOPE, otaAdminScope } from "../../shared/ota/admin-scopes.ts";
import { localHostOf, PLATFORM_TENANT_ID, TENANTS } from "../../shared/tenancy/tenant-registry.ts";
import { brandFor } from "./branding.ts";
import { ACCOUNT_COOKIE, FormTooLargeError } from "./http-helpers.ts";
import { idpRoutes } from "./idp-routes.ts";
import { endsWithoutConfirmation } from "./logout-policy.ts";
import { ProviderStore } from "./memory-adapter.ts";
import type { IdpMail } from "./outbox.ts";
import type { ScryptParameters } from "./password-hash.ts";
import { UserStore } from "./user-store.ts";
import { logoutPage, messagePage } from "./views.ts";

export type { IdpMail } from "./outbox.ts";

export type LocalIdpOptions = {
  port: number;
  appPort: number;
  /** The secret of every tenant's client (confidential clients, client_secret_basic). */
  clientSecret: string;
  /** Keys that sign the provider's cookies (the first signs, all verify). */
  cookieKeys: string[];
  /** The folder of the user file and the signing key; created when missing. */
  stateDir: string;
  /** Lifetime of access tokens; a few minutes by default, shorter in tests so refresh is exercised. */
  accessTokenTtlSeconds?: number;
  /** Delivers the password-reset mails (to the app's development outbox, or a test's list). */
  outbox?: (mail: IdpMail) => Promise<void>;
  /** The authorization parameter that carries the tenant hint. */
  tenantHintParam?: string;
  /** scrypt cost of new password hashes (tests use cheaper ones). */
  scrypt?: ScryptParameters;
  /** Lifetime of admin (client-credentials) tokens; 10 minutes by default. */
  adminTokenTtlSeconds?: number;
  /**
   * The initial access token of Dynamic Client Registration (RFC 7591): whoever holds it (the app)
   * may register a brand's client at `/reg`. Without it registration is off.
   */
  registrationToken?: string;
};

export type LocalIdp = { issuer: string; port: number; close: () => Promise<void> };

const DAY = 24 * 60 * 60;

/**
 * Every configured tenant's client: its local brand and admin hosts may receive codes and return after
 * logout. Like a client registered at run time, it names its tenant in the metadata `tenant`.
 */
function clientsFor(appPort: number, clientSecret: string) {
  return TENANTS.map((tenant) => {
    const host = localHostOf(tenant);
    const origins = [host, `admin.${host}`].map((h) => `http://${h}:${appPort}`);
    return {
      client_id: tenant.identity.clientId,
      client_name: tenant.name,
      tenant: tenant.ibeUid,
      client_secret: clientSecret,
      redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
      post_logout_redirect_uris: origins.flatMap((origin) => [`${origin}/`, `${origin}/en`, `${origin}/de`]),
      // client_credentials: the app's admin token for the OTA (docs/decisions/0023-admin-tokens.md).
      grant_types: ["authorization_code", "refresh_token", "client_credentials"],
      response_types: ["code"],
    };
  });
}

/** A client as oidc-provider hands it to the hooks: its id and the tenant of its metadata. */
type TenantClient = { clientId: string; tenant?: unknown };

/** The tenant whose client this is (each tenant has one client; its metadata names the tenant). */
function tenantOfClient(client: TenantClient | undefined): string | undefined {
  return typeof client?.tenant === "string" ? client.tenant : undefined;
}

/**
 * The OTA's admin scopes a client may obtain: its own tenant's, and for the platform's (main tenant's)
 * client also the platform scope. Others asked for are left out of the token, which the OTA then refuses.
 */
function adminScopesOfClient(client: TenantClient): string[] {
  const tenant = tenantOfClient(client);
  if (!tenant) return [];
  return tenant === PLATFORM_TENANT_ID ? [otaAdminScope(tenant), OTA_PLATFORM_ADMIN_SCOPE] : [otaAdminScope(tenant)];
}

/** The models of clients registered at run time, kept in the state folder across restarts. */
const REGISTERED_CLIENT_MODELS = new Set(["Client", "RegistrationAccessToken"]);

/**
 * Refuses a registration (or update) whose `tenant` is missing, malformed, or one of the configured
 * tenants: those keep their configured clients, and the platform's admin scope stays with the main
 * tenant's. Configured clients are checked at start without a request (`ctx` undefined).
 */
function validateClientTenant(ctx: unknown, key: string, value: unknown) {
  if (key !== "tenant") return;
  if (typeof value !== "string" || !/^[a-z0-9-]+$/.test(value)) {
    throw new errors.InvalidClientMetadata("tenant must be the brand's booking-engine id (a-z, 0-9, -)");
  }
  if (ctx && TENANTS.some((tenant) => tenant.ibeUid === value)) {
    throw new errors.InvalidClientMetadata("tenant already has a configured client");
  }
}

/** The provider's signing key, kept in the state folder so tokens and id_token_hints survive a restart. */
function signingKeys(stateDir: string) {
  const file = join(stateDir, "idp-jwks.json");
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const jwk = {
      ...privateKey.export({ format: "jwk" }),
      kid: `local-${Date.now().toString(36)}`,
      use: "sig",
      alg: "RS256",
    };
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ keys: [jwk] }), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, "utf8")) as { keys: Record<string, unknown>[] };
}

export async function startLocalIdp(options: LocalIdpOptions): Promise<LocalIdp> {
  const { appPort, clientSecret, cookieKeys, stateDir } = options;
  const tenantHintParam = options.tenantHintParam ?? "tenant_hint";
  const users = await UserStore.open(stateDir, { scrypt: options.scrypt });
  const store = new ProviderStore({
    file: join(stateDir, "idp-clients.json"),
    models: REGISTERED_CLIENT_MODELS,
  });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://localhost:${port}`;

  // `prompt=create` (OpenID Connect "Initiating User Registration") asks for the registration page.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "create", requestable: true }), 0);

  const provider = new Provider(issuer, {
    adapter: store.adapterFor,
    clients: clientsFor(appPort, clientSecret),
    jwks: signingKeys(stateDir),
    // A brand's tenant travels with its client (configured or registered), for admin scopes and tokens.
    extraClientMetadata: { properties: ["tenant"], validator: validateClientTenant },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    responseTypes: ["code"],
    scopes: ["openid", "email", "profile", "roles", "offline_access"],
    // Roles and tenant come with `openid`, so every id token carries them whatever else is asked.
    claims: {
      openid: ["sub", "roles", "tenant"],
      email: ["email", "email_verified"],
      profile: ["name"],
      roles: ["roles", "tenant"],
    },
    // The id token from the token endpoint carries the claims of the granted scopes (name, email...).
    conformIdTokenClaims: false,
    extraParams: [tenantHintParam],
    // oidc-provider does not announce the prompts it accepts; clients look for `create` here.
    discovery: { prompt_values_supported: ["none", ...policy.map((prompt) => prompt.name)] },
    // These first-party clients always get a refresh token, rotated on every use.
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: options.accessTokenTtlSeconds ?? 5 * 60,
      ClientCredentials: (_ctx: unknown, token: { resourceServer?: { accessTokenTTL?: number } }) =>
        token.resourceServer?.accessTokenTTL ?? 10 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // First-party clients: no consent page; the grant covers what the client asked for.
    async loadExistingGrant(ctx: GrantContext) {
      const { oidc } = ctx;
      if (!oidc.session.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const grant =
        (grantId ? await oidc.provider.Grant.find(grantId) : undefined) ??
        new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(" "));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx: unknown, id: string) {
      const user = users.findById(id);
      if (!user) return undefined;
      return {
        accountId: user.sub,
        async claims() {
          return {
            sub: user.sub,
            email: user.email,
            email_verified: false,
            name: user.name,
            roles: [...user.roles],
            tenant: user.tenant,
          };
        },
      };
    },
    // Admin tokens carry the tenant of the client that asked, which the OTA checks against the scope.
    async extraTokenClaims(ctx: { oidc?: { client?: TenantClient } }, token: { kind: string }) {
      if (token.kind !== "ClientCredentials") return undefined;
      const tenant = tenantOfClient(ctx.oidc?.client);
      return tenant ? { tenant } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // The OTA is the one resource server: its admin tokens are JWTs for its audience, which it verifies
      // with this provider's JWKS. Sign-in (no resource asked for) is unchanged.
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => undefined,
        async getResourceServerInfo(_ctx: unknown, resource: string, client: TenantClient) {
          if (resource !== OTA_ADMIN_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: adminScopesOfClient(client).join(" "),
            audience: OTA_ADMIN_AUDIENCE,
            accessTokenFormat: "jwt",
            accessTokenTTL: options.adminTokenTtlSeconds ?? 10 * 60,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      // Dynamic Client Registration (RFC 7591) for brands launched at run time, with the app's initial
      // access token; the registration access token it returns reads and updates the client (RFC 7592).
      registration: {
        enabled: Boolean(options.registrationToken),
        initialAccessToken: options.registrationToken ?? false,
      },
      registrationManagement: { enabled: Boolean(options.registrationToken), rotateRegistrationAccessToken: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaLikeContext, form: string) {
          // An app's sign-out with a valid id_token_hint of this session ends it at once (./logout-policy.ts).
          if (ctx.oidc && endsWithoutConfirmation(logoutFacts(ctx.oidc))) {
            ctx.oidc.params.logout = "yes";
            await endSession(ctx);
            return;
          }
          const brand = brandFor(
            { clientId: ctx.oidc?.client?.clientId, language: ctx.oidc?.params?.ui_locales },
            appPort,
          );
          ctx.type = "html";
          ctx.body = logoutPage({ brand, providerForm: form });
        },
        async postLogoutSuccessSource(ctx: KoaLikeContext) {
          const brand = brandFor(
            { clientId: ctx.oidc?.client?.clientId, language: ctx.oidc?.params?.ui_locales },
            appPort,
          );
          ctx.type = "html";
          ctx.body = messagePage({
            brand,
            titleKey: "loggedOutTitle",
            text: brand.t("loggedOut", { brand: brand.tenant.name }),
            links: [{ href: brand.homeUrl, label: brand.t("backToBrand", { brand: brand.tenant.name }) }],
            role: "status",
          });
        },
      },
    },
    async renderError(ctx: KoaLikeContext, out: Record<string, string>) {
      const brand = brandFor(
        {
          hint: ctx.oidc?.params?.[tenantHintParam],
          clientId: ctx.oidc?.client?.clientId,
          language: ctx.oidc?.params?.ui_locales,
        },
        appPort,
      );
      ctx.type = "html";
      ctx.body = messagePage({
        brand,
        titleKey: "errorTitle",
        text: `${brand.t("errorLead", { brand: brand.tenant.name })} (${out.error ?? "error"}${out.error_description ? `: ${out.error_description}` : ""})`,
        links: [{ href: brand.homeUrl, label: brand.t("backToBrand", { brand: brand.tenant.name }) }],
        role: "alert",
      });
    },
  });
  provider.proxy = true;
  // Signing out of the provider also signs out of its account page.
  provider.on("end_session.success", (ctx: EndSessionContext) => {
    if (ctx.oidc.params.logout) ctx.cookies.set(ACCOUNT_COOKIE, null, { path: "/", signed: false, httpOnly: true });
  });

  const routes = idpRoutes({
    provider,
    users,
    store,
    issuer,
    appPort,
    cookieKey: cookieKeys[0] ?? "",
    tenantHintParam,
    outbox: options.outbox,
  });
  const providerHandler = provider.callback();
  server.on("request", (req, res) => {
    routes(req, res)
      .then((handled) => {
        if (!handled) providerHandler(req, res);
      })
      .catch((error: unknown) => {
        if (error instanceof FormTooLargeError) {
          res.statusCode = 413;
          res.end();
          return;
        }
        console.error("identity provider: request failed", error instanceof Error ? error.name : "error");
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
  });

  return {
    issuer,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type EndSessionContext = {
  oidc: { params: Record<string, unknown> };
  cookies: { set(name: string, value: null, options: Record<string, unknown>): void };
};

type OidcLogoutContext = {
  client?: { clientId: string };
  params: Record<string, string | undefined>;
  entities: { IdTokenHint?: { payload: { sub?: unknown; aud?: unknown; sid?: unknown } } };
  session: { accountId?: string; authorizations?: Record<string, { sid?: string } | undefined> };
};

type KoaLikeContext = {
  type: string;
  body: unknown;
  oidc?: OidcLogoutContext;
};

/** What the logout policy looks at: the hint oidc-provider verified, and the provider session. */
function logoutFacts(oidc: OidcLogoutContext) {
  const hint = oidc.entities.IdTokenHint?.payload ?? null;
  // The hint's client (its audience, which oidc-provider found registered and checked the hint against).
  const clientId = hint && oidc.client ? oidc.client.clientId : undefined;
  return {
    hint,
    accountId: oidc.session.accountId,
    // Read without sidFor(), which would add an empty sign-in of the client to the session.
    clientSid: clientId ? oidc.session.authorizations?.[clientId]?.sid : undefined,
  };
}

/**
 * oidc-provider's own last step of the logout confirmation (`POST /session/end/confirm` with
 * logout=yes, after its xsrf check): revokes the session's grants, destroys the session, emits
 * end_session.success and redirects to the post_logout_redirect_uri with the state. Taken from the
 * pinned version's module (no public API for it); a missing step fails at start, not at sign-out.
 */
const endSession = (() => {
  const step = endSessionConfirm.find((middleware) => middleware.name === "endSession");
  if (!step) throw new Error("oidc-provider: its end-session step was not found (an upgrade changed it)");
  return step as (ctx: KoaLikeContext) => Promise<void>;
})();

type GrantLike = { addOIDCScope(scope: string): void; save(): Promise<string> };
type GrantContext = {
  oidc: {
    result?: { consent?: { grantId?: string } };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    requestParamScopes: Set<string>;
    provider: {
      Grant: {
        new (input: { clientId: string; accountId: string }): GrantLike;
        find(id: string): Promise<GrantLike | undefined>;
      };
    };
  };
};

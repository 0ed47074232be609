import { createContext, type RouterContextProvider } from "react-router";
import { type AdminTokenCache, adminTokenCache } from "./auth/admin-token-cache.server";
import { type AuthSessionStore, authSessionStore } from "./auth/auth-session-store.server";
import { type BrandClients, brandClients } from "./auth/brand-clients.server";
import type { IdentityHttp } from "./auth/identity-http.server";
import { type RefreshClaims, refreshClaims } from "./auth/refresh-claims.server";
import {
  type CustomHostnames,
  cloudflareCustomHostnames,
  localCustomHostnames,
} from "./brands/custom-hostnames.server";
import type { CheckoutStore } from "./checkout/checkout-store.server";
import { checkoutStore } from "./checkout/checkout-store.server";
import type { AppConfig } from "./env.server";
import type { UpstreamDeadline } from "./http/upstream-deadline.server";
import { globalFetcher, type UpstreamFetcher } from "./http/upstream-http.server";
import { type MailEvents, mailEvents } from "./mail/mail-events.server";
import { type Mailer, outboxMailer, sendEmailMailer } from "./mail/mail-transports.server";
import { type Outbox, outbox } from "./mail/outbox.server";
import { createOtaClient, type OtaAuthorization, type OtaClient } from "./ota/ota-client.server";
import { createPaymentsClient, type PaymentsClient } from "./payments/payments-client.server";
import { createPlacesProvider } from "./places/create-places-provider.server";
import type { PlacesProvider } from "./places/places-provider.server";
import { getAllExchangeRates } from "./rates/exchange-rates.server";
import { createRateLimiter, type RateLimiter } from "./security/rate-limiter.server";

/** Base URL of the embedded inventory Worker behind the service binding (the host is not resolved). */
export const EMBEDDED_OTA_BASE_URL = "https://inventory.internal";
/** Base URL of the embedded payment sandbox behind the service binding. */
export const EMBEDDED_PAYMENTS_BASE_URL = "https://payments.internal";

/**
 * Every upstream and store the app talks to, behind its adapter interface. Routes, loaders and
 * services read them through `adaptersOf(context)` only, never from the bindings.
 */
export type Adapters = {
  ota: OtaClient;
  /** The OTA client for admin calls: the same upstream, with a bearer token on every call (adminOtaFor). */
  adminOta(authorization: OtaAuthorization): OtaClient;
  /** Admin tokens (client credentials) until near their expiry: per isolate and in the SESSIONS KV. */
  adminTokens: AdminTokenCache;
  places: PlacesProvider;
  payments: PaymentsClient;
  mailer: Mailer;
  /** The development outbox in D1 (MAIL_MODE=outbox): its list and a mailer that writes into it. */
  outbox: Outbox;
  /** Which mail event has been sent (D1): one mail per event. */
  mailEvents: MailEvents;
  /** Copies of pages' upstream answers (last good copies, the sitemap's list) in the PAGE_COPIES KV. */
  pageCopies: KVNamespace;
  rates: { all: () => ReturnType<typeof getAllExchangeRates> };
  checkoutStore: CheckoutStore;
  /** Sign-in sessions (user and tokens) in the SESSIONS KV. */
  authSessions: AuthSessionStore;
  /** Which request may redeem a session's refresh token (D1: one redeem per token). */
  refreshClaims: RefreshClaims;
  rateLimiter: RateLimiter;
  /** The identity provider's discovery and token endpoints: the network, within the request's deadline. */
  identity: IdentityHttp;
  /** Run-time brands' OpenID Connect clients, their secrets sealed in D1 (docs/decisions/0124). */
  brandClients: BrandClients;
  /** Brands' own host names and certificates: Cloudflare for SaaS, or `*.localhost` (docs/decisions/0125). */
  customHostnames: CustomHostnames;
};

/** A service binding as an upstream fetcher, or an error naming the missing binding. */
function binding(fetcher: Fetcher | undefined, name: string): UpstreamFetcher {
  if (!fetcher) throw new Error(`The ${name} service binding is missing`);
  return { fetch: (input, init) => fetcher.fetch(input, init) };
}

/**
 * The one factory of the app's adapters, from the validated configuration, the Worker's bindings and
 * the request's upstream deadline (which every HTTP upstream honours, so a set serves one request).
 * Each adapter is made on first use, so a request that needs no payment service never asks for its
 * binding; making one is only a few closures. Production upstreams by configuration, embedded
 * defaults otherwise.
 */
export function adaptersFor(env: Env, config: AppConfig, deadline?: UpstreamDeadline): Adapters {
  const within = deadline ? { deadline } : {};
  const once = <T>(make: () => T): (() => T) => {
    let made: { value: T } | undefined;
    return () => {
      made ??= { value: make() };
      return made.value;
    };
  };
  const otaOptions = () => ({
    ...(config.OTA_MODE === "production"
      ? { fetcher: globalFetcher, baseUrl: config.OTA_BASE_URL ?? "" }
      : { fetcher: binding(env.INVENTORY, "INVENTORY"), baseUrl: EMBEDDED_OTA_BASE_URL }),
    ...(config.OTA_API_KEY ? { apiKey: config.OTA_API_KEY } : {}),
    ...within,
  });
  const ota = once(() => createOtaClient(otaOptions()));
  const tokens = once(() => adminTokenCache(env.SESSIONS));
  const payments = once(() =>
    createPaymentsClient({
      ...(config.PAYMENTS_MODE === "remote"
        ? { fetcher: globalFetcher, baseUrl: config.PAYMENTS_BASE_URL ?? "" }
        : { fetcher: binding(env.PAYMENTS, "PAYMENTS"), baseUrl: EMBEDDED_PAYMENTS_BASE_URL }),
      apiKey: config.PAYMENTS_API_KEY,
      ...within,
    }),
  );
  const places = once(() => createPlacesProvider({ ...config, DB: env.DB }, within));
  const mailer = once(() =>
    config.MAIL_MODE === "send_email" ? sendEmailMailer(env.MAIL, config.MAIL_FROM) : outboxMailer(env.DB),
  );
  const mailOutbox = once(() => outbox(env.DB));
  const events = once(() => mailEvents(env.DB));
  const store = once(() => checkoutStore(env.SESSIONS));
  const sessions = once(() => authSessionStore(env.SESSIONS));
  const claims = once(() => refreshClaims(env.DB));
  const clients = once(() => brandClients(env.DB, config.BRAND_SECRETS_KEY));
  return {
    get ota() {
      return ota();
    },
    adminOta: (authorization) => createOtaClient({ ...otaOptions(), authorization }),
    get adminTokens() {
      return tokens();
    },
    get payments() {
      return payments();
    },
    get places() {
      return places();
    },
    get mailer() {
      return mailer();
    },
    get outbox() {
      return mailOutbox();
    },
    get mailEvents() {
      return events();
    },
    get pageCopies() {
      return env.PAGE_COPIES;
    },
    get checkoutStore() {
      return store();
    },
    get authSessions() {
      return sessions();
    },
    get refreshClaims() {
      return claims();
    },
    get brandClients() {
      return clients();
    },
    get customHostnames() {
      return config.CUSTOM_HOSTNAMES === "cloudflare"
        ? cloudflareCustomHostnames({
            zoneId: config.CUSTOM_HOSTNAMES_ZONE_ID,
            zoneName: config.CUSTOM_HOSTNAMES_ZONE_NAME,
            apiToken: config.CLOUDFLARE_API_TOKEN,
            cnameTarget: config.CUSTOM_HOSTNAMES_CNAME_TARGET,
            sslMethod: config.CUSTOM_HOSTNAMES_SSL_METHOD,
            fetcher: globalFetcher,
          })
        : localCustomHostnames;
    },
    identity: { fetcher: globalFetcher, ...within },
    rateLimiter: createRateLimiter(env as unknown as Record<string, unknown>),
    rates: { all: () => getAllExchangeRates({ RATES: env.RATES, RATES_SOURCE: config.RATES_SOURCE }) },
  };
}

/** Where the request's adapters are kept: set once at the entry (middleware/request-context.server.ts). */
export const adaptersContext = createContext<Adapters>();

/** The request's adapters (made once at the entry, middleware/request-context.server.ts): the one accessor. */
export function adaptersOf(context: Readonly<RouterContextProvider>): Adapters {
  return context.get(adaptersContext);
}

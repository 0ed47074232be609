import type { RouterContextProvider } from "react-router";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { appOriginOf, brandClientHosts } from "../../domain/auth/client-registration";
import type { BrandActor } from "../../domain/tenancy/brand";
import { adaptersOf } from "../adapters.server";
import { type BrandClientRegistration, registerBrandClient } from "../auth/client-registration.server";
import { cloudflareContext, configContext } from "../context.server";
import { getBrand, saveBrand } from "./brand-store.server";
import type { HostnameResult } from "./custom-hostnames.server";

/**
 * What going live arranges outside the app (docs/decisions/0124, 0125): the brand's OpenID Connect
 * client at the provider, and its hosts (each with its `admin.` host) with certificates at the edge.
 */
export type BrandLaunch = {
  identity: BrandClientRegistration;
  hostnames: HostnameResult[];
};

/**
 * The go-live hook, called by the platform admin's "go live" action after the brand is saved as live,
 * with the admin's request URL (its scheme and port are those of the brand's registered URIs) and the
 * admin as the actor of the change it makes: the registered client's id goes into the brand's identity
 * (one more save, shown in the history). Safe to call again (a resume, a changed host): the client is
 * updated, not registered twice, and hosts already asked for are read. Never throws for the provider's
 * or the edge's refusal: the results say what the brand page shows.
 */
export async function whenBrandGoesLive(
  context: Readonly<RouterContextProvider>,
  brand: Tenant,
  requestUrl: string,
  actor: BrandActor,
): Promise<BrandLaunch> {
  const config = context.get(configContext);
  const adapters = adaptersOf(context);
  const [identity, hostnames] = await Promise.all([
    registerBrandClient(
      {
        issuer: config.OIDC_ISSUERS[brand.ibeUid] ?? config.OIDC_ISSUER,
        initialAccessToken: config.OIDC_REGISTRATION_TOKEN,
        http: adapters.identity,
        clients: adapters.brandClients,
      },
      brand,
      appOriginOf(requestUrl),
    ),
    Promise.all(brandClientHosts(brand.hosts).map((host) => adapters.customHostnames.request(host))),
  ]);
  if ("clientId" in identity) await keepClientId(context, brand.ibeUid, identity.clientId, actor);
  return { identity, hostnames };
}

/** Writes the client id into the stored brand's identity when it differs (the secret stays apart). */
async function keepClientId(
  context: Readonly<RouterContextProvider>,
  ibeUid: string,
  clientId: string,
  actor: BrandActor,
): Promise<void> {
  const { env } = context.get(cloudflareContext);
  const stored = await getBrand(env, ibeUid);
  if (!stored || stored.tenant.identity.clientId === clientId) return;
  const tenant = { ...stored.tenant, identity: { ...stored.tenant.identity, clientId } };
  await saveBrand(env, { tenant, status: stored.status }, actor, stored.version);
}

/** The brand page's host list: each host's status, the records to set (its "refresh" reads them again). */
export function brandHostnames(context: Readonly<RouterContextProvider>, tenant: Tenant): Promise<HostnameResult[]> {
  const { customHostnames } = adaptersOf(context);
  return Promise.all(brandClientHosts(tenant.hosts).map((host) => customHostnames.status(host)));
}

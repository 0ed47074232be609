import type { RouterContextProvider } from "react-router";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { appOriginOf, brandClientHosts } from "../../domain/auth/client-registration";
import { adaptersOf } from "../adapters.server";
import { type BrandClientRegistration, registerBrandClient } from "../auth/client-registration.server";
import { configContext } from "../context.server";
import type { HostnameResult } from "./custom-hostnames.server";

/**
 * What going live arranges outside the app (docs/decisions/0124, 0125): the brand's OpenID Connect
 * client at the provider, and its hosts (each with its `admin.` host) with certificates at the edge.
 * `tenant` is the brand with the registered client's id in its identity: the caller saves it with the
 * status `live` (one save, one change row).
 */
export type BrandLaunch = {
  tenant: Tenant;
  identity: BrandClientRegistration;
  hostnames: HostnameResult[];
};

/**
 * The go-live hook, called by the platform admin's "go live" action (before it saves the brand as live)
 * with the admin's request URL: its scheme and port are those of the brand's registered URIs. Safe to
 * call again (a resume, a changed host): the client is updated, not registered twice, and hosts
 * already asked for are read. Never throws for the provider's or the edge's refusal: the results say
 * what the brand page shows.
 */
export async function onBrandLive(
  context: Readonly<RouterContextProvider>,
  tenant: Tenant,
  requestUrl: string,
): Promise<BrandLaunch> {
  const config = context.get(configContext);
  const adapters = adaptersOf(context);
  const [identity, hostnames] = await Promise.all([
    registerBrandClient(
      {
        issuer: config.OIDC_ISSUERS[tenant.ibeUid] ?? config.OIDC_ISSUER,
        initialAccessToken: config.OIDC_REGISTRATION_TOKEN,
        http: adapters.identity,
        clients: adapters.brandClients,
      },
      tenant,
      appOriginOf(requestUrl),
    ),
    Promise.all(brandClientHosts(tenant.hosts).map((host) => adapters.customHostnames.request(host))),
  ]);
  const clientId = "clientId" in identity ? identity.clientId : tenant.identity.clientId;
  return { tenant: { ...tenant, identity: { ...tenant.identity, clientId } }, identity, hostnames };
}

/** The brand page's host list: each host's status, the records to set (its "refresh" reads them again). */
export function brandHostnames(context: Readonly<RouterContextProvider>, tenant: Tenant): Promise<HostnameResult[]> {
  const { customHostnames } = adaptersOf(context);
  return Promise.all(brandClientHosts(tenant.hosts).map((host) => customHostnames.status(host)));
}

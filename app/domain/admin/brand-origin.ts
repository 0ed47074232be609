import type { Tenant } from "../../../shared/tenancy/tenant";
import { normaliseHost } from "../tenancy/resolve-tenant";

const ADMIN_PREFIX = "admin.";

/**
 * The public origin of a tenant's brand site as seen from an admin request: the same scheme and port,
 * the tenant's host of the same kind (a `.localhost` host locally, a public one otherwise). Mails an
 * admin sends (a confirmation resent, a cancellation) link there, never to the admin host.
 */
export function brandOrigin(requestUrl: string, tenant: Pick<Tenant, "hosts">): string {
  const url = new URL(requestUrl);
  const host = normaliseHost(url.host) ?? "";
  const current = host.startsWith(ADMIN_PREFIX) ? host.slice(ADMIN_PREFIX.length) : host;
  const local = current.endsWith(".localhost") || current === "localhost";
  const brand = tenant.hosts.includes(current)
    ? current
    : (tenant.hosts.find((h) => h.endsWith(".localhost") === local) ?? tenant.hosts[0] ?? current);
  return `${url.protocol}//${brand}${url.port ? `:${url.port}` : ""}`;
}

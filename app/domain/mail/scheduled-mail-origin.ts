import type { Tenant } from "../../../shared/tenancy/tenant";

/**
 * Where the links of a mail sent without a request (a cron's) point: the brand's first public host
 * over https in production; locally its `.localhost` host on the local server's port (over http).
 */
export function scheduledMailOrigin(
  tenant: Pick<Tenant, "hosts">,
  where: { production: boolean; localPort?: number | undefined },
): string {
  if (where.production) {
    const host = tenant.hosts.find((h) => !h.endsWith(".localhost") && h !== "localhost") ?? tenant.hosts[0];
    return `https://${host}`;
  }
  const host = tenant.hosts.find((h) => h.endsWith(".localhost")) ?? tenant.hosts[0];
  return `http://${host}${where.localPort ? `:${where.localPort}` : ""}`;
}

import { type CheckFailure, checkFailure } from "./check-failure";

/** A brand that holds hosts already (the brand being checked is left out by its ibeUid). */
export type HostHolder = { ibeUid: string; name: string; hosts: readonly string[] };

export type HostCheckInput = {
  /** The brand's hosts as typed (lower case, no port). */
  hosts: readonly string[];
  ibeUid: string;
  /** Every stored brand, this one included (it is skipped). */
  others: readonly HostHolder[];
  /** Hosts the platform itself answers on (payments, sign-in, ...): never a brand's. */
  platformHosts: readonly string[];
};

const ADMIN = "admin.";
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name by RFC 1123: labels of letters, digits and inner hyphens, two labels at least, 253 characters at most. */
export function isHostName(host: string): boolean {
  const labels = host.split(".");
  return host.length <= 253 && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/**
 * The host checks of a brand: each host well formed, listed once, not `admin.` (that is the admin area
 * of the host after it), not the platform's, and neither it nor its admin host held by another brand
 * (a request to `admin.x` belongs to the brand of `x`, so `admin.x` as a brand host would be captured).
 */
export function hostFailures({ hosts, ibeUid, others, platformHosts }: HostCheckInput): CheckFailure[] {
  if (hosts.length === 0) return [checkFailure("hosts", "hostsMissing")];
  const holders = others.filter((other) => other.ibeUid !== ibeUid);
  const problemOf = (host: string, index: number): [string, Record<string, string>?] | null => {
    if (!isHostName(host)) return ["hostSyntax"];
    if (hosts.indexOf(host) !== index) return ["hostTwice"];
    if (platformHosts.includes(host) || platformHosts.includes(`${ADMIN}${host}`)) return ["hostPlatform"];
    const taken = holders.find((other) => other.hosts.includes(host));
    if (taken) return ["hostTaken", { brand: taken.name }];
    const adminOf = holders.find((other) => other.hosts.some((h) => `${ADMIN}${h}` === host));
    if (adminOf) return ["hostAdminOfOther", { brand: adminOf.name }];
    return host.startsWith(ADMIN) ? ["hostAdminPrefix"] : null;
  };
  return hosts.flatMap((host, index) => {
    const problem = problemOf(host, index);
    return problem ? [checkFailure("hosts", problem[0], { host, ...problem[1] })] : [];
  });
}

import type { Tenant } from "../../shared/tenancy/tenant.ts";
import type { DemoUser } from "../idp/demo-users.ts";

export type BannerInput = {
  port: number;
  tenants: readonly Tenant[];
  /** Each tenant's local host name (`<brand>.localhost`). */
  hostOf: (tenant: Tenant) => string;
  issuer: string;
  demoUsers: readonly DemoUser[];
  secretsPath: string;
  /** The local receiver of booking events, and the demo connection's deliveries page in the admin area. */
  receiver?: { url: string; admin: string | null };
};

/** What a demo user is, in a few words: a guest of a brand, a brand's admin or the platform admin. */
export function demoUserRole(user: DemoUser, tenantName: string): string {
  if (user.roles.includes("portal-backend:admin")) return "platform admin (every brand)";
  if (user.roles.some((role) => role.endsWith(":admin"))) return `admin of ${tenantName}`;
  return `guest (${tenantName})`;
}

/**
 * The lines a local server prints once it answers: where each brand and its admin area are, the
 * payment sandbox, the identity provider, the mail outbox and the demo logins. Printed last, so a
 * newcomer finds them without scrolling.
 */
export function bannerLines(input: BannerInput): string[] {
  const { port } = input;
  const url = (host: string, path = "/") => `http://${host}:${port}${path}`;
  const first = input.tenants[0];
  const rows: Array<[string, string]> = input.tenants.map((tenant) => {
    const host = input.hostOf(tenant);
    return [tenant.name, `${url(host)}   admin: ${url(`admin.${host}`)}`];
  });
  const nameOf = (ibeUid: string) => input.tenants.find((t) => t.ibeUid === ibeUid)?.name ?? ibeUid;
  const width = Math.max(...input.demoUsers.map((user) => user.email.length));
  const passwordWidth = Math.max(...input.demoUsers.map((user) => user.password.length));
  return [
    "",
    "Quartier is running. Brands:",
    ...rows.map(([name, urls]) => `  ${name.padEnd(14)} ${urls}`),
    "",
    `  Payment sandbox    ${url("payments.localhost")}`,
    `  Identity provider  ${input.issuer}`,
    ...(first
      ? [`  Mail outbox        ${url(input.hostOf(first), "/en/dev/outbox")} (each brand on its own host)`]
      : []),
    ...(input.receiver
      ? [
          `  Booking events     ${input.receiver.url} (the local receiver; fail deliveries there to watch retries)`,
          ...(input.receiver.admin ? [`  Their deliveries   ${input.receiver.admin}`] : []),
        ]
      : []),
    "",
    "Demo logins (Sign in on a brand's page):",
    ...input.demoUsers.map(
      (user) =>
        `  ${user.email.padEnd(width)}  ${user.password.padEnd(passwordWidth)}  ${demoUserRole(user, nameOf(user.tenant))}`,
    ),
    "",
    `Local secrets: ${input.secretsPath} (delete it to make new ones). Guides: docs/guides/.`,
    "Press Ctrl-C to stop.",
    "",
  ];
}

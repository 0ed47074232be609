import type { TenantMatch } from "./resolve-tenant";

/** What the language layout does with a path on a host of one area. */
export type AreaVerdict = "serve" | "to-admin-home" | "not-found";

/**
 * The page path of a request: a client navigation's data request (`/de/admin.data`, `/.data` at the
 * root) names the page it loads, without the suffix.
 */
export function pagePathOf(pathname: string): string {
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
}

/**
 * The admin host serves only the admin area (and the preferences and sign-in its pages use);
 * elsewhere on it the visitor goes to the admin home. A brand's public host never serves the admin area.
 */
export function areaVerdict(area: TenantMatch["area"], pathname: string): AreaVerdict {
  const path = pagePathOf(pathname);
  const inAdmin = /^\/[a-z]{2}\/admin(\/|$)/.test(path);
  // Preferences and sign-in serve both areas (admins sign in on the admin host).
  const shared = /^\/[a-z]{2}\/(preferences|sign-in)$/.test(path);
  if (area === "admin" && !inAdmin && !shared) return "to-admin-home";
  if (area === "public" && inAdmin) return "not-found";
  return "serve";
}

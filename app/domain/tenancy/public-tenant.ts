import type { Tenant } from "../../../shared/tenancy/tenant";

/** What the browser may see of a tenant: no identity settings, payment setup or host list. */
export function publicTenant(tenant: Tenant) {
  const { ibeUid, name, languages, defaultLanguage, currencies, defaultCurrency, theme, features, contact } = tenant;
  return { ibeUid, name, languages, defaultLanguage, currencies, defaultCurrency, theme, features, contact };
}
export type PublicTenant = ReturnType<typeof publicTenant>;

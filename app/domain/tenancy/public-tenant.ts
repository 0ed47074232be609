import type { Tenant } from "../../../shared/tenancy/tenant";

/**
 * What the browser may see of a tenant: no identity settings, payment setup or host list. The tag
 * manager's container id is public anyway (its script address carries it).
 */
export function publicTenant(tenant: Tenant) {
  const { ibeUid, name, languages, defaultLanguage, currencies, defaultCurrency, theme, features, contact } = tenant;
  const gtmContainerId = tenant.analytics?.gtmContainerId ?? null;
  return {
    ibeUid,
    name,
    languages,
    defaultLanguage,
    currencies,
    defaultCurrency,
    theme,
    features,
    contact,
    gtmContainerId,
  };
}
export type PublicTenant = ReturnType<typeof publicTenant>;

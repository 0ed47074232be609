import type { Tenant } from "../../shared/tenancy/tenant.ts";
import { localHostOf, TENANTS } from "../../shared/tenancy/tenant-registry.ts";
import { LANGUAGES, type Language, type Translate, translator } from "./messages.ts";

/** What a page of the provider is branded with: the tenant, its language and where its site is. */
export type Brand = { tenant: Tenant; language: Language; t: Translate; homeUrl: string };

export function tenantByHint(hint: unknown): Tenant | undefined {
  return TENANTS.find((tenant) => tenant.identity.tenantHint === hint);
}

export function tenantByClientId(clientId: unknown): Tenant | undefined {
  return TENANTS.find((tenant) => tenant.identity.clientId === clientId);
}

/** The first of `ui_locales` (space-separated, e.g. "de-AT en") this provider speaks. */
export function languageOf(preferences: unknown): Language | undefined {
  if (typeof preferences !== "string") return undefined;
  for (const tag of preferences.split(/\s+/)) {
    const base = tag.split("-")[0]?.toLowerCase();
    const found = LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return undefined;
}

/**
 * The brand of a page: the tenant from the hint or else the client, the main tenant otherwise; the
 * language asked for, or the tenant's default.
 */
export function brandFor(
  input: { hint?: unknown; clientId?: unknown; language?: unknown; fallbackTenant?: unknown },
  appPort: number,
): Brand {
  const tenant =
    tenantByHint(input.hint) ??
    tenantByClientId(input.clientId) ??
    TENANTS.find((t) => t.ibeUid === input.fallbackTenant) ??
    (TENANTS[0] as Tenant);
  const language = languageOf(input.language) ?? languageOf(tenant.defaultLanguage) ?? "en";
  return {
    tenant,
    language,
    t: translator(language),
    homeUrl: `http://${localHostOf(tenant)}:${appPort}/${language}`,
  };
}

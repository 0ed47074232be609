import { getEntry, type IconId, type ServiceType } from "../../../shared/catalogue";
import type { Language, PaymentMethod } from "../../../shared/tenancy/tenant";
import { usablePaymentMethods } from "../payments/usable-payment-methods";

/** The order of the groups on the offer page; payment methods have their own section. */
const GROUP_ORDER: readonly ServiceType[] = [
  "amenity",
  "facility",
  "service",
  "businessService",
  "general",
  "corona",
  "languages",
];

/** One included service as the offer page shows it: its icon and its name in the page's language. */
export type ShownService = { id: string; iconId: IconId; name: string };

/** A group of the offer page's included services, in the page's order. */
export type ShownServiceGroup = { type: ServiceType; services: ShownService[] };

/**
 * An apartment's included services as catalogue entries grouped by type (the page's order), each group
 * sorted by how much the entry counts for guests; unknown ids and repeats left out. Resolved on the
 * server, so the page does not carry the catalogue to the browser.
 */
export function includedServiceGroups(ids: readonly string[], lng: Language): ShownServiceGroup[] {
  const groups = new Map<ServiceType, { service: ShownService; score: number }[]>();
  const seen = new Set<string>();
  for (const id of ids) {
    const entry = getEntry(id);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const list = groups.get(entry.type) ?? [];
    list.push({ service: { id: entry.id, iconId: entry.iconId, name: entry.name[lng] }, score: entry.score });
    groups.set(entry.type, list);
  }
  return GROUP_ORDER.flatMap((type) => {
    const list = groups.get(type);
    if (!list?.length) return [];
    return [{ type, services: [...list].sort((a, b) => b.score - a.score).map((item) => item.service) }];
  });
}

/** A payment method the guest can use, with the names of the property's entries it covers (card brands). */
export type ShownPaymentMethod = { method: PaymentMethod; names: string[] };

/** The offer page's payment methods (`usablePaymentMethods`) with their entries named in the page's language. */
export function shownPaymentMethods(
  tenantMethods: readonly PaymentMethod[],
  includedServices: readonly string[],
  lng: Language,
): ShownPaymentMethod[] {
  const isPaymentEntry = (id: string) => getEntry(id)?.type === "paymentMethods";
  return usablePaymentMethods(tenantMethods, includedServices, isPaymentEntry).map(({ method, entryIds }) => ({
    method,
    names: entryIds.flatMap((id) => {
      const name = getEntry(id)?.name[lng];
      return name ? [name] : [];
    }),
  }));
}

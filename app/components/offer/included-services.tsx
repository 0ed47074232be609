import { useTranslation } from "react-i18next";
import { ServiceIcon } from "~/components/catalogue/service-icon";
import { type CatalogueEntry, getEntry, type ServiceType } from "~/domain/catalogue";
import type { UsablePaymentMethod } from "~/domain/payments/usable-payment-methods";
import type { Language } from "~/domain/tenancy/tenant";

/** The order of the groups on the page; payment methods have their own section. */
const GROUP_ORDER: readonly ServiceType[] = [
  "amenity",
  "facility",
  "service",
  "businessService",
  "general",
  "corona",
  "languages",
];

/** The apartment's catalogue entries by type, each sorted by how much it counts for guests. */
export function groupServices(ids: readonly string[]): Map<ServiceType, CatalogueEntry[]> {
  const groups = new Map<ServiceType, CatalogueEntry[]>();
  const seen = new Set<string>();
  for (const id of ids) {
    const entry = getEntry(id);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const list = groups.get(entry.type) ?? [];
    list.push(entry);
    groups.set(entry.type, list);
  }
  for (const list of groups.values()) list.sort((a, b) => b.score - a.score);
  return groups;
}

function EntryList({ entries, lng }: { entries: readonly CatalogueEntry[]; lng: Language }) {
  return (
    <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      {entries.map((entry) => (
        <li key={entry.id} className="flex items-center gap-2 text-sm">
          <ServiceIcon iconId={entry.iconId} className="size-5 shrink-0 text-accent" />
          {entry.name[lng]}
        </li>
      ))}
    </ul>
  );
}

/** Included services grouped by catalogue type, with icons. */
export function IncludedServices({ ids, lng }: { ids: readonly string[]; lng: Language }) {
  const { t } = useTranslation();
  const groups = groupServices(ids);
  const shown = GROUP_ORDER.filter((type) => (groups.get(type)?.length ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="services-heading" data-testid="included-services">
      <h2 id="services-heading" className="text-xl font-bold">
        {t("offer.servicesTitle")}
      </h2>
      <div className="mt-3 grid gap-5">
        {shown.map((type) => (
          <div key={type}>
            <h3 className="mb-2 font-semibold text-ink/90">{t(`offer.serviceTypes.${type}`)}</h3>
            <EntryList entries={groups.get(type) ?? []} lng={lng} />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The payment methods the guest can use for this apartment: the checkout's methods the property
 * accepts (usable-payment-methods.ts), each card line naming the property's card brands.
 */
export function PaymentMethods({ methods, lng }: { methods: readonly UsablePaymentMethod[]; lng: Language }) {
  const { t } = useTranslation();
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" data-testid="payment-methods">
      <h2 id="payments-heading" className="text-xl font-bold">
        {t("offer.paymentMethodsTitle")}
      </h2>
      <ul className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {methods.map(({ method, entryIds }) => {
          const names = entryIds.map((id) => getEntry(id)?.name[lng]).filter(Boolean);
          return (
            <li key={method} className="text-sm" data-method={method}>
              <span className="font-medium">{t(`checkout.paymentMethods.${method}`)}</span>
              {names.length > 0 ? <span className="text-ink/80"> ({names.join(", ")})</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

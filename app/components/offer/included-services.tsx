import type { ShownPaymentMethod, ShownService, ShownServiceGroup } from "../../domain/offer/included-service-groups";
import { useT } from "../../i18n/use-t";
import { ServiceIcon } from "../catalogue/service-icon";

function EntryList({ services }: { services: readonly ShownService[] }) {
  return (
    <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      {services.map((service) => (
        <li key={service.id} className="flex items-center gap-2 text-sm">
          <ServiceIcon iconId={service.iconId} className="size-5 shrink-0 text-accent" />
          {service.name}
        </li>
      ))}
    </ul>
  );
}

/** Included services grouped by catalogue type, with icons (resolved by the loader: included-service-groups.ts). */
export function IncludedServices({ groups }: { groups: readonly ShownServiceGroup[] }) {
  const { t } = useT();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="services-heading" data-testid="included-services">
      <h2 id="services-heading" className="text-xl font-bold">
        {t("offer.servicesTitle")}
      </h2>
      <div className="mt-3 grid gap-5">
        {groups.map(({ type, services }) => (
          <div key={type}>
            <h3 className="mb-2 font-semibold text-ink/90">{t(`offer.serviceTypes.${type}`)}</h3>
            <EntryList services={services} />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The payment methods the guest can use for this apartment: the checkout's methods the property
 * accepts (usable-payment-methods.ts), each card line naming the property's card brands; the loader
 * names the methods (the checkout's messages are not the offer page's).
 */
export function PaymentMethods({ methods }: { methods: readonly (ShownPaymentMethod & { label: string })[] }) {
  const { t } = useT();
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" data-testid="payment-methods">
      <h2 id="payments-heading" className="text-xl font-bold">
        {t("offer.paymentMethodsTitle")}
      </h2>
      <ul className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {methods.map(({ method, names, label }) => (
          <li key={method} className="text-sm" data-method={method}>
            <span className="font-medium">{label}</span>
            {names.length > 0 ? <span className="text-ink/80"> ({names.join(", ")})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useMemo } from "react";
import type { Address } from "../../../shared/ota/listing";
import type { Language } from "../../../shared/tenancy/tenant";
import { streetAddress } from "../../domain/address/street-address";
import type { ShownPaymentMethod, ShownServiceGroup } from "../../domain/offer/included-service-groups";
import { ratePolicies } from "../../domain/offer/rate-policies";
import { useT } from "../../i18n/use-t";
import { LazyMapView } from "../map/lazy-map-view";
import { IncludedServices, PaymentMethods } from "./included-services";

export type OfferStayDetailsProps = {
  lng: Language;
  apartmentTypeId: string;
  description: string;
  checkInFrom: string;
  checkOutUntil: string;
  /** The stay's rates, for their cancellation terms. */
  offers: Parameters<typeof ratePolicies>[0];
  serviceGroups: readonly ShownServiceGroup[];
  paymentMethods: readonly (ShownPaymentMethod & { label: string })[];
  propertyName: string;
  address: Address;
  /** The map's style, or null where the brand shows no map. */
  mapStyle: string | null;
};

/**
 * What the offer page says below its month table: the description, what is included, the house rules
 * and cancellation terms, the payment methods and the location with its map. Its own module: the page
 * loads it when it comes near the viewport or at the visitor's first input (0102).
 */
export default function OfferStayDetails(props: OfferStayDetailsProps) {
  const { t } = useT();
  const { address, propertyName } = props;
  const policies = ratePolicies(props.offers);
  const markers = useMemo(
    () => [
      {
        id: props.apartmentTypeId,
        lat: address.lat,
        long: address.long,
        label: propertyName,
        accessibleName: t("offer.mapPin", { name: propertyName }),
      },
    ],
    [props.apartmentTypeId, address.lat, address.long, propertyName, t],
  );
  return (
    <>
      {props.description.trim() ? (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-bold">
            {t("offer.aboutTitle")}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink/90">{props.description}</p>
        </section>
      ) : null}
      <IncludedServices groups={props.serviceGroups} />
      <section aria-labelledby="stay-rules-heading" className="grid gap-2">
        <h2 id="stay-rules-heading" className="text-xl font-bold">
          {t("offer.houseRulesTitle")}
        </h2>
        <p data-testid="check-times">
          {t("offer.checkInFrom", { time: props.checkInFrom })} ·{" "}
          {t("offer.checkOutUntil", { time: props.checkOutUntil })}
        </p>
        {policies.length === 0 ? (
          <p>
            <span className="font-semibold">{t("offer.cancellationTitle")}: </span>
            {t("offer.cancellation.dependsOnRate")}
          </p>
        ) : (
          <div>
            <p className="font-semibold">{t("offer.cancellationTitle")}</p>
            <ul className="mt-1 grid gap-1" data-testid="rate-policies">
              {policies.map((rate) => (
                <li key={rate.id} data-rate-plan={rate.id}>
                  <span className="font-medium">{rate.name}: </span>
                  {t(rate.text.key, rate.text.values)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <PaymentMethods methods={props.paymentMethods} />
      <section aria-labelledby="location-heading">
        <h2 id="location-heading" className="text-xl font-bold">
          {t("offer.locationTitle")}
        </h2>
        <address className="mt-1 not-italic text-ink/80">
          {propertyName}, {streetAddress(address)}, {address.postcode} {address.city}
        </address>
        {props.mapStyle !== null ? (
          <LazyMapView
            whenVisible
            className="mt-3 h-72 w-full rounded-xl md:h-80"
            styleUrl={props.mapStyle}
            markers={markers}
            center={{ lat: address.lat, long: address.long }}
            zoom={14}
            ariaLabel={t("offer.mapLabel", { name: propertyName, city: address.city })}
            language={props.lng}
          />
        ) : null}
      </section>
    </>
  );
}

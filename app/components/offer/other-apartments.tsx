import type { Money } from "../../domain/money/money";
import { useT } from "../../i18n/use-t";
import { mediaUrl } from "../media-url";

export type OtherApartment = {
  id: string;
  name: string;
  bedrooms: number;
  maxOccupancy: number;
  size: { min: number; max: number };
  image: { url: string; alt: string } | null;
  total: Money | null;
};

/** The property's other apartment types, linked with the same stay. */
export function OtherApartments({
  apartments,
  hrefFor,
  format,
  propertyName,
}: {
  apartments: readonly OtherApartment[];
  hrefFor: (id: string) => string;
  format: (money: Money) => string;
  propertyName: string;
}) {
  const { t } = useT();
  if (apartments.length === 0) return null;
  return (
    <section aria-labelledby="others-heading" className="mt-10" data-testid="other-apartments">
      <h2 id="others-heading" className="text-xl font-bold">
        {t("offer.otherApartments", { property: propertyName })}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {apartments.map((apartment) => (
          <li key={apartment.id}>
            <a
              href={hrefFor(apartment.id)}
              className="group flex h-full gap-3 overflow-hidden rounded-lg border border-black/10 bg-white p-2 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
            >
              <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded-md bg-surface">
                {apartment.image ? (
                  <img
                    src={mediaUrl(apartment.image.url)}
                    alt=""
                    width={112}
                    height={84}
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <div className="min-w-0 text-sm">
                <p className="font-semibold group-hover:underline">{apartment.name}</p>
                <p className="text-ink/75">
                  {apartment.bedrooms === 0 ? t("search.studio") : t("search.bedrooms", { count: apartment.bedrooms })}{" "}
                  · {t("search.sleeps", { count: apartment.maxOccupancy })}
                </p>
                {apartment.total ? (
                  <p className="mt-1 font-semibold text-brand">
                    {t("search.totalFor", { price: format(apartment.total) })}
                  </p>
                ) : null}
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { UiIcon } from "~/components/icons/ui-icon";
import type { UiIconName } from "~/components/icons/ui-icon-set";
import { squareMetresToFeet } from "~/domain/search/facet-labels";
import type { Language } from "~/domain/tenancy/tenant";
import { formatNumber } from "~/i18n/format";

export type OfferFactsProps = {
  lng: Language;
  size: { min: number; max: number };
  bedrooms: number;
  bathrooms: number;
  maxOccupancy: number;
  minStay: number;
  maxStay: number;
};

/** Size in m² and ft², bedrooms, bathrooms, occupancy and the stay limits. */
export function OfferFacts(props: OfferFactsProps) {
  const { t } = useTranslation();
  const range = (a: number, b: number) =>
    a === b ? formatNumber(a, props.lng) : `${formatNumber(a, props.lng)}–${formatNumber(b, props.lng)}`;
  const feet = (m2: number) => Math.round(squareMetresToFeet(m2));
  const facts: { icon: UiIconName; text: string }[] = [
    {
      icon: "ruler",
      text: `${t("search.size", { size: range(props.size.min, props.size.max) })} (${t("search.sizeFeet", {
        size: range(feet(props.size.min), feet(props.size.max)),
      })})`,
    },
    {
      icon: "bed",
      text: props.bedrooms === 0 ? t("search.studio") : t("search.bedrooms", { count: props.bedrooms }),
    },
    { icon: "bath", text: t("search.bathrooms", { count: props.bathrooms }) },
    { icon: "users", text: t("search.sleeps", { count: props.maxOccupancy }) },
    { icon: "clock", text: t("offer.stayLimits", { min: props.minStay, max: props.maxStay }) },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="offer-facts">
      {facts.map(({ icon, text }) => (
        <li key={text} className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm">
          <UiIcon name={icon} className="size-5 shrink-0 text-accent" />
          {text}
        </li>
      ))}
    </ul>
  );
}

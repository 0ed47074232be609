import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
import type { UiIconName } from "../icons/ui-icon-set";

export type OfferFactsProps = {
  /** The size's numbers, formatted by the loader: a number format is the costliest thing to make in
   * the browser (its first one loads the locale's number data), and the facts hydrate with the page. */
  area: { m2: string; ft2: string };
  bedrooms: number;
  bathrooms: number;
  maxOccupancy: number;
  minStay: number;
  maxStay: number;
};

/** Size in m² and ft², bedrooms, bathrooms, occupancy and the stay limits. */
export function OfferFacts(props: OfferFactsProps) {
  const { t } = useT();
  const facts: { icon: UiIconName; text: string }[] = [
    {
      icon: "ruler",
      text: `${t("search.size", { size: props.area.m2 })} (${t("search.sizeFeet", { size: props.area.ft2 })})`,
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

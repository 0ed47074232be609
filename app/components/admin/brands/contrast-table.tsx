import type { Language } from "../../../../shared/tenancy/languages";
import { type ThemeColours, themeContrast } from "../../../domain/brands/theme-contrast";
import { formatNumber } from "../../../i18n/format";
import { useT } from "../../../i18n/use-t";

/**
 * The theme's contrast pairs with their ratios, the minimum each needs and a sample of the pair: from
 * the server after a submit (no JavaScript needed), and live while colours are typed with it.
 */
export function ContrastTable({ theme, lng }: { theme: ThemeColours; lng: Language }) {
  const { t } = useT();
  const ratio = (value: number) =>
    t("adminBrands.contrast.ratioValue", {
      ratio: formatNumber(value, lng, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
  const colour = (side: keyof ThemeColours | "white") => (side === "white" ? "#ffffff" : theme[side]);
  return (
    <div className="col-span-full overflow-x-auto" data-testid="contrast-table">
      <table className="w-full text-left text-sm">
        <caption className="text-left text-base font-bold">{t("adminBrands.contrast.title")}</caption>
        <thead>
          <tr className="border-b border-black/15">
            <th className="py-1 pr-2">{t("adminBrands.contrast.pair")}</th>
            <th className="py-1 pr-2">{t("adminBrands.contrast.sample")}</th>
            <th className="py-1 pr-2">{t("adminBrands.contrast.ratio")}</th>
            <th className="py-1 pr-2">{t("adminBrands.contrast.needed")}</th>
            <th className="py-1">{t("adminBrands.contrast.result")}</th>
          </tr>
        </thead>
        <tbody>
          {themeContrast(theme).map((pair) => (
            <tr
              key={pair.id}
              className="border-b border-black/5"
              data-testid={`contrast-${pair.id}`}
              data-passes={pair.passes}
            >
              <th scope="row" className="py-1 pr-2 font-normal">
                {t(`adminBrands.contrast.pairs.${pair.id}`)}
              </th>
              <td className="py-1 pr-2">
                {/* The sample shows the pair itself, whatever its contrast: it is what is being judged. */}
                <span
                  aria-hidden="true"
                  className="inline-block rounded border border-black/15 px-2 py-0.5 font-semibold"
                  style={{ color: colour(pair.text), background: colour(pair.background) }}
                >
                  Aa
                </span>
              </td>
              <td className="py-1 pr-2 tabular-nums" data-testid="contrast-ratio">
                {ratio(pair.ratio)}
              </td>
              <td className="py-1 pr-2 tabular-nums">{ratio(pair.minimum)}</td>
              <td className={`py-1 font-semibold ${pair.passes ? "text-emerald-800" : "text-red-700"}`}>
                {t(pair.passes ? "adminBrands.contrast.passes" : "adminBrands.contrast.fails")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-sm text-ink/70">{t("adminBrands.contrast.hint")}</p>
    </div>
  );
}

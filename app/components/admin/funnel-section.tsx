import { Form } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { FUNNEL_PERIODS, type FunnelCounts, funnelRows } from "../../domain/analytics/funnel";
import { formatDate, formatNumber } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

export type FunnelData = {
  days: number;
  from: string;
  to: string;
  /** Per brand: the operator's own only, every brand for the platform admin. */
  brands: { ibeUid: string; name: string; counts: FunnelCounts }[];
};

/**
 * The booking funnel of the dashboard: searches, apartment views, checkouts started and bookings of
 * the chosen period, each with the share of the step before (docs/decisions/0132). The period is a
 * GET form, so it works without JavaScript.
 */
export function FunnelSection({ funnel, lng }: { funnel: FunnelData; lng: Language }) {
  const { t } = useT();
  const percent = new Intl.NumberFormat(intlLocale(lng), { style: "percent", maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="admin-funnel" className="mt-8" data-testid="admin-funnel">
      <h2 id="admin-funnel" className="text-lg font-bold">
        {t("admin.funnel.title")}
      </h2>
      <p className="text-sm text-ink/70">
        {t("admin.dashboard.periodRange", { from: formatDate(funnel.from, lng), to: formatDate(funnel.to, lng) })}
      </p>
      <Form method="get" className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-semibold">
          {t("admin.funnel.period")}
          <select name="days" defaultValue={String(funnel.days)} className="rounded-md border border-ink/30 px-2 py-1">
            {FUNNEL_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t("admin.dashboard.period", { days })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand">
          {t("admin.funnel.show")}
        </button>
      </Form>
      {funnel.brands.map((brand) => (
        <table key={brand.ibeUid} className="mt-4 w-full max-w-xl text-left" data-testid={`funnel-${brand.ibeUid}`}>
          <caption className="text-left font-semibold">{brand.name}</caption>
          <thead>
            <tr className="border-b border-black/10 text-sm">
              <th scope="col">{t("admin.funnel.step")}</th>
              <th scope="col" className="text-right">
                {t("admin.funnel.count")}
              </th>
              <th scope="col" className="text-right">
                {t("admin.funnel.conversion")}
              </th>
            </tr>
          </thead>
          <tbody>
            {funnelRows(brand.counts).map((row) => (
              <tr key={row.step} className="border-b border-black/5" data-testid={`funnel-${brand.ibeUid}-${row.step}`}>
                <th scope="row" className="py-1 font-normal">
                  {t(`admin.funnel.steps.${row.step}`)}
                </th>
                <td className="py-1 text-right font-semibold tabular-nums" data-testid="funnel-count">
                  {formatNumber(row.count, lng)}
                </td>
                <td className="py-1 text-right tabular-nums">
                  {row.conversion === null ? "–" : percent.format(row.conversion)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

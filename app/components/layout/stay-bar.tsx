import { useLocation } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { formatMoney } from "../../domain/money/money";
import type { StayBar as StayBarData } from "../../domain/stay/stay-collection";
import { stayPagePath } from "../../domain/stay/stay-path";
import { formatStayDates } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/**
 * The apartments collected for one stay (decision 0144): how many, the dates and the total, with the
 * way to "Your stay". In the page's flow under the header (never over the content it would hide), and
 * not on the stay page or in the checkout, which show the stay themselves.
 */
export function StayBar({ stay, lng }: { stay: StayBarData | null; lng: Language }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const segment = pathname.split("/")[2] ?? "";
  if (!stay || segment === "stay" || segment === "checkout" || segment === "admin") return null;
  const total = formatMoney(stay.total, intlLocale(lng));
  return (
    <aside aria-label={t("stay.barLabel")} className="border-b border-brand/30 bg-surface" data-testid="stay-bar">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p data-testid="stay-bar-summary">
          {t("stay.barSummary", { count: stay.count, dates: formatStayDates(stay.from, stay.to, lng), total })}
        </p>
        <a
          href={stayPagePath(lng)}
          className="rounded-md bg-brand px-3 py-1.5 font-semibold text-brand-fg hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          data-testid="stay-bar-link"
        >
          {t("stay.open")}
        </a>
      </div>
    </aside>
  );
}

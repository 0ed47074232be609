import type { Language } from "../../../../shared/tenancy/languages";
import { intlLocale } from "../../../i18n/intl-locale";
import { useT } from "../../../i18n/use-t";
import { BeforeAfterTable } from "../before-after-table";

/** One recorded change of a brand as the page shows it: who, when, what, each field before and after. */
export type BrandHistoryEntry = {
  id: string;
  at: string;
  actor: string;
  action: "created" | "updated" | "live" | "suspended" | "resumed";
  changes: readonly { field: string; before: string; after: string }[];
};

/** A brand's changes, newest first. */
export function BrandHistory({ entries, lng }: { entries: readonly BrandHistoryEntry[]; lng: Language }) {
  const { t } = useT();
  const when = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <section aria-labelledby="brand-history-title" className="mt-8">
      <h2 id="brand-history-title" className="text-xl font-bold">
        {t("adminBrands.history.title")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-ink/70">{t("adminBrands.history.empty")}</p>
      ) : (
        <ol className="mt-3 grid gap-3" data-testid="brand-history">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-black/15 bg-white p-3" data-testid="brand-change">
              <p className="text-sm">
                <time dateTime={entry.at} className="font-semibold">
                  {when.format(new Date(entry.at))} UTC
                </time>{" "}
                · <span data-testid="brand-change-actor">{entry.actor}</span> ·{" "}
                {t(`adminBrands.history.actions.${entry.action}`)}
              </p>
              {entry.changes.length > 0 ? (
                <BeforeAfterTable
                  headings={{
                    field: t("adminBrands.history.field"),
                    before: t("adminBrands.history.before"),
                    after: t("adminBrands.history.after"),
                  }}
                  rows={entry.changes.map((change) => ({ key: change.field, ...change }))}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

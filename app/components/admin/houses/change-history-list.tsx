import type { ChangeEntry } from "../../../../shared/ota/change-history";
import type { Language } from "../../../../shared/tenancy/tenant";
import { type HistoryWords, historyField, historyValue } from "../../../domain/admin/history-labels";
import { intlLocale } from "../../../i18n/intl-locale";
import { useT } from "../../../i18n/use-t";
import { BeforeAfterTable } from "../before-after-table";

/** Who changed what and when, newest first: each entry's fields (translated) with before → after. */
export function ChangeHistoryList({ entries, lng }: { entries: readonly ChangeEntry[]; lng: Language }) {
  const { t } = useT();
  const when = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  if (entries.length === 0) return <p className="mt-3 text-ink/70">{t("adminHouses.history.empty")}</p>;
  const words: HistoryWords = {
    part: (part) => t(`adminHouses.history.parts.${part}`),
    weekday: (day) => t(`adminCalendar.weekdays.${day}`),
    days: (count) => t("adminHouses.history.days", { count }),
  };
  const fieldName = (recorded: string) => {
    const named = historyField(recorded);
    if (!named) return recorded;
    const name = t(`adminHouses.history.fields.${named.field}`);
    return named.language ? `${name} (${named.language.toUpperCase()})` : name;
  };
  return (
    <ol className="mt-3 grid gap-3" data-testid="change-history">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-black/15 bg-white p-3" data-testid="change-entry">
          <p className="text-sm">
            <time dateTime={entry.at} className="font-semibold">
              {when.format(new Date(entry.at))} UTC
            </time>{" "}
            · <span data-testid="change-actor">{entry.actor}</span> · {t(`adminHouses.history.actions.${entry.action}`)}{" "}
            {t(`adminHouses.history.subjects.${entry.subject}`)}
          </p>
          {entry.action === "updated" && entry.changes.length > 0 ? (
            <BeforeAfterTable
              headings={{
                field: t("adminHouses.history.field"),
                before: t("adminHouses.history.before"),
                after: t("adminHouses.history.after"),
              }}
              rows={entry.changes.map((change) => ({
                key: change.field,
                field: fieldName(change.field),
                before: historyValue(change.before, words),
                after: historyValue(change.after, words),
              }))}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

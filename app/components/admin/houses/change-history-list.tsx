import { HOUSE_HISTORY_FIELDS, TYPE_HISTORY_FIELDS } from "../../../../shared/ota/back-office-houses";
import type { ChangeEntry } from "../../../../shared/ota/change-history";
import type { Language } from "../../../../shared/tenancy/tenant";
import { intlLocale } from "../../../i18n/intl-locale";
import { useT } from "../../../i18n/use-t";

/** The recorded fields the page names (adminHouses.history.fields); others show as recorded. */
const NAMED_FIELDS = [...new Set([...HOUSE_HISTORY_FIELDS, ...TYPE_HISTORY_FIELDS])];
type NamedField = (typeof NAMED_FIELDS)[number];
const isNamedField = (field: string): field is NamedField => (NAMED_FIELDS as readonly string[]).includes(field);

/** A recorded value as one line: texts as they are, lists joined, objects by their values, none as a dash. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (Array.isArray(value)) return value.length ? value.map(historyValue).join(", ") : "–";
  if (typeof value === "object")
    return (
      Object.entries(value as Record<string, unknown>)
        .filter(([, inner]) => inner !== "" && inner !== null)
        .map(([key, inner]) => `${key}: ${historyValue(inner)}`)
        .join("; ") || "–"
    );
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return String(value);
}

/** Who changed what and when, newest first: each entry's fields (translated) with before → after. */
export function ChangeHistoryList({ entries, lng }: { entries: readonly ChangeEntry[]; lng: Language }) {
  const { t } = useT();
  const when = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  if (entries.length === 0) return <p className="mt-3 text-ink/70">{t("adminHouses.history.empty")}</p>;
  const fieldName = (field: string) => (isNamedField(field) ? t(`adminHouses.history.fields.${field}`) : field);
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
            <table className="mt-2 w-full text-left text-sm">
              <thead className="sr-only">
                <tr>
                  <th>{t("adminHouses.history.field")}</th>
                  <th>{t("adminHouses.history.before")}</th>
                  <th>{t("adminHouses.history.after")}</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change) => (
                  <tr key={change.field} className="align-top">
                    <th scope="row" className="w-1/4 py-0.5 pr-2 font-semibold">
                      {fieldName(change.field)}
                    </th>
                    <td className="py-0.5 pr-2 text-ink/70">
                      <del>{historyValue(change.before)}</del>
                    </td>
                    <td className="py-0.5">→ {historyValue(change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

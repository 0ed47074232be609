import { importChangesNothing, type PortfolioImportResult } from "../../../../shared/ota/back-office-import";
import { useT } from "../../../i18n/use-t";

/** What an import would do (the preview) or did: per kind, new, changed and unchanged, and the days. */
export function ImportSummary({ result }: { result: PortfolioImportResult }) {
  const { t } = useT();
  if (importChangesNothing(result))
    return (
      <p className="font-semibold" data-testid="import-nothing-changed">
        {t("adminImport.nothingChanged")}
      </p>
    );
  const rows = [
    { label: t("adminImport.houses"), counts: result.houses },
    { label: t("adminImport.apartmentTypes"), counts: result.apartmentTypes },
  ];
  return (
    <dl className="grid gap-2" data-testid="import-summary">
      {rows.map(({ label, counts }) => (
        <div key={label}>
          <dt className="font-semibold">{label}</dt>
          <dd>
            {[
              t("adminImport.created", { count: counts.created.length }),
              t("adminImport.updated", { count: counts.updated.length }),
              t("adminImport.unchanged", { count: counts.unchanged }),
            ].join(" · ")}
          </dd>
          {counts.created.length + counts.updated.length > 0 ? (
            <dd className="text-sm text-ink/70 break-all">
              {t("adminImport.ids", { ids: [...counts.created, ...counts.updated].slice(0, 50).join(", ") })}
            </dd>
          ) : null}
        </div>
      ))}
      <div>
        <dt className="font-semibold">{t("adminImport.days", { count: result.calendar.days })}</dt>
      </div>
    </dl>
  );
}

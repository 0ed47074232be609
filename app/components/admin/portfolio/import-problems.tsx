import type { ImportProblem } from "../../../domain/admin/portfolio-check";
import { useT } from "../../../i18n/use-t";
import { Alert } from "../../ui/alert";

/** The rows that kept a file from being imported, each by line and column with its translated message. */
export function ImportProblems({ problems, total }: { problems: readonly ImportProblem[]; total: number }) {
  const { t } = useT();
  return (
    <Alert variant="error" title={t("adminImport.problemsTitle")} className="mt-6">
      <p>{t("adminImport.problemsHint")}</p>
      <ul className="mt-2 list-disc pl-5" data-testid="import-problems">
        {problems.map((problem, index) => (
          <li key={`${problem.line}-${problem.column}-${index}`}>
            {problem.line === null ? t("adminImport.wholeFile") : t("adminImport.line", { line: problem.line })}
            {problem.column ? `, ${t("adminImport.column", { column: problem.column })}` : null}:{" "}
            {t(`adminImport.problems.${problem.key}`, { detail: problem.detail })}
          </li>
        ))}
        {total > problems.length ? <li>…</li> : null}
      </ul>
    </Alert>
  );
}

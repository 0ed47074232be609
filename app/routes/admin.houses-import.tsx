import { data, Form, Link } from "react-router";
import type { PortfolioImportResult } from "../../shared/ota/back-office-import";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { logger } from "../.server/logger.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { ImportProblems } from "../components/admin/portfolio/import-problems";
import { ImportSummary } from "../components/admin/portfolio/import-summary";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import {
  checkPortfolioCsv,
  type ImportProblem,
  problemOfInventoryIssue,
  sortedProblems,
} from "../domain/admin/portfolio-check";
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_REQUEST_BYTES } from "../domain/admin/portfolio-csv";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.houses-import";

/** The most problems one answer lists (the rest are counted). */
const SHOWN_PROBLEMS = 200;
const MEGABYTES = MAX_IMPORT_FILE_BYTES / (1024 * 1024);

type ImportAnswer =
  | { state: "refused"; error: "noFile" | "tooLarge" | "failed" }
  | { state: "problems"; problems: ImportProblem[]; total: number }
  | { state: "preview"; result: PortfolioImportResult; csv: string }
  | { state: "done"; result: PortfolioImportResult };

export async function loader(args: Route.LoaderArgs) {
  const { platform } = await requireAdmin(args);
  return { lng: getLocale(args.context), title: getI18n(args.context).t("adminImport.title"), platform };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

const problemsAnswer = (problems: ImportProblem[], status: number) =>
  data<ImportAnswer>(
    { state: "problems", problems: problems.slice(0, SHOWN_PROBLEMS), total: problems.length },
    { status },
  );

/**
 * A portfolio CSV (docs/guides/portfolio-import.md): `preview` checks the file and asks the inventory
 * what it would do (a dry run); `import` does it, all or nothing. The preview's confirm form carries
 * the file's text, so the two steps work as plain forms without JavaScript.
 */
export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const refused = (error: "noFile" | "tooLarge" | "failed", status: number) =>
    data<ImportAnswer>({ state: "refused", error }, { status });
  // Refused before reading: a body this large holds no acceptable file.
  if (Number(args.request.headers.get("Content-Length") ?? 0) > MAX_IMPORT_REQUEST_BYTES)
    return refused("tooLarge", 413);
  const form = await args.request.formData();
  const dryRun = form.get("intent") !== "import";
  const file = form.get("file");
  const kept = form.get("csv");
  const text = file instanceof File && file.size > 0 ? await file.text() : typeof kept === "string" ? kept : "";
  if (text.trim() === "") return refused("noFile", 400);
  if (new TextEncoder().encode(text).byteLength > MAX_IMPORT_FILE_BYTES) return refused("tooLarge", 413);

  const checked = checkPortfolioCsv(text);
  if ("problems" in checked) return problemsAnswer(checked.problems, 400);
  const result = await adminOtaFor(args.context).importPortfolio(tenant.ibeUid, checked.portfolio, dryRun);
  if (!result.ok) {
    const issues = result.details?.issues as { path: string; message: string }[] | undefined;
    if (issues && [400, 403, 409].includes(result.status))
      return problemsAnswer(
        sortedProblems(issues.map((issue) => problemOfInventoryIssue(checked.lines, issue))),
        result.status,
      );
    logger.warn("admin: portfolio import failed", { status: result.status, code: result.code });
    return refused("failed", 502);
  }
  return dryRun
    ? data<ImportAnswer>({ state: "preview", result: result.data, csv: text })
    : data<ImportAnswer>({ state: "done", result: result.data });
}

const BUTTON = "rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg";

export default function AdminHousesImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng } = loaderData;
  const answer = actionData as ImportAnswer | undefined;
  return (
    <section aria-labelledby="admin-import-title" data-testid="admin-import" className="max-w-3xl">
      <h1 id="admin-import-title" className="text-2xl font-bold">
        {t("adminImport.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t("adminImport.intro")}</p>
      <p className="mt-4">
        <a
          href={`/${lng}/admin/houses/export`}
          download
          className="font-semibold text-brand underline"
          data-testid="portfolio-export"
        >
          {t("adminImport.export")}
        </a>{" "}
        <span className="text-sm text-ink/70">{t("adminImport.exportHint")}</span>
      </p>

      {answer?.state === "refused" ? (
        <Alert variant="error" className="mt-6">
          <span data-testid="import-refused">{t(`adminImport.errors.${answer.error}`, { megabytes: MEGABYTES })}</span>
        </Alert>
      ) : null}
      {answer?.state === "problems" ? <ImportProblems problems={answer.problems} total={answer.total} /> : null}
      {answer?.state === "done" ? (
        <Alert variant="success" title={t("adminImport.doneTitle")} className="mt-6">
          <ImportSummary result={answer.result} />
        </Alert>
      ) : null}

      {answer?.state === "preview" ? (
        <section aria-labelledby="import-preview-title" className="mt-6 rounded-lg border border-black/15 p-4">
          <h2 id="import-preview-title" className="text-lg font-bold">
            {t("adminImport.previewTitle")}
          </h2>
          <p className="mb-3 text-sm text-ink/70">{t("adminImport.previewHint")}</p>
          <ImportSummary result={answer.result} />
          <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="import" />
            <input type="hidden" name="csv" value={answer.csv} />
            <button type="submit" className={BUTTON} data-testid="import-confirm">
              {t("adminImport.confirm")}
            </button>
            <Link to={`/${lng}/admin/houses/import`} className="px-2 py-2 font-semibold text-brand underline">
              {t("adminImport.cancel")}
            </Link>
          </Form>
        </section>
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          className="mt-6 grid gap-3 rounded-lg border border-black/15 p-4"
          aria-label={t("adminImport.import")}
        >
          <input type="hidden" name="intent" value="preview" />
          <label className="grid gap-1 font-semibold" htmlFor="import-file">
            {t("adminImport.file")}
          </label>
          <input
            id="import-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-describedby="import-file-limit"
            className={fieldClass}
            data-testid="import-file"
          />
          <p id="import-file-limit" className="text-sm text-ink/70">
            {t("adminImport.fileLimit", { megabytes: MEGABYTES })} {t("adminImport.guide")}
          </p>
          <div>
            <button type="submit" className={BUTTON} data-testid="import-check">
              {t("adminImport.check")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

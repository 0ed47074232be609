import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { CompanyCodeCard } from "../components/admin/company-codes/company-code-card";
import { type CompanyCodeFormAnswer, NewCode } from "../components/admin/company-codes/company-code-forms";
import { Alert } from "../components/ui/alert";
import {
  createCompanyCodeRequestOf,
  editCompanyCodeFormSchema,
  newCompanyCodeFormSchema,
  updateCompanyCodeRequestOf,
} from "../domain/company/company-code-form";
import { isCompanyCodeTaken } from "../domain/company/company-code-uniqueness";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.company-codes";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The operators' company codes (docs/decisions/0032-company-rates.md, 0038): list; create and edit a code
 * with its rate plans (conform's list intents add and remove plan rows, with or without JavaScript).
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const url = new URL(args.request.url);
  const done = url.searchParams.get("done");
  const doneCode = url.searchParams.get("code");
  const result = await adminOtaFor(args.context).listCompanyCodes(tenant.ibeUid);
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "admin: company codes unavailable" });
    return data({ lng, codes: null, done: null, doneCode: null }, { status });
  }
  return {
    lng,
    codes: result.data.items,
    done: done === "created" || done === "saved" ? done : null,
    doneCode: doneCode && /^[A-Z0-9-]{1,32}$/.test(doneCode) ? doneCode : null,
  };
}

const E = "adminCompanyCodes.errors";

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const formData = await args.request.formData();
  const back = (done: "created" | "saved", code: string) =>
    redirect(`/${lng}/admin/company-codes?done=${done}&code=${encodeURIComponent(code)}`, 303);
  const answer = (form: string, lastResult: SubmissionResult<string[]>, status: number) =>
    data<CompanyCodeFormAnswer>({ form, lastResult }, { status });
  /** The OTA's refusal of a plan's property or apartment type, on that plan's row. */
  const scopeError = (details: Record<string, unknown> | undefined) => {
    const index = typeof details?.planIndex === "number" ? details.planIndex : 0;
    return { [`plans[${index}].scopeId`]: [`${E}.scopeId`] };
  };

  if (formData.get("intent") === "create") {
    const submission = parseWithSchema(formData, newCompanyCodeFormSchema);
    // A list intent (add or remove a plan row) answers the form as it is now, with the rows changed.
    if (submission.status !== "success") return answer("new", submission.reply(), submission.status ? 400 : 200);
    const existing = await ota.listCompanyCodes(tenant.ibeUid);
    if (isCompanyCodeTaken(existing.ok ? existing.data.items : null, submission.value.code))
      return answer("new", submission.reply({ fieldErrors: { code: [`${E}.taken`] } }), 400);
    const result = await ota.createCompanyCode(tenant.ibeUid, createCompanyCodeRequestOf(submission.value));
    if (result.ok) return back("created", result.data.code);
    logger.warn("admin: company code not created", { status: result.status, code: result.code });
    // The code was free: what the OTA refuses then is a plan's property or apartment type.
    if (result.status === 400) return answer("new", submission.reply({ fieldErrors: scopeError(result.details) }), 400);
    return answer("new", submission.reply({ formErrors: [`${E}.failed`] }), failedUpstreamStatus(result));
  }
  const id = String(formData.get("id") ?? "");
  if (formData.get("intent") === "update" && /^[A-Za-z0-9_-]{1,80}$/.test(id)) {
    const submission = parseWithSchema(formData, editCompanyCodeFormSchema);
    if (submission.status !== "success") return answer(id, submission.reply(), submission.status ? 400 : 200);
    const result = await ota.updateCompanyCode(tenant.ibeUid, id, updateCompanyCodeRequestOf(submission.value));
    if (result.ok) return back("saved", result.data.code);
    logger.warn("admin: company code not saved", { status: result.status, code: result.code });
    if (result.status === 400) return answer(id, submission.reply({ fieldErrors: scopeError(result.details) }), 400);
    return answer(
      id,
      submission.reply({ formErrors: [`${E}.failed`] }),
      failedUpstreamStatus(result, { passOn: [404] }),
    );
  }
  return answer("new", { status: "error", error: { "": [`${E}.failed`] } }, 400);
}

export default function AdminCompanyCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { codes, done, doneCode } = loaderData;
  return (
    <section aria-labelledby="admin-company-codes-title" data-testid="admin-company-codes">
      <title>{t("adminCompanyCodes.title")}</title>
      <h1 id="admin-company-codes-title" className="text-2xl font-bold">
        {t("adminCompanyCodes.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminCompanyCodes.intro")}</p>
      {done && doneCode ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="company-code-done">{message(`adminCompanyCodes.${done}`, { code: doneCode })}</span>
        </Alert>
      ) : null}
      {codes === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminCompanyCodes.errors.failed")}
        </Alert>
      ) : codes.length === 0 ? (
        <p className="mt-6">{t("adminCompanyCodes.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="company-code-list">
          {codes.map((code) => (
            <CompanyCodeCard key={code.id} code={code} answered={actionData} />
          ))}
        </ul>
      )}

      <section aria-labelledby="new-company-code" className="mt-10 max-w-3xl">
        <h2 id="new-company-code" className="text-xl font-bold">
          {t("adminCompanyCodes.newTitle")}
        </h2>
        <NewCode answered={actionData} />
      </section>
    </section>
  );
}

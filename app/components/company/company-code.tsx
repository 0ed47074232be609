import { useId } from "react";
import { COMPANY_CODE_PARAM } from "../../../shared/company/company-code-param";
import type { CompanyLookup } from "../../../shared/ota/company-code";
import { companyCodeProblemKey } from "../../domain/company/company-notice";
import { useMessage } from "../../i18n/use-message";
import { useT } from "../../i18n/use-t";
import { Alert } from "../ui/alert";
import { CodeInput } from "../ui/code-input";

/** The company code field of a GET form (search, offer): its value travels in the URL. */
export function CompanyCodeField({
  code,
  className = "",
  inputClass,
}: {
  code: string | undefined;
  className?: string;
  inputClass: string;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <label className={`text-sm font-medium ${className}`}>
      {t("companyRates.fieldLabel")}
      <CodeInput
        id={id}
        name={COMPANY_CODE_PARAM}
        code={code}
        className={inputClass}
        aria-describedby="company-code-hint"
        data-testid="company-code-input"
      />
      <span id="company-code-hint" className="mt-1 block text-xs font-normal text-ink/70">
        {t("companyRates.fieldHint")}
      </span>
    </label>
  );
}

/** What the page's code unlocked, or why it unlocked nothing (the public rates stay). */
export function CompanyCodeNotice({ company, code }: { company: CompanyLookup | null; code: string | undefined }) {
  const { t } = useT();
  const message = useMessage();
  if (!company || !code) return null;
  const problem = companyCodeProblemKey(company.status);
  if (problem) {
    return (
      <Alert variant="warning" title={t("companyRates.problemTitle")}>
        <p data-testid="company-code-problem" data-status={company.status}>
          {message(problem, { code })}
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="success">
      <p data-testid="company-code-valid">
        {t("companyRates.unlocked", { company: company.terms?.billing.companyName ?? code, code })}
      </p>
    </Alert>
  );
}

/** Marks a negotiated rate beside the public ones. */
export function CompanyRateBadge({ className = "ml-2" }: { className?: string }) {
  const { t } = useT();
  return (
    <span
      className={`${className} rounded bg-surface px-1.5 py-0.5 text-xs font-semibold`}
      data-testid="company-rate-badge"
    >
      {t("companyRates.badge")}
    </span>
  );
}

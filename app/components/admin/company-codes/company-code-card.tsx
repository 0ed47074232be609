import type { AdminCompanyCode, CompanyRatePlan } from "../../../../shared/ota/company-code";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";
import { type CompanyCodeFormAnswer, EditCode } from "./company-code-forms";

/** A plan's rate and what it applies to, in words. */
function planText(
  plan: CompanyRatePlan,
  t: (key: string, values?: Record<string, string | number>) => string | undefined,
): string {
  const rate =
    plan.rate.kind === "percent"
      ? t("adminCompanyCodes.percentOff", { percent: plan.rate.percent })
      : t("adminCompanyCodes.fixedNightly", { amount: (plan.rate.amount / 100).toFixed(2) });
  const scope =
    plan.scope.kind === "all"
      ? t("adminCompanyCodes.scopeAll")
      : plan.scope.kind === "property"
        ? t("adminCompanyCodes.scopeProperty", { id: plan.scope.id })
        : t("adminCompanyCodes.scopeApartmentType", { id: plan.scope.id });
  return `${rate} · ${scope}`;
}

/** One code of the list: its company, status, validity, rates and payments, and its edit form. */
export function CompanyCodeCard({
  code,
  answered,
}: {
  code: AdminCompanyCode;
  answered: CompanyCodeFormAnswer | undefined;
}) {
  const { t } = useT();
  const message = useMessage();
  return (
    <li className="rounded-xl border border-black/10 bg-white p-4" data-testid="company-code-row" data-code={code.code}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">
          <span className="font-mono">{code.code}</span> · {code.billing.companyName}
        </h2>
        <span className="rounded bg-surface px-2 py-0.5 text-sm font-semibold" data-testid="company-code-status">
          {t(`adminCompanyCodes.statuses.${code.status}`)}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("adminCompanyCodes.validity")}</dt>
        <dd>
          {code.validFrom} – {code.validUntil}
        </dd>
        <dt className="font-semibold">{t("adminCompanyCodes.rates")}</dt>
        <dd>
          <ul data-testid="company-code-plans">
            {code.plans.map((plan) => (
              <li key={plan.id}>{planText(plan, message)}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-semibold">{t("adminCompanyCodes.payments")}</dt>
        <dd>
          {[code.invoice ? t("adminCompanyCodes.invoice") : null, code.airplus ? t("adminCompanyCodes.airplus") : null]
            .filter(Boolean)
            .join(", ") || "–"}
        </dd>
      </dl>
      <details className="mt-3" open={answered?.form === code.id}>
        <summary className="cursor-pointer py-1 font-semibold text-brand">{t("adminCompanyCodes.edit")}</summary>
        <div className="mt-3">
          <EditCode code={code} answered={answered} />
        </div>
      </details>
    </li>
  );
}

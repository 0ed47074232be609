import { useId } from "react";
import { VOUCHER_PARAM } from "../../../shared/vouchers/voucher-param";
import type { VoucherOnStay } from "../../../shared/vouchers/voucher-verdict";
import { useT } from "../../i18n/use-t";
import { Alert } from "../ui/alert";
import { CodeInput } from "../ui/code-input";

/**
 * The voucher field of a GET form (search, apartment page): collapsed behind "Have a promotion code?"
 * unless a code is there (a <details>, so it opens without JavaScript too); its value travels in the URL.
 */
export function VoucherField({
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
    <details className={`text-sm ${className}`} open={code ? true : undefined} data-testid="voucher-details">
      <summary className="cursor-pointer font-medium text-brand">{t("vouchers.haveCode")}</summary>
      <label className="mt-2 block font-medium">
        {t("vouchers.fieldLabel")}
        <CodeInput id={id} name={VOUCHER_PARAM} code={code} className={inputClass} data-testid="voucher-input" />
      </label>
    </details>
  );
}

/** What the page's voucher does for the stay: its discount, or why not (the public price stays). */
export function VoucherNotice({ voucher }: { voucher: VoucherOnStay | null | undefined }) {
  const { t } = useT();
  if (!voucher) return null;
  if (voucher.verdict === "valid")
    return (
      <Alert variant="success">
        <p data-testid="voucher-valid">{t("vouchers.applied", { code: voucher.code })}</p>
      </Alert>
    );
  return (
    <Alert variant="warning" title={t("vouchers.problemTitle")}>
      <p data-testid="voucher-problem" data-verdict={voucher.verdict}>
        {t(`vouchers.verdict.${voucher.verdict}`, { code: voucher.code })}
      </p>
    </Alert>
  );
}

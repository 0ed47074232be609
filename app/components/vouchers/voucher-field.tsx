import { useId } from "react";
import { VOUCHER_PARAM } from "../../../shared/vouchers/voucher-param";
import type { VoucherOnStay, VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { type VoucherScope, voucherMessageKey } from "../../domain/vouchers/voucher-message";
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
  problem,
  scope = "stay",
}: {
  code: string | undefined;
  className?: string;
  inputClass: string;
  /** The code's verdict: a code that does not apply marks the field, which says why. */
  problem?: VoucherVerdict | null;
  scope?: VoucherScope;
}) {
  const { t } = useT();
  const id = useId();
  const marked = Boolean(code && problem && problem !== "valid");
  return (
    <details className={`text-sm ${className}`} open={code ? true : undefined} data-testid="voucher-details">
      <summary className="cursor-pointer font-medium text-brand">{t("vouchers.haveCode")}</summary>
      <label className="mt-2 block font-medium">
        {t("vouchers.fieldLabel")}
        <CodeInput
          id={id}
          name={VOUCHER_PARAM}
          code={code}
          className={inputClass}
          data-testid="voucher-input"
          aria-invalid={marked || undefined}
          aria-describedby={marked ? `${id}-problem` : undefined}
        />
      </label>
      {marked && problem ? (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-red-700" data-testid="voucher-field-problem">
          {t(voucherMessageKey(problem, scope), { code })}
        </p>
      ) : null}
    </details>
  );
}

/**
 * What the page's voucher does: for the stay (apartment page), its discount or why not; for a search's
 * results, that the discounted prices are shown or why not (the public prices stay).
 */
export function VoucherNotice({
  voucher,
  scope = "stay",
}: {
  voucher: VoucherOnStay | null | undefined;
  scope?: VoucherScope;
}) {
  const { t } = useT();
  if (!voucher) return null;
  const message = t(voucherMessageKey(voucher.verdict, scope), { code: voucher.code });
  if (voucher.verdict === "valid")
    return (
      <Alert variant="success">
        <p data-testid="voucher-valid">{message}</p>
      </Alert>
    );
  return (
    <Alert variant="warning" title={t("vouchers.problemTitle")}>
      <p data-testid="voucher-problem" data-verdict={voucher.verdict}>
        {message}
      </p>
    </Alert>
  );
}

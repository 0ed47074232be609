import type { Language } from "../../../shared/tenancy/languages";
import type { BankTransferDetails } from "../../domain/booking/bank-transfer";
import { formatMoney } from "../../domain/money/money";
import { formatDate } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/** Where and by when to transfer the money of an unpaid bank-transfer booking. */
export function BankTransferDetailsBox({ details, lng }: { details: BankTransferDetails; lng: Language }) {
  const { t } = useT();
  const due = formatDate(details.dueDate, lng);
  const rows: [string, string, string][] = [
    ["accountHolder", t("bankTransfer.accountHolder"), details.accountHolder],
    ["iban", t("bankTransfer.iban"), details.iban],
    ["bic", t("bankTransfer.bic"), details.bic],
    ...(details.bankName ? [["bank", t("bankTransfer.bank"), details.bankName] as [string, string, string]] : []),
    ["amount", t("bankTransfer.amount"), formatMoney(details.amount, intlLocale(lng), {})],
    ["reference", t("bankTransfer.reference"), details.reference],
    ["dueDate", t("bankTransfer.dueDate"), due],
  ];
  return (
    <section
      aria-labelledby="bank-transfer-title"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 print:border-black/30 print:bg-white"
      data-testid="bank-transfer"
    >
      <h2 id="bank-transfer-title" className="text-lg font-bold">
        {t("bankTransfer.title")}
      </h2>
      <p className="mt-1">{t("bankTransfer.intro", { date: due })}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([id, label, value]) => (
          <div key={id} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd
              className={id === "iban" || id === "reference" || id === "bic" ? "font-mono break-all" : undefined}
              data-testid={`bank-${id}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

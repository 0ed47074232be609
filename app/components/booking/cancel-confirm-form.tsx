import { Form } from "react-router";
import type { Language } from "../../../shared/tenancy/languages";
import { formatMoney } from "../../domain/money/money";
import { formatDate } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/**
 * The manage page's confirm step before a cancellation: what it costs now, then "Yes, cancel" (a POST
 * that works without JavaScript) or "No, keep it" (back to the page). With `itemId` it cancels that
 * apartment only (decision 0142).
 */
export function CancelConfirmForm({
  token,
  lng,
  currency,
  cancellation,
  itemId,
  title,
  confirmLabel,
}: {
  token: string;
  lng: Language;
  currency: string;
  cancellation: { fee: number; freeUntil: string | null };
  itemId?: string;
  title: string;
  confirmLabel: string;
}) {
  const { t } = useT();
  const { fee, freeUntil } = cancellation;
  return (
    <Form
      method="post"
      className="mt-6 grid gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5"
      data-testid="cancel-confirm"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      <p data-testid="cancel-fee">
        {fee > 0
          ? t("manageBooking.feeNow", { fee: formatMoney({ amount: fee, currency }, intlLocale(lng), {}) })
          : freeUntil
            ? t("manageBooking.freeUntil", { date: formatDate(freeUntil.slice(0, 10), lng) })
            : t("manageBooking.free")}
      </p>
      <input type="hidden" name="token" value={token} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="cancel"
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          data-testid="confirm-cancel"
        >
          {confirmLabel}
        </button>
        <a
          href={`?${new URLSearchParams({ token })}`}
          className="rounded-md border border-ink/30 px-4 py-2 font-semibold"
        >
          {t("manageBooking.keep")}
        </a>
      </div>
    </Form>
  );
}

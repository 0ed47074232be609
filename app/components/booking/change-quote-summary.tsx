import type { Language } from "../../../shared/tenancy/languages";
import type { ShownQuote } from "../../domain/booking/shown-quote";
import { formatMoney } from "../../domain/money/money";
import { formatStayDates } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/** A change's quote: old and new stay and price, the difference, the voucher's or company rate's fate, the payment. */
export function ChangeQuoteSummary({ quote, lng }: { quote: ShownQuote; lng: Language }) {
  const { t } = useT();
  const money = (amount: number) => formatMoney({ amount, currency: quote.difference.currency }, intlLocale(lng), {});
  const { before, after, difference } = quote;
  const amount = money(Math.abs(difference.amount));
  const total = money(after.price.total);
  const payment = quote.paysByCard
    ? difference.amount > 0
      ? t("manageBooking.change.payment.cardMore", { amount })
      : difference.amount < 0
        ? t("manageBooking.change.payment.cardLess", { amount })
        : null
    : quote.paymentMethod === "bankTransfer"
      ? t("manageBooking.change.payment.bankTransfer", { total })
      : t("manageBooking.change.payment.other", { total });
  return (
    <div data-testid="change-quote">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">{t("manageBooking.change.current")}</dt>
        <dd>
          {formatStayDates(before.from, before.to, lng)} · {t("search.guestsCount", { count: before.guests })}
        </dd>
        <dt className="font-semibold">{t("manageBooking.change.new")}</dt>
        <dd data-testid="quote-new-stay">
          {formatStayDates(after.from, after.to, lng)} · {t("search.guestsCount", { count: after.guests })}
        </dd>
        <dt className="font-semibold">{t("manageBooking.change.oldPrice")}</dt>
        <dd data-testid="quote-old-price">{money(before.price.total)}</dd>
        <dt className="font-semibold">{t("manageBooking.change.newPrice")}</dt>
        <dd className="font-bold" data-testid="quote-new-price">
          {total}
        </dd>
        <dt className="font-semibold">{t("manageBooking.change.difference")}</dt>
        <dd data-testid="quote-difference">
          {difference.amount > 0
            ? t("manageBooking.change.pay", { amount })
            : difference.amount < 0
              ? t("manageBooking.change.refund", { amount })
              : t("manageBooking.change.same")}
        </dd>
      </dl>
      {quote.voucher !== "none" ? <p className="mt-3">{t(`manageBooking.change.voucher.${quote.voucher}`)}</p> : null}
      {quote.companyRate !== "none" ? (
        <p className="mt-3">{t(`manageBooking.change.companyRate.${quote.companyRate}`)}</p>
      ) : null}
      {payment ? (
        <p className="mt-3" data-testid="quote-payment">
          {payment}
        </p>
      ) : null}
    </div>
  );
}

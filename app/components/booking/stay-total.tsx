import type { StayPrice } from "../../../shared/ota/listing";
import type { Language } from "../../../shared/tenancy/languages";
import { voucherRow } from "../../domain/booking/voucher-row";
import { formatMoney } from "../../domain/money/money";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/**
 * A booked stay's total as term and description of a `dl`, and for a long stay its monthly rate
 * beside it (the confirmation page and the manage page); a voucher's discount above it.
 */
export function StayTotal({ price, lng }: { price: StayPrice; lng: Language }) {
  const { t } = useT();
  const money = (amount: number) => formatMoney({ amount, currency: price.currency }, intlLocale(lng), {});
  const voucher = voucherRow(price, t, money);
  return (
    <>
      {voucher ? (
        <>
          <dt className="font-semibold">{voucher.label}</dt>
          <dd data-testid="stay-voucher">{voucher.value}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{t("mail.confirmation.total")}</dt>
      <dd className="font-bold" data-testid="stay-total">
        {money(price.total)}
      </dd>
      {price.monthly ? (
        <>
          <dt className="font-semibold">{t("longStay.perMonthLabel")}</dt>
          <dd data-testid="stay-per-month">{t("longStay.perMonth", { price: money(price.monthly.perMonth) })}</dd>
        </>
      ) : null}
    </>
  );
}

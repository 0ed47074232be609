import { nightlyRate } from "../../../shared/money/nightly-rate";
import type { StayPrice } from "../../../shared/ota/listing";
import { accommodationLabel, accommodationRows } from "../../domain/booking/accommodation-rows";
import { voucherRow } from "../../domain/booking/voucher-row";
import type { Money } from "../../domain/money/money";
import { useT } from "../../i18n/use-t";

type ExtraLine = { id: string; quantity: number; amount: number };

/**
 * A stay's price line by line (accommodation, fees and taxes, extra services, total), formatted by
 * the caller's `format` (which converts into the display currency). Used by the checkout's side panel
 * and its summary.
 */
export function PriceBreakdown({
  price,
  extras = [],
  extrasCurrency,
  total,
  serviceNames,
  format,
  testId = "price-breakdown",
  showNightly = true,
}: {
  price: StayPrice;
  extras?: readonly ExtraLine[];
  extrasCurrency?: string;
  total: Money;
  serviceNames: Readonly<Record<string, string>>;
  format: (money: Money) => string;
  testId?: string;
  /** The nightly figure under the total (the offer page shows it as its headline instead). */
  showNightly?: boolean;
}) {
  const { t } = useT();
  const money = (amount: number, currency = price.currency) => format({ amount, currency });
  const accommodation = accommodationRows(price, t, (amount) => money(amount), accommodationLabel(price, t));
  const voucher = voucherRow(price, t, (amount) => money(amount));
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm" data-testid={testId}>
      {accommodation.map((row) => (
        <Row
          key={row.id}
          label={row.label}
          value={money(row.amount)}
          testId={row.id === "accommodation" ? undefined : `${testId}-${row.id}`}
        />
      ))}
      {price.lines
        .filter((line) => line.code !== "extraService")
        .map((line) => (
          <Row key={line.code} label={t(`offer.fees.${line.code}`)} value={money(line.amount)} />
        ))}
      {extras.map((line) => (
        <Row
          key={line.id}
          label={`${serviceNames[line.id] ?? t("offer.fees.extraService")}${line.quantity > 1 ? ` × ${line.quantity}` : ""}`}
          value={money(line.amount, extrasCurrency)}
        />
      ))}
      {price.voucher && voucher ? (
        <>
          <Row label={voucher.label} value={voucher.value} testId={`${testId}-voucher`} />
          <dt className="text-ink/70">{t("vouchers.publicPrice")}</dt>
          <dd className="text-right text-ink/70 tabular-nums">
            <s data-testid={`${testId}-public-total`}>
              {format({ ...total, amount: total.amount + price.voucher.amount })}
            </s>
          </dd>
        </>
      ) : null}
      <Row label={t("offer.total")} value={format(total)} strong testId={`${testId}-total`} />
      {price.monthly ? (
        <Row label={t("longStay.perMonthLabel")} value={money(price.monthly.perMonth)} testId={`${testId}-per-month`} />
      ) : showNightly ? (
        <Row
          label={t("offer.perNightOfTotal", { count: price.nights })}
          value={format({ amount: nightlyRate(total.amount, price.nights), currency: total.currency })}
          testId={`${testId}-nightly`}
        />
      ) : null}
    </dl>
  );
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  const weight = strong ? "border-t border-black/10 pt-2 font-bold text-base" : "";
  return (
    <>
      <dt className={weight}>{label}</dt>
      <dd className={`text-right tabular-nums ${weight}`} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}

import { cancellationText } from "../../domain/booking/cancellation-text";
import type { CheckoutView } from "../../domain/checkout/checkout-view";
import { formatMoney } from "../../domain/money/money";
import { formatStayDates } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";
import { mediaUrl } from "../media-url";
import { useDisplayMoney } from "../search/use-display-money";
import { PriceBreakdown } from "./price-breakdown";
import { StayItems } from "./stay-items";

/** The side panel of every checkout step: what is being booked and what it costs so far. */
export function StaySummary({ view }: { view: CheckoutView }) {
  const { t } = useT();
  const { format } = useDisplayMoney(view.currency, view.rates, view.lng);
  const { apartment, stay, offer } = view;
  const cancellation = cancellationText(offer.cancellationPolicy, stay.nights);
  return (
    <aside
      aria-labelledby="stay-summary-title"
      className="h-fit rounded-xl border border-black/10 bg-white p-5 shadow-sm lg:sticky lg:top-4"
      data-testid="checkout-stay"
    >
      {view.items.length > 1 ? (
        <>
          <h2 id="stay-summary-title" className="text-lg font-bold">
            {t("stay.title")}
          </h2>
          <p className="mt-1 mb-3 text-sm" data-testid="checkout-stay-dates">
            {formatStayDates(stay.from, stay.to, view.lng)} · {t("searchForm.nights", { count: stay.nights })} ·{" "}
            {t("search.guestsCount", { count: stay.guests })}
          </p>
          <StayItems items={view.items} format={format} serviceNames={view.serviceNames} />
          <p className="mt-4 flex justify-between border-t border-black/10 pt-3 font-bold" data-testid="checkout-price">
            <span>{t("offer.total")}</span>
            <span className="tabular-nums">{format(view.total)}</span>
          </p>
        </>
      ) : (
        <>
          {apartment.image ? (
            <img
              src={mediaUrl(apartment.image.url)}
              alt={apartment.image.alt}
              width={apartment.image.width}
              height={apartment.image.height}
              className="mb-4 aspect-[3/2] w-full rounded-lg object-cover"
              loading="lazy"
            />
          ) : null}
          <h2 id="stay-summary-title" className="text-lg font-bold">
            {apartment.name}
          </h2>
          <p className="text-sm text-ink/80">
            {apartment.propertyName} · {apartment.address.street} {apartment.address.houseNumber},{" "}
            {apartment.address.postcode} {apartment.address.city}
          </p>
          <p className="mt-3 text-sm" data-testid="checkout-stay-dates">
            {formatStayDates(stay.from, stay.to, view.lng)} · {t("searchForm.nights", { count: stay.nights })} ·{" "}
            {t("search.guestsCount", { count: stay.guests })}
          </p>
          <p className="mt-1 text-sm text-ink/80">
            {offer.ratePlanName} · {t(cancellation.key, cancellation.values)}
          </p>
        </>
      )}
      {view.isRfp || view.items.length > 1 ? null : (
        <div className="mt-4">
          <PriceBreakdown
            price={offer.price}
            extras={view.extraServicesTotal?.lines ?? []}
            extrasCurrency={view.extraServicesTotal?.currency}
            total={view.total}
            serviceNames={view.serviceNames}
            format={format}
            testId="checkout-price"
          />
          {view.voucherRefused ? (
            <p className="mt-2 text-sm font-semibold" data-testid="checkout-voucher-refused">
              {t(`vouchers.verdict.${view.voucherRefused.verdict}`, { code: view.voucherRefused.code })}
            </p>
          ) : null}
          {view.convertedInto ? <ConvertedTotal view={view} into={view.convertedInto} /> : null}
          {view.total.currency !== view.currency ? (
            <p className="mt-2 text-xs text-ink/70" data-testid="booking-currency">
              {t("checkout.bookingCurrency", {
                amount: formatMoney(view.total, intlLocale(view.lng), {}),
              })}
            </p>
          ) : null}
        </div>
      )}
    </aside>
  );
}

/**
 * An offer's total converted into the visitor's currency, labelled as an estimate beside the total
 * in the offer's currency (which is what is charged); nothing when there is no rate to convert with.
 */
function ConvertedTotal({ view, into }: { view: CheckoutView; into: string }) {
  const { t } = useT();
  const { convert } = useDisplayMoney(into, view.rates, view.lng);
  const converted = convert(view.total);
  if (converted.currency !== into) return null;
  return (
    <p className="mt-2 text-xs text-ink/70" data-testid="converted-total">
      {t("checkout.convertedTotal", {
        amount: formatMoney(converted, intlLocale(view.lng), {}),
        currency: view.total.currency,
      })}
    </p>
  );
}

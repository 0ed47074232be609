import type { RfpOffer } from "../../../shared/ota/rfp";
import { offeredLongStay } from "../../../shared/ota/rfp-offer-price";
import type { Language } from "../../../shared/tenancy/tenant";
import { accommodationRows } from "../../domain/booking/accommodation-rows";
import { formatMoney } from "../../domain/money/money";
import { formatDate } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";

/**
 * An offer's price: the total for the stay and the rate per night or month, or for a long stay (28
 * nights or more) the monthly rate, the total and its split into calendar months and further nights
 * as bookings show it; and how long the offer is valid.
 */
export function OfferPrice({
  offer,
  lng,
}: {
  offer: Pick<RfpOffer, "price" | "rate" | "validUntil" | "from" | "to">;
  lng: Language;
}) {
  const { t } = useT();
  const money = (amount: number) => formatMoney({ amount, currency: offer.price.currency }, intlLocale(lng), {});
  const longStay = offeredLongStay(offer);
  return (
    <div className="mt-2" data-testid="offer-price">
      {longStay ? (
        <>
          <p className="text-lg font-bold" data-testid="offer-per-month">
            {t("longStay.perMonth", { price: money(longStay.monthly.perMonth) })}
          </p>
          <p className="text-sm text-ink/80">
            {t("search.totalForNights", { price: money(offer.price.amount), count: longStay.nights })}
          </p>
          <ul className="mt-1 text-sm text-ink/80" data-testid="offer-monthly">
            {accommodationRows(longStay, t, money, "").map((row) => (
              <li key={row.id} className="flex justify-between gap-4">
                <span>{row.label}</span>
                <span>{money(row.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="text-lg font-bold">{money(offer.price.amount)}</p>
          <p className="text-sm text-ink/80">
            {t(`enquiry.ratePer.${offer.rate.per}`, { amount: money(offer.rate.amount) })}
          </p>
        </>
      )}
      {offer.validUntil ? (
        <p className="text-sm text-ink/80">{t("enquiry.validUntil", { date: formatDate(offer.validUntil, lng) })}</p>
      ) : null}
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/money/money";
import type { RfpOffer } from "~/domain/ota/rfp";
import type { Language } from "~/domain/tenancy/tenant";
import { formatDate } from "~/i18n/format";
import { intlLocale } from "~/i18n/intl-locale";

/** An offer's price: the total for the stay, the rate per night or month, and how long it is valid. */
export function OfferPrice({ offer, lng }: { offer: Pick<RfpOffer, "price" | "rate" | "validUntil">; lng: Language }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney({ amount, currency: offer.price.currency }, intlLocale(lng), {});
  return (
    <div className="mt-2" data-testid="offer-price">
      <p className="text-lg font-bold">{money(offer.price.amount)}</p>
      <p className="text-sm text-ink/80">
        {t(`enquiry.ratePer.${offer.rate.per}`, { amount: money(offer.rate.amount) })}
      </p>
      {offer.validUntil ? (
        <p className="text-sm text-ink/80">{t("enquiry.validUntil", { date: formatDate(offer.validUntil, lng) })}</p>
      ) : null}
    </div>
  );
}

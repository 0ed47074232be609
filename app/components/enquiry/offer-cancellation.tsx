import { nightsFromTo } from "../../../shared/money/calendar-months";
import type { RfpOffer } from "../../../shared/ota/rfp";
import { cancellationText } from "../../domain/booking/cancellation-text";
import { useT } from "../../i18n/use-t";

/** An offer's cancellation terms in words, as its operator set them (what booking it books). */
export function OfferCancellation({ offer }: { offer: Pick<RfpOffer, "cancellationPolicy" | "from" | "to"> }) {
  const { t } = useT();
  const text = cancellationText(offer.cancellationPolicy, nightsFromTo(offer.from, offer.to));
  return (
    <p className="mt-1 text-sm" data-testid="offer-cancellation">
      <span className="font-semibold">{t("offer.cancellationTitle")}: </span>
      {t(text.key, text.values)}
    </p>
  );
}

import { useLocation } from "react-router";
import { useT } from "../../i18n/use-t";
import { Alert } from "../ui/alert";

/** The offer page's own error state while the booking system cannot be reached: the page around it stays. */
export function OfferUnavailable() {
  const { t } = useT();
  const location = useLocation();
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-12" data-testid="offer-unavailable">
      <Alert variant="error" title={t("offer.pageUnavailableTitle")}>
        <p>{t("offer.pageUnavailable")}</p>
        <a href={`${location.pathname}${location.search}`} className="mt-2 inline-block font-semibold underline">
          {t("search.retry")}
        </a>
      </Alert>
    </article>
  );
}

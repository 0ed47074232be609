import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { VIEW_PARAM } from "../../../shared/search/search-view";
import type { Language } from "../../../shared/tenancy/languages";
import { buildSearchRoute } from "../../domain/search/search-route";
import { formatStayDates } from "../../i18n/format";
import { useT } from "../../i18n/use-t";
import { persistedSearchAtom } from "../../state/search-store";
import { UiIcon } from "../icons/ui-icon";

/** A way back to the last search this browser remembers (only with consent; nothing before hydration). */
export function LastSearchLink({ lng }: { lng: Language }) {
  const { t } = useT();
  const { input, view } = useAtomValue(persistedSearchAtom);
  if (!input) return null;
  const route = buildSearchRoute({ lng, placeName: input.location, ...input });
  if (!route.ok) return null;
  return (
    <Link
      to={view ? `${route.url}&${VIEW_PARAM}=${view}` : route.url}
      className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-medium hover:bg-white/25"
      data-testid="last-search"
    >
      <UiIcon name="history" className="size-4" />
      {t("home.lastSearch", { place: input.location, dates: formatStayDates(input.inDate, input.outDate, lng) })}
    </Link>
  );
}

import { Link } from "react-router";
import type { SearchView } from "../../../shared/search/search-view";
import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";
import type { UiIconName } from "../icons/ui-icon-set";

const ICONS: Record<SearchView, UiIconName> = { list: "list", tile: "layout-grid", grid: "grid", map: "map-pinned" };

/** Links to the same results in another view (list, tile, grid, map). */
export function ViewSwitch({
  views,
  current,
  hrefFor,
}: {
  views: readonly SearchView[];
  current: SearchView;
  hrefFor: (view: SearchView) => string;
}) {
  const { t } = useT();
  if (views.length < 2) return null;
  return (
    <nav aria-label={t("search.view")} className="flex rounded-md border border-ink/20 p-0.5" data-testid="view-switch">
      {views.map((view) => {
        const active = view === current;
        return (
          <Link
            key={view}
            to={hrefFor(view)}
            preventScrollReset
            replace
            aria-current={active ? "page" : undefined}
            className={`inline-flex items-center gap-1 rounded px-2.5 py-1.5 text-sm ${active ? "bg-brand text-brand-fg" : "hover:bg-surface"}`}
          >
            <UiIcon name={ICONS[view]} className="size-4" />
            {t(`search.views.${view}`)}
          </Link>
        );
      })}
    </nav>
  );
}

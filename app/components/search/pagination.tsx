import { Link } from "react-router";
import { useT } from "../../i18n/use-t";
import { UiIcon } from "../icons/ui-icon";

/** Real links to the previous and next page, so crawlers and visitors without JavaScript can page. */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hasNextPage: boolean;
  hrefFor: (page: number) => string;
}) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  const linkClass =
    "inline-flex items-center gap-1 rounded-md border border-ink/20 px-3 py-2 text-sm font-medium hover:bg-surface";
  return (
    <nav
      aria-label={t("pagination.label")}
      className="mt-6 flex items-center justify-between gap-2"
      data-testid="pagination"
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={linkClass} preventScrollReset={false}>
          <UiIcon name="chevron-left" className="size-4" />
          {t("pagination.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-ink/75" aria-current="page">
        {t("pagination.page", { page, count: pageCount })}
      </span>
      {hasNextPage ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          {t("pagination.next")}
          <UiIcon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

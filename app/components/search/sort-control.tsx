import { Form, useLocation, useNavigate } from "react-router";
import { PAGE_PARAM } from "../../../shared/search/paging";
import { SORT_ORDERS, SORT_PARAM, type SortOrder } from "../../domain/search/sort-params";
import { useT } from "../../i18n/use-t";

/**
 * The results' order as a GET form: without JavaScript "Sort" reloads the page with `sort` in the URL
 * (the button hides once the page is hydrated); with JavaScript choosing an order changes the URL
 * and the results re-sort in place, like the filters. A new order starts at page 1.
 */
export function SortControl({ current }: { current: SortOrder }) {
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const kept = [...params].filter(([name]) => name !== SORT_PARAM && name !== PAGE_PARAM);
  return (
    <Form
      method="get"
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="sort"
      onChange={(event) => {
        const next = new URLSearchParams(new FormData(event.currentTarget) as unknown as string[][]);
        if (next.get(SORT_PARAM) === "recommended") next.delete(SORT_PARAM);
        navigate(`${location.pathname}?${next.toString()}`, { replace: true, preventScrollReset: true });
      }}
    >
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="results-sort" className="whitespace-nowrap">
        {t("search.sort")}
      </label>
      <select
        id="results-sort"
        name={SORT_PARAM}
        defaultValue={current}
        key={current}
        className="rounded border border-ink/30 bg-white px-2 py-1.5"
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`search.sortOrders.${order}`)}
          </option>
        ))}
      </select>
      {/* Only needed without JavaScript: hidden once React has hydrated the page. */}
      <button
        type="submit"
        className="rounded-md border border-ink/30 px-3 py-1.5 font-semibold hover:bg-surface [html[data-hydrated]_&]:hidden"
      >
        {t("search.sortApply")}
      </button>
    </Form>
  );
}

import { useCallback } from "react";
import { type AnalyticsItemInput, selectItem, viewItemList } from "../../domain/analytics/ecommerce-events";
import type { ResultItem } from "../../domain/search/results-view";
import { pushEcommerceEvent } from "./data-layer";
import { useEcommerceEvent, useMeasures } from "./use-ecommerce-event";

/** The list every search result belongs to, for GA4's item_list_name. */
export const SEARCH_RESULTS_LIST = "search_results";

/** A result as GA4 sees it: the apartment type, its stay total in the property's currency, its city. */
export function resultAnalyticsItem(item: ResultItem): AnalyticsItemInput {
  return {
    apartmentTypeId: item.apartmentType.id,
    name: item.apartmentType.name,
    total: item.totalPrice.total,
    currency: item.currency,
    city: item.property.address.city,
  };
}

/**
 * The search page's events: `view_item_list` for each page of results shown (again when filters,
 * sort or page change it), and a handler that pushes `select_item` when a result is opened.
 */
export function useSearchResultsEvents(items: readonly ResultItem[], offset: number, key: string) {
  const measures = useMeasures();
  useEcommerceEvent(
    () => (items.length > 0 ? viewItemList(SEARCH_RESULTS_LIST, items.map(resultAnalyticsItem), offset) : null),
    key,
  );
  return useCallback(
    (item: ResultItem, index: number) => {
      if (measures) pushEcommerceEvent(selectItem(SEARCH_RESULTS_LIST, resultAnalyticsItem(item), offset + index));
    },
    [measures, offset],
  );
}

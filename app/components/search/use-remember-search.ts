import { useCallback, useEffect } from "react";
import type { SearchView } from "../../../shared/search/search-view";
import type { SearchUrlParams } from "../../domain/search/search-route";
import { rememberedSearchInput } from "../../domain/search/searched-stay";
import type { PersistedSearch } from "../../state/search-store";
import { useRootData } from "../layout/use-root-data";

/**
 * Spec: the browser remembers the search input and the chosen view, with consent only; the store
 * (jotai) loads only then. `view` is the view the visitor chose (in the URL), else undefined.
 */
export function useRememberSearch(search: SearchUrlParams, view: SearchView | undefined): void {
  const consented = useRootData().consent?.storage === true;
  const remember = useCallback(
    (update: PersistedSearch) => {
      if (consented) void import("../../state/search-store").then((store) => store.rememberSearch(update));
    },
    [consented],
  );
  useEffect(() => {
    const input = rememberedSearchInput(search);
    if (input) remember({ input });
  }, [search, remember]);
  useEffect(() => {
    if (view) remember({ view });
  }, [view, remember]);
}

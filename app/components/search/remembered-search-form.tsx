import { useAtomValue } from "jotai";
import { utcToday } from "../../../shared/search/search-limits";
import type { Language } from "../../../shared/tenancy/languages";
import { formDefaultsFromRemembered } from "../../domain/search/searched-stay";
import { persistedSearchAtom } from "../../state/search-store";
import { useRootData } from "../layout/use-root-data";
import { SearchForm } from "./search-form";

/**
 * The home page's search form, filled with the last search this browser remembers (the cookie banner's
 * promise; with consent only). The store is read after hydration, so the server's page and a browser
 * without JavaScript show the empty form; the form starts anew once with the remembered values.
 */
export function RememberedSearchForm({ lng }: { lng: Language }) {
  const consented = useRootData().consent?.storage === true;
  const { input } = useAtomValue(persistedSearchAtom);
  const defaults = consented && input ? formDefaultsFromRemembered(input, utcToday()) : undefined;
  return <SearchForm key={defaults ? "remembered" : "new"} lng={lng} defaults={defaults} />;
}

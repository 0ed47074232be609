import type { Language } from "../../../shared/tenancy/languages";
import { LateIsland } from "../late-island";
import { loadOnUse } from "../load-on-use";

const searchForm = loadOnUse(() => import("./search-form"));

/** For a client navigation to the home page: the form's code loads with the page's data. */
export const loadSearchForm = () => searchForm.load();

/**
 * The search form, its code loaded when the visitor reaches for it (LateIsland). Until then the
 * server's HTML works as without JavaScript (typing, the native submit to the server).
 */
export function LateSearchForm({ lng }: { lng: Language }) {
  return <LateIsland code={searchForm}>{({ SearchForm }) => <SearchForm lng={lng} />}</LateIsland>;
}

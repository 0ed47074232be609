import { useEffect, useState } from "react";
import type { Language } from "../../../shared/tenancy/languages";
import { hasRememberedSearch } from "../../state/client-storage";
import { useRootData } from "../layout/use-root-data";
import { loadOnUse } from "../load-on-use";
import { LateSearchForm } from "./late-search-form";

/** The remembered search's parts (the jotai store and the route builder come with them). */
const rememberedSearch = loadOnUse(() =>
  Promise.all([import("./remembered-search-form"), import("./last-search-link")]).then(
    ([{ RememberedSearchForm }, { LastSearchLink }]) => ({ RememberedSearchForm, LastSearchLink }),
  ),
);
type RememberedSearch = Awaited<ReturnType<typeof rememberedSearch.load>>;

/**
 * The home page's search: the form, whose code loads when the visitor reaches for it; with consent
 * and a search this browser remembers, the remembered search (its store and route builder) loads
 * after hydration, and the form starts anew with its values beside a link back to it.
 */
export function HomeSearch({ lng }: { lng: Language }) {
  const consented = useRootData().consent?.storage === true;
  const [remembered, setRemembered] = useState<RememberedSearch | null>(rememberedSearch.current);
  useEffect(() => {
    if (consented && hasRememberedSearch()) void rememberedSearch.load().then(setRemembered);
  }, [consented]);
  if (!remembered) return <LateSearchForm lng={lng} />;
  const { RememberedSearchForm, LastSearchLink } = remembered;
  return (
    <>
      <RememberedSearchForm lng={lng} />
      <LastSearchLink lng={lng} />
    </>
  );
}

import { cityLanding } from "../.server/pages/city-landing.server";
import { loadSearchPage } from "../.server/pages/search-page-loader.server";
import { SearchPage } from "../components/search/search-page";
import { searchPageMeta } from "../domain/seo/search-page-meta";
import { loaderHeaders } from "../navigation/loader-headers";
import { revalidateSearchPage } from "../navigation/query-only-change";
import type { Route } from "./+types/city-landing";

/** A featured city's search page at its own crawlable URL: the search comes from the city, not the query. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSearchPage({ request, context }, (url) => {
    const city = cityLanding(context, params.citySlug, url);
    return { placeName: city.placeName, searchParams: city.searchParams, cityPaths: city.paths };
  });
}

export const headers = loaderHeaders;

export const shouldRevalidate = revalidateSearchPage;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  searchPageMeta(matches[0].loaderData, loaderData, location.search);

export default function CityLanding({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

import { countFunnelStep } from "../.server/analytics/funnel-counts.server";
import { profileCompanyCodeRedirect } from "../.server/company/profile-company-code.server";
import { loadSearchPage } from "../.server/pages/search-page-loader.server";
import { SearchPage } from "../components/search/search-page";
import { searchPageMeta } from "../domain/seo/search-page-meta";
import { loaderHeaders } from "../navigation/loader-headers";
import { revalidateSearchPage } from "../navigation/query-only-change";
import type { Route } from "./+types/search";

/** `/:lng/search/:placeName?…`: the results of a search URL. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A signed-in traveller's company code, when the URL has none (docs/decisions/0036).
  const withProfileCode = await profileCompanyCodeRedirect(context, request);
  if (withProfileCode) throw withProfileCode;
  const page = await loadSearchPage({ request, context }, (url) => ({
    placeName: params.placeName,
    searchParams: url.searchParams,
    cityPaths: null,
  }));
  countFunnelStep(context, request, "searches");
  return page;
}

export const headers = loaderHeaders;

export const shouldRevalidate = revalidateSearchPage;

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  searchPageMeta(matches[0].loaderData, loaderData, location.search);

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}

import { data, type RouterContextProvider, redirect } from "react-router";
import type { Language } from "../../../shared/tenancy/languages";
import { DEFAULT_RADIUS_KM } from "../../domain/search/search-radius";
import { cityName, cityPathOf, findCityBySlug } from "../../domain/seo/city-path";
import { landingStay } from "../../domain/seo/landing-stay";
import { tenantContext } from "../context.server";
import { getLocale } from "../middleware/i18n.server";

export type CityLanding = {
  placeName: string;
  /** The search the page shows: the city's position and the landing stay, plus the URL's filters, view and page. */
  searchParams: URLSearchParams;
  /** The page's path in each of the tenant's languages (the slug follows the city's name). */
  paths: Partial<Record<Language, string>>;
};

/**
 * `/:lng/serviced-apartments/:citySlug`: a featured city's search page at its own URL, with the
 * landing stay (stable for a calendar month) so crawlers reach every offer around it. An unknown city is
 * a 404; another spelling or language's slug redirects (301) to the canonical one, keeping the query.
 */
export function cityLanding(context: Readonly<RouterContextProvider>, citySlug: string, url: URL): CityLanding {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const match = findCityBySlug(tenant.featuredCities, lng, citySlug, tenant.languages);
  if (!match) throw data(null, { status: 404 });
  if (match.slug !== citySlug) throw redirect(`${cityPathOf(match.city, lng)}${url.search}`, 301);
  const stay = landingStay();
  const searchParams = new URLSearchParams(url.searchParams);
  searchParams.set("placeId", match.city.placeId);
  searchParams.set("lat", String(match.city.lat));
  searchParams.set("long", String(match.city.long));
  searchParams.set("inDate", stay.inDate);
  searchParams.set("outDate", stay.outDate);
  searchParams.set("guests", String(stay.guests));
  searchParams.set("radius", String(DEFAULT_RADIUS_KM));
  return {
    placeName: cityName(match.city, lng),
    searchParams,
    paths: Object.fromEntries(tenant.languages.map((language) => [language, cityPathOf(match.city, language)])),
  };
}

import { data, redirect } from "react-router";
import { tenantContext } from "~/.server/context.server";
import { getLocale } from "~/.server/i18n/i18n-middleware.server";
import { DEFAULT_RADIUS_KM } from "~/domain/search/search-form-schema";
import { buildSearchRoute } from "~/domain/search/search-route";
import { cityName, findCityBySlug } from "~/domain/seo/city-path";
import { landingStay } from "~/domain/seo/landing-stay";
import type { Route } from "./+types/city-landing";

/** `/:lng/serviced-apartments/:citySlug`: a featured city's search with the landing stay (302); unknown cities 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const match = findCityBySlug(tenant.featuredCities, lng, params.citySlug, tenant.languages);
  if (!match) throw data(null, { status: 404 });
  const stay = landingStay();
  const route = buildSearchRoute({
    lng,
    placeName: cityName(match.city, lng),
    placeId: match.city.placeId,
    lat: match.city.lat,
    long: match.city.long,
    inDate: stay.inDate,
    outDate: stay.outDate,
    guests: stay.guests,
    radius: DEFAULT_RADIUS_KM,
  });
  if (!route.ok) throw data(null, { status: 404 });
  throw redirect(route.url, 302);
}

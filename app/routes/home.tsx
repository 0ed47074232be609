import { tenantContext } from "../.server/context.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { EnquiryLink } from "../components/enquiry/enquiry-link";
import { HomeSearch } from "../components/search/home-search";
import { loadSearchForm } from "../components/search/late-search-form";
import { SHAREABLE_PAGE_HEADERS } from "../domain/http/page-cache";
import { CITY_TILE_SIZE } from "../domain/media/city-tile-size";
import { cityName, cityPathOf } from "../domain/seo/city-path";
import { pageLinks } from "../domain/seo/page-links";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/home";

/** The same for every anonymous visitor with the same preferences: shared for a minute (0042). */
export const headers = () => SHAREABLE_PAGE_HEADERS;

export function loader({ context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  // Each city's landing page: the crawlable URL the sitemap lists too (docs/decisions/0081).
  const featuredCities = tenant.featuredCities.map((city) => ({
    placeId: city.placeId,
    name: cityName(city, lng),
    href: cityPathOf(city, lng),
    image: `/media/cities/${city.placeId}.svg`,
  }));
  const { t } = getI18n(context);
  const title = t("meta.homeTitle", { brand: tenant.name });
  const description = t("meta.homeDescription", { brand: tenant.name });
  return { lng, featuredCities, title, description };
}

/** A client navigation to the home page loads the search form's code with the page's data (the first load defers it). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadSearchForm()]);
  return data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  if (!root || !loaderData) return [];
  const { title, description } = loaderData;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: root.tenant.name },
    ...pageLinks({
      origin: root.origin,
      languages: root.tenant.languages,
      defaultLanguage: root.tenant.defaultLanguage,
      current: root.locale,
      pathAfterLanguage: "",
    }),
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <section className="bg-brand text-brand-fg">
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-10 md:pb-16 md:pt-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight md:text-5xl">{t("home.heroTitle")}</h1>
          <p className="mt-3 max-w-2xl text-lg opacity-90">{t("home.heroSubtitle")}</p>
          <div className="mt-8">
            <h2 className="sr-only">{t("searchForm.title")}</h2>
            <HomeSearch lng={loaderData.lng} />
            <EnquiryLink className="mt-4" withHint />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="featured-cities">
        <h2 id="featured-cities" className="text-2xl font-bold">
          {t("home.featuredCities")}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {loaderData.featuredCities.map((city) => (
            <li key={city.placeId}>
              <a
                href={city.href}
                className="group block overflow-hidden rounded-lg bg-surface font-semibold text-ink ring-1 ring-black/5 hover:ring-2 hover:ring-brand"
              >
                <img
                  src={city.image}
                  alt=""
                  width={CITY_TILE_SIZE.width}
                  height={CITY_TILE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] h-auto w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
                />
                <span className="block px-3 py-2">
                  <span className="sr-only">{t("home.featuredCityLink", { city: city.name })}: </span>
                  {city.name}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

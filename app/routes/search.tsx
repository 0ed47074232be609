import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { tenantContext } from "~/.server/context.server";
import { getI18n, getLocale } from "~/.server/i18n/i18n-middleware.server";
import { SearchForm } from "~/components/search/search-form";
import { Alert } from "~/components/ui/alert";
import { parseSearchUrl } from "~/domain/search/search-route";
import { pageLinks } from "~/domain/seo/page-links";
import { formatStayDates } from "~/i18n/format";
import type { Route } from "./+types/search";

/** The search URL contract; the results themselves are rendered by the search feature on top of this. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const url = new URL(request.url);
  const search = parseSearchUrl(params.placeName, url.searchParams);
  const { t } = getI18n(context);
  const payload = {
    lng,
    search,
    pathAfterLanguage: `${url.pathname.slice(3)}${url.search}`,
    title: t("meta.searchTitle", { place: search.placeName, brand: tenant.name }),
    description: t("meta.searchDescription", { place: search.placeName }),
  };
  return search.valid ? payload : data(payload, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  if (!root || !loaderData) return [];
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    ...pageLinks({
      origin: root.origin,
      languages: root.tenant.languages,
      defaultLanguage: root.tenant.defaultLanguage,
      current: root.locale,
      pathAfterLanguage: loaderData.pathAfterLanguage,
    }),
  ];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, lng } = loaderData;
  return (
    <>
      <section className="bg-brand py-4">
        <div className="mx-auto max-w-6xl px-4">
          <SearchForm
            lng={lng}
            defaults={{
              location: search.placeName,
              placeId: search.placeId ?? undefined,
              lat: search.position ? String(search.position.lat) : undefined,
              long: search.position ? String(search.position.long) : undefined,
              inDate: search.inDate ?? undefined,
              outDate: search.outDate ?? undefined,
              guests: search.guests ? String(search.guests) : undefined,
              radius: search.radius ? String(search.radius) : undefined,
            }}
          />
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8" data-testid="search-page" data-valid={search.valid}>
        <h1 className="text-2xl font-bold">{t("search.resultsTitle", { place: search.placeName })}</h1>
        {search.valid && search.inDate && search.outDate && search.guests ? (
          <p className="mt-1 text-ink/80" data-testid="search-summary">
            {t("search.summary", {
              dates: formatStayDates(search.inDate, search.outDate, lng),
              guests: t("search.guestsCount", { count: search.guests }),
            })}{" "}
            · {t("searchForm.nights", { count: search.nights ?? 0 })} ·{" "}
            {t("search.withinRadius", { count: search.radius ?? 0 })}
          </p>
        ) : (
          <Alert variant="error" className="mt-4">
            {t("validation.invalidSearch")}
          </Alert>
        )}
      </section>
    </>
  );
}

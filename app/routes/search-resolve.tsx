import { data, redirect } from "react-router";
import { isSearchView, VIEW_PARAM } from "../../shared/search/search-view";
import { getLocale } from "../.server/middleware/i18n.server";
import { resolveTypedPlace } from "../.server/pages/typed-place.server";
import { SearchForm, type SearchFormDefaults } from "../components/search/search-form";
import { Alert } from "../components/ui/alert";
import { searchFormSchema } from "../domain/search/search-form-schema";
import { buildSearchRoute } from "../domain/search/search-route";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/search-resolve";

/**
 * The search form's GET target. It turns typed input into the canonical search URL: the position
 * comes from the chosen suggestion or, without one (no JavaScript), from looking the place up by name.
 * Bad input renders the form again with messages, the typed values and a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lng = getLocale(context);
  const params = new URL(request.url).searchParams;
  const defaults = Object.fromEntries(params) as SearchFormDefaults;
  if ([...params.keys()].length === 0) return { defaults, lastResult: null, failure: null };

  const submission = parseWithSchema(params, searchFormSchema);
  if (submission.status !== "success") {
    return data({ defaults, lastResult: submission.reply(), failure: null }, { status: 400 });
  }
  const input = submission.value;
  // Without JavaScript a results page's form keeps the old position while another place is typed:
  // resolveTypedPlace drops a position whose place does not carry the typed name.
  const resolved = await resolveTypedPlace(context, { ...input, location: input.location }, lng);
  if (!resolved.ok && resolved.reason === "not-found") {
    const reply = submission.reply({ fieldErrors: { location: ["validation.placeNotFound"] } });
    return data({ defaults, lastResult: reply, failure: null }, { status: 400 });
  }
  if (!resolved.ok) {
    return data({ defaults, lastResult: null, failure: "search.unableToGenerateRoute" as const }, { status: 502 });
  }
  const position = resolved.place;
  const route = buildSearchRoute({
    lng,
    placeName: position.name,
    placeId: position.placeId,
    lat: position.lat,
    long: position.long,
    inDate: input.inDate,
    outDate: input.outDate,
    guests: input.guests,
    radius: input.radius,
    companyCode: input.companyCode,
    hadCompanyCode: input.hadCompanyCode === "1",
    voucher: input.voucher,
  });
  if (!route.ok)
    return data({ defaults, lastResult: null, failure: "search.unableToGenerateRoute" as const }, { status: 400 });
  // The results view travels along, so updating a search keeps it.
  const view = params.get(VIEW_PARAM);
  throw redirect(isSearchView(view) ? `${route.url}&${VIEW_PARAM}=${view}` : route.url);
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function SearchResolve({ loaderData, params }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold">{t("searchForm.title")}</h1>
      {loaderData.failure ? (
        <Alert variant="error" className="mb-4">
          {t(loaderData.failure)}
        </Alert>
      ) : loaderData.lastResult ? (
        <Alert variant="error" className="mb-4">
          {t("validation.invalidSearch")}
        </Alert>
      ) : null}
      <div className="bg-brand rounded-xl p-2">
        <SearchForm lng={params.lng as "de" | "en"} defaults={loaderData.defaults} lastResult={loaderData.lastResult} />
      </div>
    </section>
  );
}

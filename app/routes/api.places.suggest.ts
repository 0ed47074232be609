import { data, type LoaderFunctionArgs } from "react-router";
import * as z from "zod/mini";
import { adaptersOf } from "../.server/adapters.server";
import { tenantContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { embedCorsHeaders } from "../.server/security/embed-cors.server";
import { rateLimited, tooManyRequests } from "../.server/security/rate-limit.server";
import {
  DEFAULT_SUGGEST_LIMIT,
  MAX_SUGGEST_LIMIT,
  MAX_SUGGEST_QUERY_LENGTH,
  toPlaceSuggestion,
} from "../components/search/place-suggestions";

const suggestQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_SUGGEST_QUERY_LENGTH)),
  lng: z.optional(z.enum(["de", "en"])),
  limit: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.pipe(
        z.transform((v: string) => Number(v)),
        z.int().check(z.minimum(1), z.maximum(MAX_SUGGEST_LIMIT)),
      ),
    ),
    DEFAULT_SUGGEST_LIMIT,
  ),
});

const cacheable = { "Cache-Control": "public, max-age=300" };
const uncached = { "Cache-Control": "no-store" };

/**
 * GET /api/places/suggest?q=Ber&lng=en&limit=8: place suggestions for the search form's location
 * combobox, names and country names in the asked language (the page's language when lng is left out).
 * Answers `{ suggestions: [{ id, name, region, country, countryName, lat, long }] }`; 400
 * `{ error: "invalid_input" }` for bad input; 502 `{ error, status, statusText }` when the places
 * upstream fails; 429 `{ error: "rate_limited", message }` with Retry-After past the client's limit.
 * The brand's widget asks it from the brand's embedding origins (CORS, docs/decisions/0128).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = suggestQuerySchema.safeParse({
    q: params.get("q") ?? undefined,
    lng: params.get("lng") ?? undefined,
    limit: params.get("limit") ?? undefined,
  });
  if (!parsed.success) return data({ error: "invalid_input" }, { status: 400, headers: uncached });
  const limited = await rateLimited(context, request, "lookups");
  if (limited) return tooManyRequests(context, limited);

  const { q, limit } = parsed.data;
  const lng = parsed.data.lng ?? getLocale(context);
  const found = await adaptersOf(context).places.suggestPlacesByName(q, lng, { limit });
  if (!found.ok) {
    return data(
      { error: "upstream_error", status: found.status, statusText: found.statusText },
      { status: failedUpstreamStatus(found), headers: uncached },
    );
  }
  const countryNames = new Intl.DisplayNames([lng], { type: "region" });
  const suggestions = found.data.map((place) => toPlaceSuggestion(place, countryNames));
  // Without lng the language comes from the path-less detection (cookie, Accept-Language).
  const cors = embedCorsHeaders(request, context.get(tenantContext).tenant);
  const vary = parsed.data.lng ? cors.Vary : `${cors.Vary}, Cookie, Accept-Language`;
  return data({ suggestions }, { headers: { ...cacheable, ...cors, Vary: vary } });
}

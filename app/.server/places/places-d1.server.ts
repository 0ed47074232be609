import { normalisePlaceName, prefixUpperBound } from "../../../shared/places/normalise-place-name";
import type { NearbyPlace, Place, PlaceCandidate, PlaceLanguage } from "../../domain/places/place";
import {
  boundingBox,
  pickBestPlaceMatch,
  rankNearbyPlaces,
  rankPlaceSuggestions,
} from "../../domain/places/rank-places";
import { errorName, logger } from "../logger.server";
import {
  badPlacesRequest,
  clampLimit,
  clampRadiusKm,
  MAX_QUERY_LENGTH,
  type NearbyPlacesOptions,
  normaliseCountries,
  type PlacesProvider,
  type PlacesResult,
  placeNotFound,
  placesError,
  placesOk,
  type SuggestPlacesOptions,
} from "./places-provider.server";
import type { SqlDatabase } from "./sql-database.server";

type PlaceRecord = {
  id: string;
  name_en: string;
  name_de: string;
  country: string;
  region_en: string | null;
  region_de: string | null;
  lat: number;
  long: number;
  population: number;
};

type CandidateRecord = PlaceRecord & { exact: number };

const PLACE_COLUMNS = "p.id, p.name_en, p.name_de, p.country, p.region_en, p.region_de, p.lat, p.long, p.population";

/** Candidates fetched per suggestion request before ranking: exact matches and the most populous. */
const candidateCount = (limit: number) => Math.max(20, limit * 3);
/** Places of the latitude band fetched for the nearby ranking, most populous first. */
const NEARBY_CANDIDATES = 400;

function toPlace(record: PlaceRecord, lng: PlaceLanguage): Place {
  return {
    id: record.id,
    name: lng === "de" ? record.name_de : record.name_en,
    country: record.country,
    region: (lng === "de" ? record.region_de : record.region_en) ?? null,
    lat: record.lat,
    long: record.long,
    population: record.population,
  };
}

function toCandidate(record: CandidateRecord, lng: PlaceLanguage): PlaceCandidate {
  return { place: toPlace(record, lng), exact: record.exact === 1 };
}

async function guarded<T>(operation: string, run: () => Promise<PlacesResult<T>>): Promise<PlacesResult<T>> {
  try {
    return await run();
  } catch (error) {
    logger.error(`places (embedded): ${operation} failed`, { error: errorName(error) });
    return placesError(500, "Internal Server Error");
  }
}

/**
 * The embedded places provider: GeoNames towns of Europe in the app's D1 database, seeded by
 * seedPlaces(). Suggestions are one range scan of the place_names key index.
 */
export function createD1PlacesProvider(db: SqlDatabase): PlacesProvider {
  async function byId(id: string): Promise<PlaceRecord | null> {
    return db.prepare(`SELECT ${PLACE_COLUMNS} FROM places AS p WHERE p.id = ?`).bind(id).first<PlaceRecord>();
  }

  /**
   * Places with a key starting with `prefix`, grouped per place, exact key matches and the most
   * populous first. `langs` limits the keys to names of those languages ('*' = all languages).
   */
  async function prefixCandidates(
    prefix: string,
    langs: readonly string[],
    countries: readonly string[],
    count: number,
  ): Promise<CandidateRecord[]> {
    const langFilter = langs.length > 0 ? `AND n.lang IN (${langs.map(() => "?").join(", ")})` : "";
    const countryFilter = countries.length > 0 ? `AND n.country IN (${countries.map(() => "?").join(", ")})` : "";
    const sql =
      `SELECT ${PLACE_COLUMNS}, m.exact FROM (` +
      "SELECT n.place_id, MAX(n.key = ?) AS exact, MAX(n.population) AS population FROM place_names AS n " +
      `WHERE n.key >= ? AND n.key < ? ${langFilter} ${countryFilter} ` +
      "GROUP BY n.place_id ORDER BY exact DESC, population DESC LIMIT ?" +
      ") AS m JOIN places AS p ON p.id = m.place_id ORDER BY m.exact DESC, m.population DESC";
    const { results } = await db
      .prepare(sql)
      .bind(prefix, prefix, prefixUpperBound(prefix), ...langs, ...countries, count)
      .all<CandidateRecord>();
    return results;
  }

  return {
    kind: "embedded",

    getPlaceById(id, lng) {
      return guarded("getPlaceById", async () => {
        if (!/^\d{1,12}$/.test(id)) return placeNotFound();
        const record = await byId(id);
        return record ? placesOk(toPlace(record, lng)) : placeNotFound();
      });
    },

    suggestPlacesByName(query, lng, options: SuggestPlacesOptions = {}) {
      return guarded("suggestPlacesByName", async () => {
        const prefix = normalisePlaceName(query.slice(0, MAX_QUERY_LENGTH));
        const countries = normaliseCountries(options.countries);
        if (countries === undefined) return badPlacesRequest();
        if (prefix === "") return placesOk([]);
        const limit = clampLimit(options.limit);
        const records = await prefixCandidates(prefix, ["*", lng], countries, candidateCount(limit));
        return placesOk(
          rankPlaceSuggestions(
            records.map((r) => toCandidate(r, lng)),
            limit,
          ),
        );
      });
    },

    findPlaceByName(name, lng) {
      return guarded("findPlaceByName", async () => {
        // "Halle (Saale), Sachsen-Anhalt" -> "Halle (Saale)": a label may carry its region after a comma.
        const key = normalisePlaceName((name.split(",")[0] ?? "").slice(0, MAX_QUERY_LENGTH));
        if (key === "") return placeNotFound();
        // Exact names in any language first (a German page may carry "Munich"), then prefixes in this one.
        const { results: exact } = await db
          .prepare(
            `SELECT ${PLACE_COLUMNS}, 1 AS exact FROM place_names AS n JOIN places AS p ON p.id = n.place_id ` +
              "WHERE n.key = ? ORDER BY n.population DESC LIMIT 10",
          )
          .bind(key)
          .all<CandidateRecord>();
        const records = exact.length > 0 ? exact : await prefixCandidates(key, ["*", lng], [], 5);
        const best = pickBestPlaceMatch(records.map((r) => toCandidate(r, lng)));
        return best ? placesOk(best) : placeNotFound();
      });
    },

    suggestPlacesByPlaceId(id, lng, options: NearbyPlacesOptions = {}) {
      return guarded("suggestPlacesByPlaceId", async () => {
        if (!/^\d{1,12}$/.test(id)) return placeNotFound();
        const origin = await byId(id);
        if (!origin) return placeNotFound();
        const radiusKm = clampRadiusKm(options.radiusKm);
        const box = boundingBox(origin, radiusKm);
        const { results } = await db
          .prepare(
            `SELECT ${PLACE_COLUMNS} FROM places AS p ` +
              "WHERE p.lat BETWEEN ? AND ? AND p.long BETWEEN ? AND ? AND p.id != ? " +
              "ORDER BY p.population DESC LIMIT ?",
          )
          .bind(box.minLat, box.maxLat, box.minLong, box.maxLong, id, NEARBY_CANDIDATES)
          .all<PlaceRecord>();
        const nearby: NearbyPlace[] = rankNearbyPlaces(
          toPlace(origin, lng),
          results.map((r) => toPlace(r, lng)),
          { limit: clampLimit(options.limit), radiusKm },
        );
        return placesOk(nearby);
      });
    },
  };
}

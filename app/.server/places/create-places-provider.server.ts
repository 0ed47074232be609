import type { UpstreamDeadline } from "../http/upstream-deadline.server";
import type { UpstreamFetcher } from "../http/upstream-http.server";
import { createD1PlacesProvider } from "./places-d1.server";
import { createPhotonPlacesProvider, DEFAULT_PHOTON_TIMEOUT_MS } from "./places-photon.server";
import type { PlacesProvider } from "./places-provider.server";
import type { SqlDatabase } from "./sql-database.server";

/** The Worker variables and bindings the places provider reads (a subset of the app's Env). */
export type PlacesConfig = {
  /** "embedded" (default): GeoNames data in D1; "photon": a Photon geocoder at PLACES_BASE_URL. */
  PLACES_PROVIDER?: string;
  PLACES_BASE_URL?: string;
  PLACES_API_KEY?: string;
  PLACES_TIMEOUT_MS?: string | number;
  DB?: SqlDatabase;
};

/** Komoot's public instance; fine for development, but production should run its own (fair-use policy). */
export const DEFAULT_PHOTON_BASE_URL = "https://photon.komoot.io";

/**
 * Picks the places provider by configuration. Throws on a configuration that cannot work (an
 * unknown provider name, the embedded provider without its D1 binding), so a bad deploy fails on
 * its first request rather than answering every search with an error.
 */
export function createPlacesProvider(
  config: PlacesConfig,
  deps: { fetcher?: UpstreamFetcher; deadline?: UpstreamDeadline | undefined } = {},
): PlacesProvider {
  const kind = (config.PLACES_PROVIDER ?? "embedded").trim() || "embedded";
  if (kind === "embedded") {
    if (!config.DB) throw new Error("PLACES_PROVIDER=embedded needs the D1 binding DB");
    return createD1PlacesProvider(config.DB);
  }
  if (kind === "photon") {
    const timeoutMs = Number(config.PLACES_TIMEOUT_MS ?? DEFAULT_PHOTON_TIMEOUT_MS);
    return createPhotonPlacesProvider({
      fetcher: deps.fetcher,
      baseUrl: config.PLACES_BASE_URL || DEFAULT_PHOTON_BASE_URL,
      apiKey: config.PLACES_API_KEY || undefined,
      timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_PHOTON_TIMEOUT_MS,
      ...(deps.deadline ? { deadline: deps.deadline } : {}),
    });
  }
  throw new Error(`Unknown PLACES_PROVIDER ${JSON.stringify(kind)} (expected "embedded" or "photon")`);
}

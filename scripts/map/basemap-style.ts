/**
 * The maplibre style of the embedded offline basemap (public/map/style.json). A light, calm map:
 * land, water, borders and labels in muted colours, so that price pins stay the loudest thing on it.
 * Label language follows the style's global state `lang` ("en" or "de"), set by the map component.
 */

/** Where the build writes the assets, and the URL path the app serves them from. */
export const BASEMAP_URL_PATH = "/map";
export const BASEMAP_FONT = "NotoSans-Regular";
export const BASEMAP_SPRITE = "sprite/basemap";
export const GRID_PATTERN = "land-grid";

/** Europe with a margin: the Azores and the Canaries in the south-west, the Urals in the east. */
export const DETAIL_BOX = [-32, 27, 60, 72] as const;

/**
 * The basemap's data as vector tiles ({z}/{x}/{y}.pbf under `path`), one source per tile set: the
 * whole world's land at 1:110m for the zoomed-out view, and Europe in detail, whose last zoom's tiles
 * are overzoomed to city zoom. Each tile holds the named layers it has data for.
 */
export const BASEMAP_TILESETS = {
  world: { path: "tiles/world", minzoom: 0, maxzoom: 2, layers: ["world-land"] },
  europe: {
    path: "tiles/europe",
    minzoom: 3,
    maxzoom: 7,
    layers: ["land", "borders", "lakes", "rivers", "countries", "places", "districts"],
  },
} as const;
export type BasemapTilesetId = keyof typeof BASEMAP_TILESETS;
export type BasemapLayerName = (typeof BASEMAP_TILESETS)[BasemapTilesetId]["layers"][number];

export const COLORS = {
  water: "#cfdfe8",
  waterLine: "#b3cddc",
  land: "#f4f2ee",
  border: "#b4aba1",
  countryLabel: "#7f776e",
  placeLabel: "#45413c",
  districtLabel: "#7a7066",
  halo: "rgba(250, 249, 246, 0.9)",
} as const;

const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';
const GEONAMES = '<a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';

const ATTRIBUTION: Record<BasemapTilesetId, string> = {
  world: NATURAL_EARTH,
  europe: `${NATURAL_EARTH}, ${GEONAMES}`,
};

/** Place label tiers: which zoom a tier appears at and its text size range. Tier 1 is the largest. */
export const PLACE_TIERS = [
  { tier: 1, minPopulation: 1_000_000, minzoom: 3, size: [11.5, 16] },
  { tier: 2, minPopulation: 250_000, minzoom: 5, size: [11, 14.5] },
  { tier: 3, minPopulation: 100_000, minzoom: 6.5, size: [10.5, 13.5] },
  { tier: 4, minPopulation: 50_000, minzoom: 8, size: [10.5, 13] },
  { tier: 5, minPopulation: 30_000, minzoom: 9.5, size: [10.5, 12.5] },
] as const;

/**
 * District and neighbourhood label tiers (GeoNames sections of towns): at city zoom they tell a guest
 * which part of town a pin is in. Tier 1 is the most populous.
 */
export const DISTRICT_TIERS = [
  { tier: 1, minPopulation: 40_000, minzoom: 9 },
  { tier: 2, minPopulation: 10_000, minzoom: 10.5 },
  { tier: 3, minPopulation: 0, minzoom: 12 },
] as const;

/** Country label tiers by the area of the country's main part. */
export const COUNTRY_TIERS = [
  { tier: 1, minzoom: 3 },
  { tier: 2, minzoom: 4 },
  { tier: 3, minzoom: 5 },
  { tier: 4, minzoom: 6 },
] as const;

const localizedName = ["coalesce", ["get", ["concat", "name_", ["global-state", "lang"]]], ["get", "name_en"]];

type Layer = Record<string, unknown> & { id: string; type: string };

function placeLayers(): Layer[] {
  // The first layer in the list is drawn last and placed first: big cities win label collisions.
  return [...PLACE_TIERS].reverse().map(({ tier, minzoom, size }) => ({
    id: `place-label-${tier}`,
    type: "symbol",
    source: "europe",
    "source-layer": "places",
    minzoom,
    filter: ["==", ["get", "tier"], tier],
    layout: {
      "text-field": localizedName,
      "text-font": [BASEMAP_FONT],
      "text-size": ["interpolate", ["linear"], ["zoom"], minzoom, size[0], minzoom + 5, size[1]],
      "text-max-width": 8,
      "text-padding": 4,
      "symbol-sort-key": ["get", "rank"],
    },
    paint: {
      "text-color": COLORS.placeLabel,
      "text-halo-color": COLORS.halo,
      "text-halo-width": 1.4,
      "text-halo-blur": 0.5,
      "text-opacity": ["interpolate", ["linear"], ["zoom"], minzoom, 0.6, minzoom + 0.6, 1],
    },
  }));
}

function districtLayers(): Layer[] {
  return [...DISTRICT_TIERS].reverse().map(({ tier, minzoom }) => ({
    id: `district-label-${tier}`,
    type: "symbol",
    source: "europe",
    "source-layer": "districts",
    minzoom,
    filter: ["==", ["get", "tier"], tier],
    layout: {
      "text-field": localizedName,
      "text-font": [BASEMAP_FONT],
      "text-transform": "uppercase",
      "text-letter-spacing": 0.08,
      "text-size": ["interpolate", ["linear"], ["zoom"], minzoom, 9.5, minzoom + 4, 12],
      "text-max-width": 7,
      "text-padding": 6,
      "symbol-sort-key": ["get", "rank"],
    },
    paint: {
      "text-color": COLORS.districtLabel,
      "text-halo-color": COLORS.halo,
      "text-halo-width": 1.4,
      "text-opacity": ["interpolate", ["linear"], ["zoom"], minzoom, 0, minzoom + 0.5, 1],
    },
  }));
}

function countryLayers(): Layer[] {
  return COUNTRY_TIERS.map(({ tier, minzoom }) => ({
    id: `country-label-${tier}`,
    type: "symbol",
    source: "europe",
    "source-layer": "countries",
    minzoom,
    maxzoom: 7.5,
    filter: ["==", ["get", "tier"], tier],
    layout: {
      "text-field": localizedName,
      "text-font": [BASEMAP_FONT],
      "text-transform": "uppercase",
      "text-letter-spacing": 0.12,
      "text-size": ["interpolate", ["linear"], ["zoom"], 3, 10.5, 7, 13.5],
      "text-max-width": 7,
      "text-padding": 6,
    },
    paint: {
      "text-color": COLORS.countryLabel,
      "text-halo-color": COLORS.halo,
      "text-halo-width": 1.2,
      "text-opacity": ["interpolate", ["linear"], ["zoom"], 6.5, 1, 7.5, 0],
    },
  }));
}

/** The complete style; `origin` is "" for the committed file (URLs relative to the site's origin). */
export function buildBasemapStyle(): Record<string, unknown> {
  const base = BASEMAP_URL_PATH;
  const sources = Object.fromEntries(
    (Object.keys(BASEMAP_TILESETS) as BasemapTilesetId[]).map((id) => {
      const { path, minzoom, maxzoom } = BASEMAP_TILESETS[id];
      return [
        id,
        {
          type: "vector",
          tiles: [`${base}/${path}/{z}/{x}/{y}.pbf`],
          minzoom,
          maxzoom,
          ...(id === "europe" ? { bounds: [...DETAIL_BOX] } : {}),
          attribution: ATTRIBUTION[id],
        },
      ];
    }),
  );
  const layers: Layer[] = [
    { id: "water", type: "background", paint: { "background-color": COLORS.water } },
    {
      id: "land-world",
      type: "fill",
      source: "world",
      "source-layer": "world-land",
      maxzoom: 5,
      paint: { "fill-color": COLORS.land, "fill-antialias": false },
    },
    { id: "land", type: "fill", source: "europe", "source-layer": "land", paint: { "fill-color": COLORS.land } },
    {
      // A faint grid on land at city zoom, where Natural Earth has nothing left to draw: it keeps
      // panning visible and gives price pins a quiet, even ground.
      id: "land-grid",
      type: "fill",
      source: "europe",
      "source-layer": "land",
      minzoom: 9,
      paint: {
        "fill-pattern": GRID_PATTERN,
        "fill-opacity": ["interpolate", ["linear"], ["zoom"], 9, 0, 10.5, 1],
      },
    },
    {
      id: "lakes",
      type: "fill",
      source: "europe",
      "source-layer": "lakes",
      paint: { "fill-color": COLORS.water, "fill-outline-color": COLORS.waterLine },
    },
    {
      id: "rivers",
      type: "line",
      source: "europe",
      "source-layer": "rivers",
      maxzoom: 11,
      layout: { "line-cap": "round", "line-join": "round" },
      paint: {
        "line-color": COLORS.waterLine,
        "line-width": [
          "interpolate",
          ["exponential", 1.6],
          ["zoom"],
          3,
          ["*", ["get", "weight"], 0.8],
          9,
          ["*", ["get", "weight"], 4],
        ],
        // Natural Earth rivers are drawn for small scales; at city zoom they would be visibly off.
        "line-opacity": ["interpolate", ["linear"], ["zoom"], 3, 0, 4, 1, 9, 1, 10.5, 0],
      },
    },
    {
      id: "borders",
      type: "line",
      source: "europe",
      "source-layer": "borders",
      filter: ["!", ["get", "disputed"]],
      layout: { "line-join": "round" },
      paint: {
        "line-color": COLORS.border,
        "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.6, 7, 1.1, 12, 1.4],
      },
    },
    {
      id: "borders-disputed",
      type: "line",
      source: "europe",
      "source-layer": "borders",
      filter: ["==", ["get", "disputed"], true],
      layout: { "line-join": "round" },
      paint: {
        "line-color": COLORS.border,
        "line-width": ["interpolate", ["linear"], ["zoom"], 3, 0.6, 7, 1.1, 12, 1.4],
        "line-dasharray": [3, 2],
      },
    },
    ...districtLayers(),
    ...countryLayers(),
    ...placeLayers(),
  ];
  return {
    version: 8,
    name: "Quartier offline basemap",
    metadata: {
      "quartier:generator": "scripts/map/build-offline-basemap.ts",
      "quartier:licenses": `${base}/ATTRIBUTION.txt`,
    },
    center: [10, 50],
    zoom: 3.5,
    state: { lang: { default: "en" } },
    glyphs: `${base}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${base}/${BASEMAP_SPRITE}`,
    sources,
    layers,
  };
}

/** Layer ids of the style, in drawing order (used by tests and by the map component). */
export function basemapLayerIds(): string[] {
  return (buildBasemapStyle().layers as Layer[]).map((layer) => layer.id);
}

import { seededRandom } from "../../../shared/seeded-random";
import { CITY_TILE_SIZE } from "../../domain/media/city-tile-size";

/**
 * The picture of a featured city on the home page: a skyline at a time of day with the city's own
 * landmark in front (the TV tower for Berlin, the Eiffel tower for Paris, ...), mountains or water
 * where the city has them. Generated from the GeoNames id, so the same city always gets the same
 * picture; cities without an entry get a landmark and colours picked from their id. About 2-3 KB.
 */

export type Landmark =
  | "tv-tower"
  | "lattice-tower"
  | "clock-tower"
  | "twin-spires"
  | "spire"
  | "dome"
  | "gables"
  | "castle-hill"
  | "bridge"
  | "high-tower";

type CityLook = { landmark: Landmark; mountains?: boolean; water?: boolean };

/** Featured cities of the demo tenants by GeoNames id. */
const CITY_LOOKS: Record<string, CityLook> = {
  "2950159": { landmark: "tv-tower", water: true }, // Berlin
  "2988507": { landmark: "lattice-tower", water: true }, // Paris
  "2643743": { landmark: "clock-tower", water: true }, // London
  "3128760": { landmark: "twin-spires" }, // Barcelona
  "2761369": { landmark: "spire" }, // Vienna
  "2759794": { landmark: "gables", water: true }, // Amsterdam
  "2867714": { landmark: "twin-spires", mountains: true }, // Munich
  "2766824": { landmark: "castle-hill", mountains: true }, // Salzburg
  "2775220": { landmark: "spire", mountains: true }, // Innsbruck
  "2657896": { landmark: "twin-spires", mountains: true, water: true }, // Zurich
  "3067696": { landmark: "castle-hill", water: true }, // Prague
  "2618425": { landmark: "gables", water: true }, // Copenhagen
  "2673730": { landmark: "dome", water: true }, // Stockholm
  "2964574": { landmark: "dome", water: true }, // Dublin
  "2650225": { landmark: "castle-hill" }, // Edinburgh
  "2267057": { landmark: "bridge", water: true }, // Lisbon
  "756135": { landmark: "high-tower", water: true }, // Warsaw
};

const LANDMARKS: readonly Landmark[] = [
  "tv-tower",
  "clock-tower",
  "twin-spires",
  "spire",
  "dome",
  "gables",
  "high-tower",
];

/** Sky top, sky bottom, far buildings, near buildings, landmark, water. */
const MOODS = [
  ["#f9c58d", "#fde8d0", "#e3a587", "#b76e62", "#6b3a3f", "#d99a7e"], // sunset
  ["#8ec5e8", "#e3f2fb", "#a5b8c9", "#6f869c", "#34495e", "#7fb0cf"], // day
  ["#2b3a67", "#8b6f9e", "#6c5b7b", "#453a5c", "#1f1a33", "#4b4e7a"], // dusk
  ["#b8e0d2", "#eaf4f0", "#9fc3b5", "#6c9a8b", "#2f4f4f", "#8bbcb0"], // morning
  ["#f7d6e0", "#fbeef2", "#d6a4b7", "#a86f8a", "#5a3049", "#c995ad"], // rose
  ["#ffd97d", "#fff3d1", "#e8b86d", "#b88746", "#5b4321", "#d7b36c"], // golden
] as const;

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const WIDTH = CITY_TILE_SIZE.width;
const HEIGHT = CITY_TILE_SIZE.height;
const GROUND = 250;
const r = Math.round;

function skyline(next: () => number, fill: string, min: number, max: number, ground: number): string {
  let d = "";
  let x = -10;
  while (x < WIDTH + 10) {
    const w = 18 + next() * 34;
    const h = min + next() * (max - min);
    d += `M${r(x)} ${ground}V${r(ground - h)}`;
    if (next() < 0.3) d += `L${r(x + w / 2)} ${r(ground - h - 12 - next() * 14)}`;
    d += `L${r(x + w)} ${r(ground - h)}V${ground}Z`;
    x += w - 2;
  }
  return `<path d="${d}" fill="${fill}"/>`;
}

function landmark(kind: Landmark, x: number, fill: string): string {
  const g = GROUND;
  switch (kind) {
    case "tv-tower":
      return `<g fill="${fill}"><path d="M${x - 5} ${g}L${x - 3} ${g - 120}H${x + 3}L${x + 5} ${g}Z"/><circle cx="${x}" cy="${g - 132}" r="15"/><path d="M${x - 2} ${g - 146}h4v-50h-4z"/></g>`;
    case "lattice-tower":
      return `<g fill="${fill}"><path d="M${x - 46} ${g}Q${x - 14} ${g - 70} ${x - 6} ${g - 180}L${x} ${g - 214}L${x + 6} ${g - 180}Q${x + 14} ${g - 70} ${x + 46} ${g}H${x + 30}Q${x} ${g - 46} ${x - 30} ${g}Z"/><path d="M${x - 30} ${g - 76}h60v-7h-60zM${x - 17} ${g - 140}h34v-5h-34z"/></g>`;
    case "clock-tower":
      return `<g fill="${fill}"><path d="M${x - 14} ${g}V${g - 150}H${x + 14}V${g}ZM${x - 17} ${g - 150}V${g - 176}H${x + 17}V${g - 150}ZM${x - 14} ${g - 176}L${x} ${g - 210}L${x + 14} ${g - 176}Z"/><path d="M${x + 14} ${g}V${g - 70}H${x + 120}V${g}Z"/></g><circle cx="${x}" cy="${g - 163}" r="8" fill="#fff8e1"/>`;
    case "twin-spires":
      return `<g fill="${fill}">${[-22, 22].map((dx) => `<path d="M${x + dx - 11} ${g}V${g - 120}L${x + dx} ${g - 170}L${x + dx + 11} ${g - 120}V${g}Z"/>`).join("")}<path d="M${x - 22} ${g}V${g - 80}H${x + 22}V${g}Z"/></g>`;
    case "spire":
      return `<g fill="${fill}"><path d="M${x - 70} ${g}V${g - 70}L${x - 40} ${g - 96}H${x + 60}V${g}Z"/><path d="M${x - 14} ${g}V${g - 110}L${x} ${g - 200}L${x + 14} ${g - 110}V${g}Z"/></g>`;
    case "dome":
      return `<g fill="${fill}"><path d="M${x - 70} ${g}V${g - 70}H${x + 70}V${g}Z"/><path d="M${x - 38} ${g - 70}V${g - 90}A38 38 0 0 1 ${x + 38} ${g - 90}V${g - 70}Z"/><path d="M${x - 4} ${g - 128}h8v-24h-8z"/></g>`;
    case "gables":
      return `<g fill="${fill}">${[-72, -36, 0, 36].map((dx, i) => `<path d="M${x + dx} ${g}V${g - 90 - (i % 2) * 16}l12-14v-10h12v10l12 14V${g}Z"/>`).join("")}</g>`;
    case "castle-hill":
      return `<g fill="${fill}"><path d="M${x - 130} ${g}Q${x - 60} ${g - 96} ${x + 10} ${g - 100}Q${x + 80} ${g - 96} ${x + 140} ${g}Z"/><path d="M${x - 50} ${g - 96}V${g - 130}h12v8h10v-8h12v8h10v-8h12V${g - 96}ZM${x + 10} ${g - 100}V${g - 150}l10-14l10 14V${g - 100}Z"/></g>`;
    case "bridge":
      return `<g fill="none" stroke="${fill}"><path d="M-10 ${g - 40}H${WIDTH + 10}" stroke-width="8"/><path d="M${x - 90} ${g + 20}V${g - 140}M${x + 90} ${g + 20}V${g - 140}" stroke-width="10"/><path d="M-10 ${g - 60}Q${x - 90} ${g - 140} ${x - 90} ${g - 140}Q${x} ${g - 46} ${x + 90} ${g - 140}Q${x + 200} ${g - 60} ${WIDTH + 10} ${g - 70}" stroke-width="3"/></g>`;
    case "high-tower":
      return `<g fill="${fill}"><path d="M${x - 50} ${g}V${g - 70}H${x + 50}V${g}Z"/><path d="M${x - 30} ${g - 70}V${g - 130}H${x + 30}V${g - 70}Z"/><path d="M${x - 18} ${g - 130}V${g - 175}H${x + 18}V${g - 130}Z"/><path d="M${x - 3} ${g - 175}h6v-40h-6z"/></g>`;
  }
}

/** The SVG picture of a city (GeoNames id and English name). */
export function cityTileSvg(placeId: string, name: string): string {
  const seed = hash(`city:${placeId}`);
  const next = seededRandom(seed);
  const look = CITY_LOOKS[placeId] ?? {
    landmark: LANDMARKS[seed % LANDMARKS.length]!,
    water: next() < 0.5,
    mountains: next() < 0.3,
  };
  const [skyTop, skyBottom, far, near, mark, water] = MOODS[hash(`mood:${placeId}`) % MOODS.length]!;
  const sunX = r(60 + next() * 360);
  const landmarkX = r(150 + next() * 180);
  let body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#k)"/><circle cx="${sunX}" cy="${r(60 + next() * 40)}" r="26" fill="#fffaf0" opacity=".75"/>`;
  if (look.mountains) {
    body += `<path d="M0 ${GROUND - 60}L70 ${GROUND - 150}L130 ${GROUND - 100}L210 ${GROUND - 175}L300 ${GROUND - 95}L370 ${GROUND - 160}L${WIDTH} ${GROUND - 80}V${GROUND}H0Z" fill="${far}" opacity=".6"/><path d="M190 ${GROUND - 158}L210 ${GROUND - 175}L232 ${GROUND - 152}L218 ${GROUND - 158}Z M352 ${GROUND - 146}L370 ${GROUND - 160}L390 ${GROUND - 142}Z" fill="#fff" opacity=".8"/>`;
  }
  body += skyline(next, far, 40, 110, GROUND);
  body += landmark(look.landmark, landmarkX, mark);
  body += skyline(next, near, 14, 46, GROUND);
  body += look.water
    ? `<rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="${water}"/><path d="M40 ${GROUND + 14}h70M190 ${GROUND + 26}h90M340 ${GROUND + 12}h80M120 ${GROUND + 38}h60" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>`
    : `<rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="${near}"/>`;
  const title = name.replace(/[<>&"]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><title>${title}</title><defs><linearGradient id="k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>${body}</svg>`;
}

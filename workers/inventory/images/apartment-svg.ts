import { createRng, hashString, type Rng } from "../seed/prng";

/**
 * Illustrations for the seeded apartments: a building front, a living room, a bedroom or a kitchen,
 * drawn from the image name so that the same name always gives the same picture. About 2 KB each.
 */
const PALETTES = [
  { wall: "#f3ede4", accent: "#c8553d", soft: "#f2d0a4", deep: "#2d3047", floor: "#b08968", sky: "#bde0fe" },
  { wall: "#e9f1ee", accent: "#2a9d8f", soft: "#e9c46a", deep: "#264653", floor: "#a98467", sky: "#caf0f8" },
  { wall: "#f4f1f8", accent: "#6d597a", soft: "#e5989b", deep: "#355070", floor: "#9c6644", sky: "#d7e3fc" },
  { wall: "#fbf6ef", accent: "#d4a373", soft: "#ccd5ae", deep: "#3a5a40", floor: "#bc8a5f", sky: "#e0fbfc" },
  { wall: "#eef2f6", accent: "#e76f51", soft: "#f4a261", deep: "#1d3557", floor: "#8d6e63", sky: "#a8dadc" },
  { wall: "#f6f0f0", accent: "#457b9d", soft: "#f1faee", deep: "#1b263b", floor: "#a47148", sky: "#cde7f0" },
] as const;

type Palette = (typeof PALETTES)[number];

const r = (n: number) => Math.round(n);

function frame(body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`;
}

function windowPane(x: number, y: number, w: number, h: number, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.sky}" stroke="#fff" stroke-width="10"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="6"/>`;
}

function plant(x: number, y: number, p: Palette): string {
  return `<rect x="${x - 22}" y="${y - 50}" width="44" height="50" rx="6" fill="${p.accent}"/><path d="M${x} ${y - 50}c-40-30-40-90-5-120c10 40 25 70 5 120zm0 0c30-25 60-40 70-80c-40 0-65 30-70 80z" fill="${p.deep}" opacity=".85"/>`;
}

function lamp(x: number, floorY: number, p: Palette): string {
  return `<path d="M${x} ${floorY}v-230" stroke="${p.deep}" stroke-width="6"/><path d="M${x - 45} ${floorY - 230}h90l-25-70h-40z" fill="${p.soft}"/><ellipse cx="${x}" cy="${floorY}" rx="35" ry="8" fill="${p.deep}"/>`;
}

function facade(rng: Rng, p: Palette, title: string): string {
  const floors = rng.int(4, 6);
  const cols = rng.int(3, 5);
  const bx = 150;
  const bw = 500;
  const top = 560 - floors * 80 - 90;
  let windows = "";
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const cw = bw / cols;
      const x = bx + c * cw + cw * 0.25;
      const y = top + 40 + f * 80;
      const lit = rng.chance(0.3) ? p.soft : p.sky;
      windows += `<rect x="${r(x)}" y="${y}" width="${r(cw * 0.5)}" height="48" rx="4" fill="${lit}" stroke="#fff" stroke-width="4"/>`;
    }
  }
  const door = `<rect x="370" y="490" width="60" height="70" rx="30" fill="${p.deep}"/>`;
  const trees = `<circle cx="95" cy="470" r="55" fill="${p.deep}" opacity=".8"/><rect x="90" y="470" width="10" height="90" fill="${p.floor}"/><circle cx="710" cy="480" r="45" fill="${p.deep}" opacity=".7"/><rect x="705" y="480" width="10" height="80" fill="${p.floor}"/>`;
  return frame(
    `<rect width="800" height="600" fill="${p.sky}"/><circle cx="${rng.int(560, 720)}" cy="90" r="40" fill="#fff" opacity=".8"/><rect x="${bx}" y="${top}" width="${bw}" height="${600 - top}" fill="${p.accent}"/><rect x="${bx - 15}" y="${top - 20}" width="${bw + 30}" height="24" fill="${p.deep}"/>${windows}${door}${trees}<rect y="560" width="800" height="40" fill="#9ca3af"/>`,
    title,
  );
}

function livingRoom(rng: Rng, p: Palette, title: string): string {
  const sofaX = rng.int(180, 300);
  return frame(
    `<rect width="800" height="600" fill="${p.wall}"/><rect y="450" width="800" height="150" fill="${p.floor}"/>${windowPane(rng.int(40, 90), 90, 200, 240, p)}<rect x="${sofaX + 260}" y="140" width="130" height="95" fill="${p.soft}" stroke="${p.deep}" stroke-width="6"/><rect x="${sofaX}" y="350" width="320" height="110" rx="26" fill="${p.accent}"/><rect x="${sofaX + 20}" y="310" width="280" height="70" rx="20" fill="${p.accent}" opacity=".85"/><rect x="${sofaX + 40}" y="460" width="14" height="30" fill="${p.deep}"/><rect x="${sofaX + 266}" y="460" width="14" height="30" fill="${p.deep}"/><ellipse cx="${sofaX + 160}" cy="520" rx="110" ry="22" fill="${p.deep}" opacity=".25"/>${plant(720, 460, p)}${lamp(sofaX - 60, 460, p)}`,
    title,
  );
}

function bedroom(rng: Rng, p: Palette, title: string): string {
  const bedX = rng.int(200, 280);
  return frame(
    `<rect width="800" height="600" fill="${p.wall}"/><rect y="460" width="800" height="140" fill="${p.floor}"/>${windowPane(rng.int(560, 620), 90, 160, 220, p)}<rect x="${bedX}" y="230" width="320" height="160" rx="16" fill="${p.deep}"/><rect x="${bedX - 10}" y="360" width="340" height="120" rx="18" fill="#fff"/><rect x="${bedX - 10}" y="400" width="340" height="80" rx="14" fill="${p.accent}"/><rect x="${bedX + 30}" y="320" width="110" height="50" rx="18" fill="${p.soft}"/><rect x="${bedX + 180}" y="320" width="110" height="50" rx="18" fill="${p.soft}"/><rect x="${bedX - 110}" y="380" width="80" height="90" fill="${p.soft}"/><circle cx="${bedX - 70}" cy="350" r="26" fill="${p.accent}" opacity=".7"/>`,
    title,
  );
}

function kitchen(rng: Rng, p: Palette, title: string): string {
  let cabinets = "";
  for (let i = 0; i < 5; i++)
    cabinets += `<rect x="${100 + i * 120}" y="110" width="110" height="120" rx="6" fill="${p.soft}" stroke="${p.deep}" stroke-width="3"/>`;
  let lower = "";
  for (let i = 0; i < 5; i++)
    lower += `<rect x="${100 + i * 120}" y="370" width="110" height="140" rx="6" fill="${p.accent}"/><rect x="${145 + i * 120}" y="385" width="20" height="6" rx="3" fill="#fff"/>`;
  return frame(
    `<rect width="800" height="600" fill="${p.wall}"/><rect y="510" width="800" height="90" fill="${p.floor}"/>${cabinets}<rect x="90" y="340" width="620" height="30" fill="${p.deep}"/>${lower}<rect x="${rng.int(300, 420)}" y="300" width="70" height="40" rx="10" fill="${p.deep}" opacity=".8"/>${plant(640, 340, p)}`,
    title,
  );
}

/** The SVG for an image name such as `apt-a-berlin-0003-1-2` (the last number picks the scene). */
export function apartmentSvg(name: string): string {
  const rng = createRng(hashString(name));
  const palette = PALETTES[hashString(name.replace(/-\d+$/, "")) % PALETTES.length] ?? PALETTES[0];
  const scene = Number(name.match(/-(\d+)$/)?.[1] ?? "1");
  switch (scene) {
    case 1:
      return facade(rng, palette, "Building");
    case 3:
      return bedroom(rng, palette, "Bedroom");
    case 4:
      return kitchen(rng, palette, "Kitchen");
    default:
      return livingRoom(rng, palette, "Living room");
  }
}

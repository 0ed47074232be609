import { createRng, hashString, type Rng } from "../rules/prng";
import { parseImageName, type Scene } from "./apartment-scenes";

/**
 * Illustrations for the seeded apartments: rooms in one-point perspective (living room, bedroom,
 * kitchen, bathroom), the view from a window and the building's front in one of several styles. The
 * apartment type fixes the interior palette and materials, the property fixes the building, and the
 * image name fixes the details, so the same name always gives the same picture. A few KB each.
 */

const W = 800;
const H = 600;
const r = (n: number) => Math.round(n);

// ---- colours -------------------------------------------------------------------------------------

function hex(n: number): string {
  return Math.max(0, Math.min(255, r(n)))
    .toString(16)
    .padStart(2, "0");
}

/** Mixes a colour towards black (amount < 0) or white (amount > 0). */
function shade(colour: string, amount: number): string {
  const v = Number.parseInt(colour.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const a = Math.abs(amount);
  const mix = (c: number) => c + (target - c) * a;
  return `#${hex(mix(v >> 16))}${hex(mix((v >> 8) & 255))}${hex(mix(v & 255))}`;
}

const WALLS = ["#f1ebe2", "#e8e4dc", "#dfe6df", "#e3e8ee", "#efe3dc", "#f4efe6", "#e6dfd3", "#ece6ef"];
const ACCENTS = ["#3d5a80", "#bc6c25", "#588157", "#9b2226", "#6d597a", "#2a9d8f", "#d4a373", "#264653", "#e07a5f"];
const SOFTS = ["#e9c46a", "#f4a261", "#ccd5ae", "#a8dadc", "#f2cc8f", "#e5989b", "#b7b7a4", "#cdb4db"];
const WOODS = ["#c89f6d", "#a47148", "#d9b88f", "#7f5539", "#b08968", "#e0c097"];
const STONES = ["#d6d3cd", "#bfc5c9", "#e9e4da", "#9aa5ab", "#cfc4b5"];
const SKIES = [
  ["#9ecbf0", "#e8f3fb"],
  ["#f6bd8f", "#fbe3c9"],
  ["#8fb8de", "#dbe9f4"],
  ["#b8c6db", "#eef1f5"],
  ["#f3a683", "#fcd9b8"],
] as const;

type Palette = {
  wall: string;
  accent: string;
  soft: string;
  wood: string;
  stone: string;
  sky: readonly [string, string];
  floor: "planks" | "tiles" | "herringbone";
};

function paletteFor(seed: string): Palette {
  const rng = createRng(hashString(`palette:${seed}`));
  return {
    wall: rng.pick(WALLS),
    accent: rng.pick(ACCENTS),
    soft: rng.pick(SOFTS),
    wood: rng.pick(WOODS),
    stone: rng.pick(STONES),
    sky: rng.pick(SKIES),
    floor: rng.pick(["planks", "planks", "herringbone", "tiles"] as const),
  };
}

// ---- drawing primitives --------------------------------------------------------------------------

type Pt = readonly [number, number];

function path(points: readonly Pt[], fill: string, extra = ""): string {
  return `<path d="M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join("L")}Z" fill="${fill}"${extra}/>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
}

function line(a: Pt, b: Pt, stroke: string, width: number, extra = ""): string {
  return `<path d="M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
}

function svg(body: string, title: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><title>${title}</title>${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

function vGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const GLOW = `<radialGradient id="g"><stop offset="0" stop-color="#fff6d5" stop-opacity=".9"/><stop offset="1" stop-color="#fff6d5" stop-opacity="0"/></radialGradient>`;

// ---- the room: a box in one-point perspective ----------------------------------------------------

/**
 * The back wall is a 4:3 rectangle; the picture frame is the room's front opening. Depth t runs from
 * the back wall (0) to the frame (1); u runs across the room (0 left, 1 right); h is the height above
 * the floor in back-wall pixels.
 */
class Room {
  readonly x0: number;
  readonly y0: number;
  readonly bw: number;
  readonly bh: number;
  readonly vx: number;
  readonly vy: number;
  private readonly k: number;

  constructor(rng: Rng) {
    this.bw = rng.int(460, 530);
    this.bh = (this.bw * 3) / 4;
    this.x0 = rng.int(120, W - this.bw - 120);
    this.y0 = rng.int(55, 80);
    this.k = W / this.bw;
    this.vx = (this.x0 * this.k) / (this.k - 1);
    this.vy = (this.y0 * this.k) / (this.k - 1);
  }

  get floorY(): number {
    return this.y0 + this.bh;
  }

  /** A point in the room, projected onto the picture. */
  p(u: number, t: number, h = 0): Pt {
    const m = 1 + (this.k - 1) * t;
    const bx = this.x0 + u * this.bw;
    const by = this.y0 + this.bh - h;
    return [this.vx + (bx - this.vx) * m, this.vy + (by - this.vy) * m];
  }

  /** A box standing in the room with its visible faces shaded. */
  box(u0: number, u1: number, t0: number, t1: number, h0: number, h1: number, colour: string): string {
    const p = this.p.bind(this);
    let out = "";
    const eye = this.floorY - this.vy; // eye height in back-wall pixels
    if (h1 < eye) out += path([p(u0, t0, h1), p(u1, t0, h1), p(u1, t1, h1), p(u0, t1, h1)], shade(colour, 0.18));
    if (h0 > eye) out += path([p(u0, t0, h0), p(u1, t0, h0), p(u1, t1, h0), p(u0, t1, h0)], shade(colour, -0.3));
    const left = p(u0, 0)[0];
    const right = p(u1, 0)[0];
    if (right < this.vx)
      out += path([p(u1, t0, h0), p(u1, t1, h0), p(u1, t1, h1), p(u1, t0, h1)], shade(colour, -0.22));
    if (left > this.vx) out += path([p(u0, t0, h0), p(u0, t1, h0), p(u0, t1, h1), p(u0, t0, h1)], shade(colour, -0.22));
    out += path([p(u0, t1, h0), p(u1, t1, h0), p(u1, t1, h1), p(u0, t1, h1)], colour);
    return out;
  }

  /** A flat shape lying on the floor (a rug, a patch of light). */
  floorPatch(u0: number, u1: number, t0: number, t1: number, fill: string, extra = ""): string {
    return path([this.p(u0, t0), this.p(u1, t0), this.p(u1, t1), this.p(u0, t1)], fill, extra);
  }

  /** A rectangle on the left (side 0) or right (side 1) wall. */
  sideRect(side: 0 | 1, t0: number, t1: number, h0: number, h1: number, fill: string, extra = ""): string {
    return path([this.p(side, t0, h0), this.p(side, t1, h0), this.p(side, t1, h1), this.p(side, t0, h1)], fill, extra);
  }

  /** A rectangle on the back wall, u across and h up. */
  backRect(u0: number, u1: number, h0: number, h1: number, fill: string, extra = ""): string {
    const [x, y] = this.p(u0, 0, h1);
    return rect(x, y, (u1 - u0) * this.bw, h1 - h0, fill, extra);
  }

  shell(p: Palette, floorKind: Palette["floor"] | "stone"): string {
    const a = this.p(0, 0, this.bh);
    const b = this.p(1, 0, this.bh);
    const c = this.p(1, 0);
    const d = this.p(0, 0);
    const floorColour = floorKind === "stone" || floorKind === "tiles" ? p.stone : p.wood;
    let out = rect(0, 0, W, H, shade(p.wall, -0.08));
    out += path([[0, 0], [W, 0], b, a], shade(p.wall, 0.25));
    out += path([[0, 0], a, d, [0, H]], shade(p.wall, -0.06));
    out += path([[W, 0], b, c, [W, H]], shade(p.wall, -0.12));
    out += rect(a[0], a[1], this.bw, this.bh, p.wall);
    out += path([d, c, [W, H], [0, H]], floorColour);
    // Floor pattern: boards run towards the back wall; tiles add cross joints.
    const joints = shade(floorColour, -0.14);
    let lines = "";
    const n = floorKind === "herringbone" ? 16 : floorKind === "planks" ? 11 : 8;
    for (let i = 1; i < n; i++) lines += `M${r(this.p(i / n, 0)[0])} ${r(this.floorY)}L${r(this.p(i / n, 1)[0])} ${H}`;
    if (floorKind !== "planks") {
      for (const t of [0.08, 0.18, 0.31, 0.47, 0.68, 0.95]) {
        const [x1, y] = this.p(0, t);
        lines += `M${r(x1)} ${r(y)}H${r(this.p(1, t)[0])}`;
      }
    }
    out += `<path d="${lines}" stroke="${joints}" stroke-width="2" fill="none"/>`;
    // Skirting and the corners of the room.
    out += line(d, c, shade(p.wall, -0.2), 4);
    out += `<path d="M0 0L${r(a[0])} ${r(a[1])}L${r(d[0])} ${r(d[1])}L0 ${H}M${W} 0L${r(b[0])} ${r(b[1])}L${r(c[0])} ${r(c[1])}L${W} ${H}" stroke="${shade(p.wall, -0.18)}" stroke-width="2" fill="none"/>`;
    return out;
  }

  /** A window on a side wall with its sky, frame and the patch of light it throws on the floor. */
  sideWindow(side: 0 | 1, t0: number, t1: number, p: Palette, curtains: boolean): string {
    const h0 = this.bh * 0.28;
    const h1 = this.bh * 0.86;
    let out = this.sideRect(side, t0, t1, h0, h1, "url(#s)");
    const frame = "#ffffff";
    out += `<path d="M${[this.p(side, t0, h0), this.p(side, t1, h0), this.p(side, t1, h1), this.p(side, t0, h1)].map(([x, y]) => `${r(x)} ${r(y)}`).join("L")}Z" fill="none" stroke="${frame}" stroke-width="9"/>`;
    const tm = (t0 + t1) / 2;
    out += line(this.p(side, tm, h0), this.p(side, tm, h1), frame, 6);
    out += line(this.p(side, t0, (h0 + h1) / 2), this.p(side, t1, (h0 + h1) / 2), frame, 5);
    const u = side === 0 ? [0.02, 0.38] : [0.62, 0.98];
    out += this.floorPatch(u[0]!, u[1]!, t0 + 0.02, t1 + 0.08, "#fffbe8", ' opacity=".35"');
    if (curtains) {
      out += this.sideRect(side, t0 - 0.05, t0 + 0.01, h0 - 30, h1 + 20, p.soft, ' opacity=".95"');
      out += this.sideRect(side, t1 - 0.01, t1 + 0.06, h0 - 30, h1 + 20, p.soft, ' opacity=".95"');
    }
    return out;
  }
}

// ---- furniture and things ------------------------------------------------------------------------

function plant(x: number, y: number, size: number, p: Palette, rng: Rng): string {
  const pot = rng.pick([p.accent, "#f4f1ea", "#b5651d", "#4a4e69"]);
  const leaf = rng.pick(["#4f7942", "#3a5a40", "#588157", "#6a994e"]);
  let leaves = "";
  const count = rng.int(5, 8);
  for (let i = 0; i < count; i++) {
    const angle = -150 + (120 * i) / (count - 1) + rng.int(-8, 8);
    const len = size * rng.between(0.9, 1.5);
    leaves += `<ellipse cx="${r(x)}" cy="${r(y - size * 0.55 - len / 2)}" rx="${r(size * 0.16)}" ry="${r(len / 2)}" transform="rotate(${angle + 90} ${r(x)} ${r(y - size * 0.55)})"/>`;
  }
  return `<g fill="${leaf}">${leaves}</g>${path(
    [
      [x - size * 0.32, y - size * 0.6],
      [x + size * 0.32, y - size * 0.6],
      [x + size * 0.24, y],
      [x - size * 0.24, y],
    ],
    pot,
  )}`;
}

function art(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  let inner = rect(x, y, w, h, "#faf7f0");
  const style = rng.int(0, 2);
  if (style === 0) {
    inner += `<circle cx="${r(x + w * 0.4)}" cy="${r(y + h * 0.45)}" r="${r(Math.min(w, h) * 0.28)}" fill="${p.accent}"/>`;
    inner += rect(x + w * 0.15, y + h * 0.62, w * 0.7, h * 0.2, p.soft);
  } else if (style === 1) {
    inner += path(
      [
        [x, y + h],
        [x + w * 0.35, y + h * 0.35],
        [x + w * 0.6, y + h * 0.7],
        [x + w * 0.8, y + h * 0.5],
        [x + w, y + h],
      ],
      p.accent,
      ' opacity=".8"',
    );
    inner += `<circle cx="${r(x + w * 0.75)}" cy="${r(y + h * 0.25)}" r="${r(h * 0.1)}" fill="${p.soft}"/>`;
  } else {
    inner += rect(x + w * 0.1, y + h * 0.1, w * 0.35, h * 0.8, p.soft);
    inner += rect(x + w * 0.5, y + h * 0.1, w * 0.4, h * 0.38, p.accent);
    inner += rect(x + w * 0.5, y + h * 0.52, w * 0.4, h * 0.38, shade(p.wall, -0.25));
  }
  return `${inner}<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="none" stroke="#2b2b2b" stroke-width="5"/>`;
}

function pendant(x: number, y: number, colour: string): string {
  return `${line([x, 0], [x, y], "#333", 2)}${path(
    [
      [x - 26, y + 30],
      [x + 26, y + 30],
      [x + 10, y],
      [x - 10, y],
    ],
    colour,
  )}<ellipse cx="${r(x)}" cy="${r(y + 44)}" rx="60" ry="30" fill="url(#g)"/>`;
}

function lampGlow(x: number, y: number, size: number): string {
  return `<circle cx="${r(x)}" cy="${r(y)}" r="${r(size)}" fill="url(#g)"/>`;
}

function books(room: Room, u0: number, u1: number, h: number, rng: Rng, p: Palette): string {
  let out = "";
  let u = u0;
  const colours = [p.accent, p.soft, shade(p.accent, 0.4), "#f4f1ea", "#33415c", shade(p.soft, -0.3)];
  while (u < u1 - 0.02) {
    const w = rng.between(0.008, 0.018);
    const bh = rng.int(22, 34);
    const [x, y] = room.p(u, 0.03, h + bh);
    out += rect(x, y, w * room.bw, bh, rng.pick(colours));
    u += w + 0.002;
    if (rng.chance(0.12)) u += 0.03;
  }
  return out;
}

// ---- scenes --------------------------------------------------------------------------------------

function livingRoom(rng: Rng, p: Palette): string {
  const room = new Room(rng);
  const side: 0 | 1 = rng.chance(0.5) ? 0 : 1;
  let out = room.shell(p, p.floor);
  out += room.sideWindow(side, 0.18, 0.62, p, rng.chance(0.6));
  const sofa = rng.pick([p.accent, shade(p.accent, 0.25), "#8d99ae", "#b5838d", "#6b705c"]);
  const su0 = side === 0 ? rng.between(0.3, 0.38) : rng.between(0.12, 0.2);
  const su1 = su0 + 0.5;
  // Art (or shelves) above the sofa.
  if (rng.chance(0.6)) {
    const [x, y] = room.p(su0 + 0.12, 0, room.bh * 0.78);
    out += art(x, y, room.bw * 0.26, room.bh * 0.3, p, rng);
  } else {
    for (const h of [room.bh * 0.55, room.bh * 0.78]) {
      out += room.box(su0 + 0.05, su1 - 0.05, 0, 0.04, h - 6, h, p.wood);
      out += books(room, su0 + 0.07, su1 - 0.25, h, rng, p);
    }
  }
  out += room.floorPatch(su0 - 0.04, su1 + 0.04, 0.12, 0.62, rng.pick([p.soft, "#e9e4da", shade(p.accent, 0.55)]));
  out += room.box(su0, su1, 0.02, 0.2, 0, 42, shade(sofa, -0.1));
  out += room.box(su0, su1, 0, 0.06, 42, 100, sofa);
  out += room.box(su0, su0 + 0.05, 0.02, 0.2, 0, 72, shade(sofa, -0.05));
  out += room.box(su1 - 0.05, su1, 0.02, 0.2, 0, 72, shade(sofa, -0.05));
  out += room.box(su0 + 0.06, su0 + 0.2, 0.05, 0.11, 40, 86, p.soft);
  out += room.box(su1 - 0.2, su1 - 0.06, 0.05, 0.11, 40, 86, shade(p.soft, 0.3));
  // Coffee table with a book and a cup.
  const tu = su0 + 0.15;
  out += room.box(tu, tu + 0.2, 0.34, 0.46, 0, 34, shade(p.wood, -0.15));
  out += room.box(tu - 0.01, tu + 0.21, 0.33, 0.47, 34, 40, p.wood);
  out += room.box(tu + 0.03, tu + 0.09, 0.37, 0.41, 40, 46, p.accent);
  // Floor lamp or a side table with a lamp.
  const lu = side === 0 ? su1 + 0.06 : su0 - 0.08;
  const [lx, ly] = room.p(lu, 0.08);
  const top = ly - room.bh * 0.62;
  out += line([lx, ly], [lx, top], "#333", 4);
  out += lampGlow(lx, top + 20, 90);
  out += path(
    [
      [lx - 30, top + 28],
      [lx + 30, top + 28],
      [lx + 18, top - 12],
      [lx - 18, top - 12],
    ],
    "#f7efe0",
  );
  const [px, py] = room.p(side === 0 ? 0.95 : 0.05, 0.35);
  out += plant(px, py, rng.int(70, 110), p, rng);
  if (rng.chance(0.5)) out += pendant(room.p(0.5, 0.3)[0], room.p(0.5, 0.3, room.bh)[1] + 40, p.accent);
  return svg(out, "Living room", vGradient("s", p.sky[0], p.sky[1]) + GLOW);
}

function bedroom(rng: Rng, p: Palette): string {
  const room = new Room(rng);
  const side: 0 | 1 = rng.chance(0.5) ? 0 : 1;
  let out = room.shell(p, p.floor === "tiles" ? "planks" : p.floor);
  out += room.sideWindow(side, 0.15, 0.55, p, true);
  const c = rng.between(0.38, 0.62);
  const half = rng.between(0.17, 0.22);
  const headboard = rng.pick([p.wood, p.accent, shade(p.wall, -0.35), "#6c584c"]);
  if (rng.chance(0.5)) {
    const [x, y] = room.p(c - 0.12, 0, room.bh * 0.8);
    out += art(x, y, room.bw * 0.24, room.bh * 0.22, p, rng);
  } else {
    out += room.backRect(c - half - 0.08, c + half + 0.08, 0, room.bh * 0.62, shade(p.accent, 0.35));
  }
  out += room.floorPatch(c - half - 0.07, c + half + 0.07, 0.1, 0.62, shade(p.soft, 0.35));
  out += room.box(c - half, c + half, 0, 0.03, 0, 125, headboard);
  out += room.box(c - half, c + half, 0.03, 0.5, 0, 30, shade(p.wood, -0.2));
  out += room.box(c - half, c + half, 0.03, 0.5, 30, 56, "#fbfaf7");
  out += room.box(c - half + 0.02, c - 0.01, 0.04, 0.1, 56, 78, "#ffffff");
  out += room.box(c + 0.01, c + half - 0.02, 0.04, 0.1, 56, 78, "#ffffff");
  const duvet = rng.pick([p.accent, p.soft, "#dde5b6", "#cad2c5", "#e0afa0"]);
  out += room.box(c - half - 0.005, c + half + 0.005, 0.18, 0.5, 40, 62, duvet);
  for (const u of [c - half - 0.13, c + half + 0.03]) {
    out += room.box(u, u + 0.1, 0, 0.08, 0, 60, p.wood);
    const [x, y] = room.p(u + 0.05, 0.04, 60);
    out += lampGlow(x, y - 40, 70);
    out += path(
      [
        [x - 20, y - 26],
        [x + 20, y - 26],
        [x + 12, y - 56],
        [x - 12, y - 56],
      ],
      "#f7efe0",
    );
    out += line([x, y], [x, y - 26], "#444", 3);
  }
  const [px, py] = room.p(side === 0 ? 0.96 : 0.04, 0.45);
  out += plant(px, py, rng.int(60, 90), p, rng);
  return svg(out, "Bedroom", vGradient("s", p.sky[0], p.sky[1]) + GLOW);
}

function kitchen(rng: Rng, p: Palette): string {
  const room = new Room(rng);
  let out = room.shell(p, rng.chance(0.6) ? "stone" : p.floor);
  const fronts = rng.pick([p.accent, "#f4f1ea", shade(p.wall, -0.3), "#2f3e46", p.wood]);
  const counter = rng.pick(["#e9e4da", "#3d3d3d", p.stone, "#f5f5f5"]);
  const tile = rng.pick(["#ffffff", p.soft, shade(p.accent, 0.6), "#dfe7ea"]);
  // Backsplash tiles.
  out += room.backRect(0, 1, 92, 175, tile);
  let joints = "";
  const [bx, by] = room.p(0, 0, 175);
  for (let y = by + 16; y < by + 83; y += 16) joints += `M${r(bx)} ${r(y)}h${r(room.bw)}`;
  for (let x = bx + 30; x < bx + room.bw; x += 30) joints += `M${r(x)} ${r(by)}v83`;
  out += `<path d="${joints}" stroke="${shade(tile, -0.12)}" stroke-width="1.5"/>`;
  // A window above the sink.
  const wu = rng.between(0.3, 0.55);
  const [wx, wy] = room.p(wu, 0, 300);
  out += rect(wx, wy, room.bw * 0.2, 110, "url(#s)", ' stroke="#fff" stroke-width="8"');
  out += line([wx + room.bw * 0.1, wy], [wx + room.bw * 0.1, wy + 110], "#fff", 5);
  // Base units, worktop, sink, hob, upper cabinets.
  out += room.box(0, 1, 0, 0.13, 0, 84, fronts);
  let doors = "";
  for (let i = 1; i < 8; i++) {
    const [x, y0] = room.p(i / 8, 0.13, 80);
    const y1 = room.p(i / 8, 0.13, 4)[1];
    doors += `M${r(x)} ${r(y0)}V${r(y1)}`;
  }
  out += `<path d="${doors}" stroke="${shade(fronts, -0.25)}" stroke-width="2"/>`;
  out += room.box(0, 1, 0, 0.14, 84, 92, counter);
  out += room.box(wu + 0.04, wu + 0.16, 0.02, 0.1, 91, 93, "#9aa0a6");
  const [tx, ty] = room.p(wu + 0.1, 0.02, 92);
  out += `<path d="M${r(tx)} ${r(ty)}v-34h16" stroke="#8d99ae" stroke-width="5" fill="none"/>`;
  const hu = wu > 0.45 ? 0.12 : 0.7;
  out += room.box(hu, hu + 0.16, 0.03, 0.11, 92, 94, "#222");
  out += room.box(0, wu - 0.03, 0, 0.08, 200, 290, fronts);
  out += room.box(wu + 0.23, 1, 0, 0.08, 200, 290, fronts);
  // Island with stools, or a dining table.
  const wood = shade(p.wood, -0.1);
  if (rng.chance(0.5)) {
    out += room.box(0.3, 0.7, 0.4, 0.56, 0, 84, fronts);
    out += room.box(0.29, 0.71, 0.39, 0.57, 84, 92, counter);
    for (const u of [0.36, 0.5, 0.64]) {
      const [x, y] = room.p(u, 0.62);
      out += line([x, y], [x, y - 60], "#333", 4);
      out += `<ellipse cx="${r(x)}" cy="${r(y - 62)}" rx="26" ry="9" fill="${wood}"/>`;
    }
    for (const u of [0.4, 0.6]) out += pendant(room.p(u, 0.48)[0], 70, p.soft);
  } else {
    out += room.box(0.32, 0.68, 0.38, 0.58, 68, 75, p.wood);
    for (const u of [0.34, 0.66]) out += room.box(u - 0.01, u + 0.01, 0.56, 0.58, 0, 68, wood);
    out += `<ellipse cx="${r(room.p(0.5, 0.48, 75)[0])}" cy="${r(room.p(0.5, 0.48, 75)[1])}" rx="34" ry="10" fill="#fff"/>`;
    out += pendant(room.p(0.5, 0.48)[0], 80, p.accent);
  }
  out += plant(room.p(0.92, 0.05, 92)[0], room.p(0.92, 0.05, 92)[1], 60, p, rng);
  return svg(out, "Kitchen", vGradient("s", p.sky[0], p.sky[1]) + GLOW);
}

function bathroom(rng: Rng, p: Palette): string {
  const room = new Room(rng);
  const tile = rng.pick(["#f4f4f2", p.soft, shade(p.accent, 0.65), "#dbe7e4", p.stone]);
  const q: Palette = { ...p, wall: tile };
  let out = room.shell(q, "stone");
  // Tile joints on the back wall.
  let joints = "";
  const [bx, by] = room.p(0, 0, room.bh);
  for (let y = by + 30; y < room.floorY; y += 30) joints += `M${r(bx)} ${r(y)}h${r(room.bw)}`;
  for (let x = bx + 30; x < bx + room.bw; x += 30) joints += `M${r(x)} ${r(by)}V${r(room.floorY)}`;
  out += `<path d="${joints}" stroke="${shade(tile, -0.1)}" stroke-width="1.5"/>`;
  const tubLeft = rng.chance(0.5);
  const [t0, t1] = tubLeft ? [0, 0.48] : [0.52, 1];
  const [v0, v1] = tubLeft ? [0.58, 0.9] : [0.1, 0.42];
  // Bath tub or walk-in shower.
  if (rng.chance(0.6)) {
    out += room.box(t0, t1, 0, 0.24, 0, 58, "#fdfdfc");
    out += room.box(t0 + 0.02, t1 - 0.02, 0.02, 0.22, 56, 58, "#cfe3ea");
  } else {
    out += room.floorPatch(t0, t1, 0, 0.3, shade(p.stone, -0.1));
    out += room.box(tubLeft ? t1 - 0.01 : t0, tubLeft ? t1 : t0 + 0.01, 0, 0.3, 0, 230, "#cfe8ee");
    const [sx, sy] = room.p((t0 + t1) / 2, 0, 250);
    out += `<ellipse cx="${r(sx)}" cy="${r(sy)}" rx="26" ry="6" fill="#9aa0a6"/>`;
  }
  // Vanity with a basin, mirror and light.
  const vanity = rng.pick([p.wood, "#ffffff", p.accent, "#3d405b"]);
  out += room.box(v0, v1, 0, 0.12, 20, 80, vanity);
  out += room.box(v0, v1, 0, 0.13, 80, 86, "#f5f5f5");
  const [mx, my] = room.p(v0 + 0.03, 0, 250);
  const mw = (v1 - v0 - 0.06) * room.bw;
  out += lampGlow(mx + mw / 2, my - 10, 80);
  out += rect(mx, my, mw, 130, "#dfeef2", ' rx="10" stroke="#b0b7bb" stroke-width="4"');
  out += path(
    [
      [mx + mw * 0.2, my + 130],
      [mx + mw * 0.55, my],
      [mx + mw * 0.7, my],
      [mx + mw * 0.35, my + 130],
    ],
    "#ffffff",
    ' opacity=".5"',
  );
  const [cx, cy] = room.p((v0 + v1) / 2, 0.06, 86);
  out += `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(mw * 0.28)}" ry="10" fill="#ffffff" stroke="#cfd4d6" stroke-width="2"/>`;
  // Towels on the side wall and a plant.
  const side: 0 | 1 = tubLeft ? 1 : 0;
  out += room.sideRect(side, 0.3, 0.42, 90, 200, rng.pick([p.accent, p.soft, "#ffffff"]));
  out += room.sideRect(side, 0.28, 0.44, 200, 206, "#9aa0a6");
  const [px, py] = room.p(tubLeft ? 0.95 : 0.05, 0.5);
  out += plant(px, py, 70, p, rng);
  return svg(out, "Bathroom", GLOW);
}

/** Rooftops and towers seen from a window: a row of blocks with lit and dark windows. */
function skyline(rng: Rng, ground: number, tone: string, height: number): string {
  let out = "";
  let x = -20;
  while (x < W) {
    const w = rng.int(50, 120);
    const h = rng.int(height * 0.4, height);
    out += rect(x, ground - h, w, h, shade(tone, rng.between(-0.12, 0.12)));
    if (rng.chance(0.35))
      out += path(
        [
          [x, ground - h],
          [x + w / 2, ground - h - rng.int(20, 50)],
          [x + w, ground - h],
        ],
        shade(tone, -0.2),
      );
    x += w + rng.int(-10, 6);
  }
  return out;
}

function view(rng: Rng, p: Palette): string {
  const sky = rng.pick(SKIES);
  const kind = rng.int(0, 2);
  let out = rect(0, 0, W, H, "url(#s)");
  out += `<circle cx="${rng.int(120, 680)}" cy="${rng.int(90, 170)}" r="${rng.int(28, 42)}" fill="#fff8e1" opacity=".9"/>`;
  if (kind === 0) {
    // Rooftops of the city.
    out += skyline(rng, 420, "#9fb3c8", 260);
    out += skyline(rng, 470, "#7d8fa3", 180);
  } else if (kind === 1) {
    // Water with the far shore.
    out += path(
      [
        [0, 330],
        [160, 300],
        [360, 320],
        [560, 290],
        [W, 315],
        [W, 360],
        [0, 360],
      ],
      "#8aa39b",
    );
    out += skyline(rng, 360, "#a9b4c2", 90);
    out += rect(0, 360, W, 120, "#6fa3c7");
    out += `<path d="M80 390h120M300 410h160M560 395h110M180 440h140" stroke="#d8ecf7" stroke-width="4"/>`;
  } else {
    // Park trees and rooftops beyond.
    out += skyline(rng, 360, "#b3c0cc", 140);
    let trees = "";
    for (let i = 0; i < 14; i++) {
      trees += `<circle cx="${rng.int(0, W)}" cy="${rng.int(370, 440)}" r="${rng.int(40, 75)}"/>`;
    }
    out += `<g fill="#6a994e">${trees}</g><g fill="#4f7942" opacity=".7">${trees.replace(/cy="(\d+)"/g, (_, y) => `cy="${Number(y) + 40}"`)}</g>`;
  }
  // The window frame, a balcony railing and the room's edge.
  const frame = rng.pick(["#ffffff", "#3d3d3d", p.wood]);
  out += `<path d="M0 0H${W}V${H}H0Z M60 40V520H740V40Z" fill="${p.wall}" fill-rule="evenodd"/>`;
  out += `<path d="M60 40H740V520H60Z M400 40V520" stroke="${frame}" stroke-width="14" fill="none"/>`;
  let rail = "";
  for (let x = 80; x < 740; x += 22) rail += `M${x} 440V520`;
  out += `<path d="${rail}M60 440H740" stroke="#2f2f2f" stroke-width="4"/>`;
  out += rect(0, 520, W, 80, p.wood);
  out += rect(0, 520, W, 8, shade(p.wood, -0.25));
  out += plant(rng.chance(0.5) ? 110 : 690, 580, 110, p, rng);
  out += rect(rng.chance(0.5) ? 0 : 730, 20, 70, 520, p.soft, ' opacity=".9"');
  return svg(out, "View", vGradient("s", sky[0], sky[1]));
}

const FACADE_COLOURS = ["#e9d8a6", "#f2e8cf", "#d8e2dc", "#e5c3a6", "#cfd8e3", "#f0efeb", "#e6ccb2", "#d4c7b0"];

function windowsGrid(
  x: number,
  top: number,
  w: number,
  floors: number,
  cols: number,
  floorH: number,
  style: (wx: number, wy: number, ww: number, wh: number, floor: number) => string,
): string {
  let out = "";
  const cw = w / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++)
      out += style(x + c * cw + cw * 0.25, top + f * floorH + floorH * 0.2, cw * 0.5, floorH * 0.6, f);
  }
  return out;
}

function glass(rng: Rng): string {
  return rng.chance(0.22) ? "#ffe8a3" : rng.pick(["#9db4c0", "#a9c3d1", "#8ca6b8"]);
}

function facade(rng: Rng, p: Palette, propertySeed: string): string {
  const b = createRng(hashString(`building:${propertySeed}`));
  const style = b.int(0, 3);
  const sky = b.pick(SKIES);
  const street = 520;
  let out = rect(0, 0, W, H, "url(#s)");
  // Neighbours on both sides.
  out += rect(-10, b.int(140, 260), 150, 400, shade(b.pick(FACADE_COLOURS), -0.1));
  out += rect(660, b.int(120, 260), 160, 400, shade(b.pick(FACADE_COLOURS), -0.15));
  const x = 130;
  const w = 540;
  const colour = b.pick(FACADE_COLOURS);
  if (style === 0) {
    // Classic block with cornices, tall windows, a balcony and a mansard roof.
    const floors = b.int(4, 5);
    const fh = 300 / floors + 10;
    const top = street - floors * fh - 60;
    out += path(
      [
        [x - 10, top],
        [x + w + 10, top],
        [x + w - 20, top - 70],
        [x + 20, top - 70],
      ],
      "#5c677d",
    );
    for (const dx of [0.25, 0.5, 0.75])
      out += rect(x + w * dx - 22, top - 56, 44, 44, glass(rng), ' stroke="#e9ecef" stroke-width="4"');
    out += rect(x, top, w, street - top, colour);
    out += windowsGrid(x, top, w, floors, b.int(4, 6), fh, (wx, wy, ww, wh) => {
      return `${rect(wx, wy, ww, wh, glass(rng), ' stroke="#fff" stroke-width="5"')}${rect(wx - 8, wy - 14, ww + 16, 8, shade(colour, -0.2))}`;
    });
    for (let f = 1; f <= floors; f++) out += rect(x - 6, top + f * fh - 6, w + 12, 8, shade(colour, -0.15));
    out += rect(x + 20, top + fh * 1 + fh * 0.72, w - 40, 6, "#333");
    let rail = "";
    for (let rx = x + 24; rx < x + w - 20; rx += 12) rail += `M${r(rx)} ${r(top + fh * 1.58)}v${r(fh * 0.14)}`;
    out += `<path d="${rail}" stroke="#333" stroke-width="2"/>`;
    out += rect(x, street - 60, w, 60, shade(colour, -0.25));
    out += rect(x + 40, street - 52, 160, 52, "#9db4c0");
    out += path(
      [
        [x + 30, street - 62],
        [x + 210, street - 62],
        [x + 220, street - 40],
        [x + 20, street - 40],
      ],
      p.accent,
    );
    out += rect(x + w / 2 - 25, street - 58, 50, 58, "#3d2b1f", ' rx="6"');
  } else if (style === 1) {
    // Modern block with balconies and big glass.
    const floors = b.int(5, 8);
    const fh = 380 / floors;
    const top = street - floors * fh - 20;
    out += rect(x, top, w, street - top, b.pick(["#eef0f2", "#d9dcd6", "#3c4750", "#c9b79c"]));
    out += windowsGrid(x, top, w, floors, 3, fh, (wx, wy, ww, wh) =>
      rect(wx - ww * 0.35, wy - wh * 0.1, ww * 1.7, wh * 1.25, glass(rng), ' stroke="#2f3e46" stroke-width="3"'),
    );
    for (let f = 1; f < floors; f++) {
      out += rect(x - 14, top + f * fh - 4, w + 28, 8, "#f8f9fa");
      out += rect(x - 14, top + f * fh - 26, w + 28, 22, "#bcd4e6", ' opacity=".45"');
    }
    out += rect(x + w / 2 - 45, street - fh * 0.9, 90, fh * 0.9, "#2f3e46");
    out += rect(x, top - 10, w, 12, "#555");
  } else if (style === 2) {
    // Brick loft with arched windows.
    const floors = b.int(3, 5);
    const fh = 340 / floors + 10;
    const top = street - floors * fh - 30;
    const brick = b.pick(["#a0522d", "#8b4a3c", "#b5654a", "#7a3e2e"]);
    out += rect(x, top, w, street - top, brick);
    let courses = "";
    for (let y = top + 10; y < street; y += 10) courses += `M${x} ${r(y)}h${w}`;
    out += `<path d="${courses}" stroke="${shade(brick, -0.15)}" stroke-width="1"/>`;
    out += windowsGrid(x, top + 20, w, floors, b.int(4, 5), fh, (wx, wy, ww, wh) => {
      const arch = `M${r(wx)} ${r(wy + wh)}V${r(wy + ww / 2)}A${r(ww / 2)} ${r(ww / 2)} 0 0 1 ${r(wx + ww)} ${r(wy + ww / 2)}V${r(wy + wh)}Z`;
      return `<path d="${arch}" fill="${glass(rng)}" stroke="#f1f1f1" stroke-width="5"/>${line([wx + ww / 2, wy], [wx + ww / 2, wy + wh], "#f1f1f1", 3)}`;
    });
    out += rect(x - 8, top - 16, w + 16, 18, shade(brick, -0.3));
  } else {
    // A row of narrow gabled town houses.
    let hx = x - 30;
    while (hx < x + w + 20) {
      const hw = b.int(120, 160);
      const floors = b.int(3, 5);
      const fh = 75;
      const top = street - floors * fh - 20;
      const c = b.pick(["#6b3e26", "#3a3a3a", "#8c2f39", "#e8dcc4", "#2f4858", "#a26769"]);
      const gable: Pt[] = b.int(0, 1)
        ? [
            [hx, top],
            [hx + hw * 0.2, top],
            [hx + hw * 0.2, top - 30],
            [hx + hw * 0.4, top - 30],
            [hx + hw * 0.4, top - 60],
            [hx + hw * 0.6, top - 60],
            [hx + hw * 0.6, top - 30],
            [hx + hw * 0.8, top - 30],
            [hx + hw * 0.8, top],
            [hx + hw, top],
          ]
        : [
            [hx, top],
            [hx + hw * 0.3, top - 40],
            [hx + hw * 0.5, top - 70],
            [hx + hw * 0.7, top - 40],
            [hx + hw, top],
          ];
      out += path([...gable, [hx + hw, street], [hx, street]], c);
      out += rect(hx + hw / 2 - 12, top - 40, 24, 28, glass(rng), ' stroke="#fff" stroke-width="4"');
      out += windowsGrid(hx, top, hw, floors, 2, fh, (wx, wy, ww, wh) =>
        rect(wx, wy, ww, wh, glass(rng), ' stroke="#fff" stroke-width="5"'),
      );
      hx += hw;
    }
  }
  // Street, pavement, a tree and a lamp post.
  out += rect(0, street, W, 30, "#c9c5bd");
  out += rect(0, street + 30, W, H - street - 30, "#6c757d");
  out += `<path d="M40 ${street + 55}h90M230 ${street + 55}h90M420 ${street + 55}h90M610 ${street + 55}h90" stroke="#e9ecef" stroke-width="5"/>`;
  const tx = rng.chance(0.5) ? 90 : 700;
  out += rect(tx - 6, street - 110, 12, 120, "#6f4e37");
  out += `<g fill="#4f7942"><circle cx="${tx}" cy="${street - 150}" r="62"/><circle cx="${tx - 40}" cy="${street - 120}" r="42"/><circle cx="${tx + 42}" cy="${street - 118}" r="44"/></g>`;
  const lx = tx < 400 ? 620 : 180;
  out += `${line([lx, street + 10], [lx, street - 170], "#2f2f2f", 6)}${rect(lx - 12, street - 186, 24, 18, "#ffe8a3")}`;
  return svg(out, "Building", vGradient("s", sky[0], sky[1]));
}

const DRAW: Record<Scene, (rng: Rng, palette: Palette, propertySeed: string) => string> = {
  living: livingRoom,
  bedroom,
  kitchen,
  bathroom,
  view,
  facade,
};

/**
 * The SVG for an image name such as `apt-a-berlin-0003-1-2-living` (type `a-berlin-0003-1`, second
 * picture, the living room). Names without a scene are read as the type's n-th scene.
 */
export function apartmentSvg(name: string): string {
  const parsed = parseImageName(name);
  const typeId = parsed?.typeId ?? name;
  const scene = parsed?.scene ?? "living";
  // The building is the property's: every type of a property (`a-<city>-<n>-<t>`) shows the same house.
  const propertySeed = typeId.replace(/-\d+$/, "");
  return DRAW[scene](createRng(hashString(name)), paletteFor(typeId), propertySeed);
}

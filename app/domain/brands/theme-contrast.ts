import { modeLrgb, modeRgb, useMode as registerColourMode, wcagContrast } from "culori/fn";

// Only the two modes the WCAG luminance needs: the tree-shakable build keeps the browser's share small.
// (culori's `useMode` registers a colour space; it is no React hook, hence the other name.)
registerColourMode(modeRgb);
registerColourMode(modeLrgb);

/** A brand's colours as the theme sets them (`--brand`, `--brand-fg`, `--accent`, `--surface`, `--ink`). */
export type ThemeColours = {
  primary: string;
  primaryForeground: string;
  accent: string;
  surface: string;
  ink: string;
};
export type ThemeColour = keyof ThemeColours;

/** The page background (app.css: `html { background: #fff }`) and the text on dark bands (`text-white`). */
const WHITE = "#ffffff";
type Side = ThemeColour | "white";

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for large text and for parts of the interface that are not text (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/**
 * The pairs of colours the theme really puts on screen (read from the classes in app/ and app.css), each
 * with what it carries. Every pair that carries text at body size needs 4.5:1, even where the same pair
 * also shows large headings; no pair carries large text only, so 3:1 is left to icons and the focus ring.
 */
export const THEME_PAIRS = [
  // Buttons, the active navigation item, the checkout's progress: `bg-brand text-brand-fg`.
  { id: "primaryForegroundOnPrimary", text: "primaryForeground", background: "primary", minimum: AA_TEXT },
  // The admin's and the photo forms' buttons: `bg-brand text-white`.
  { id: "whiteOnPrimary", text: "white", background: "primary", minimum: AA_TEXT },
  // Links and outlined buttons on the page: `text-brand`.
  { id: "primaryOnWhite", text: "primary", background: "white", minimum: AA_TEXT },
  // A highlighted menu entry: `bg-surface text-brand`.
  { id: "primaryOnSurface", text: "primary", background: "surface", minimum: AA_TEXT },
  // Body text (html { color: var(--ink) }) on the page.
  { id: "inkOnWhite", text: "ink", background: "white", minimum: AA_TEXT },
  // The bars and panels: `bg-surface text-ink`.
  { id: "inkOnSurface", text: "ink", background: "surface", minimum: AA_TEXT },
  // The footer: `bg-ink text-white`.
  { id: "whiteOnInk", text: "white", background: "ink", minimum: AA_TEXT },
  // The search and enquiry buttons: `bg-accent text-white`.
  { id: "whiteOnAccent", text: "white", background: "accent", minimum: AA_TEXT },
  // The stay box's notes in the accent: `text-sm text-accent`.
  { id: "accentOnWhite", text: "accent", background: "white", minimum: AA_TEXT },
  // Icons in the accent on the bars and the focus ring: not text (1.4.11).
  { id: "accentOnSurface", text: "accent", background: "surface", minimum: AA_NON_TEXT },
] as const satisfies readonly { id: string; text: Side; background: Side; minimum: number }[];

export type ThemePairId = (typeof THEME_PAIRS)[number]["id"];

export type PairContrast = {
  id: ThemePairId;
  text: Side;
  background: Side;
  /** The ratio cut (not rounded) to two decimals, so 4.499 never shows as a passing 4.50. */
  ratio: number;
  minimum: number;
  passes: boolean;
};

const HEX = /^#[0-9a-f]{6}$/i;

/** The WCAG 2.x contrast ratio of two `#rrggbb` colours (1 to 21), or null when one is not such a colour. */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX.test(a) || !HEX.test(b)) return null;
  return wcagContrast(a, b);
}

/** Every pair's ratio and verdict; pairs with a colour that is not `#rrggbb` are left out (the form says so). */
export function themeContrast(theme: ThemeColours): PairContrast[] {
  const colour = (side: Side) => (side === "white" ? WHITE : theme[side]);
  return THEME_PAIRS.flatMap((pair) => {
    const exact = contrastRatio(colour(pair.text), colour(pair.background));
    if (exact === null) return [];
    return [
      {
        id: pair.id,
        text: pair.text,
        background: pair.background,
        ratio: Math.floor(exact * 100) / 100,
        minimum: pair.minimum,
        passes: exact >= pair.minimum,
      },
    ];
  });
}

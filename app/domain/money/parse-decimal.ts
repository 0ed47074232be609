import { memoised } from "../../../shared/memoised";
/**
 * Numbers as people type them, in the page's language: "9,500" or "9500.50" in English,
 * "9.500,50" or "9500,5" in German, with spaces or a currency sign around them. One rule for every
 * amount field (the RFP budget first). The separators come from Intl for the locale, so a locale
 * added later reads its own.
 */
export type ParsedDecimal =
  | { ok: true; value: number /** Dot-decimal text without grouping, e.g. "9500.50". */; decimal: string }
  | { ok: false; error: "empty" | "invalid" };

/** Currency signs and codes a guest may type around an amount. */
const CURRENCY = /(?:€|\$|£|¥|₣|\b(?:EUR|USD|GBP|CHF|JPY|Fr|SFr)\b\.?)/giu;
/** Spaces people type or copy between digit groups: space, no-break and narrow no-break, thin space. */
const SPACES = /[\s\u00a0\u202f\u2009]/gu;

/** The locale's grouping and decimal separators, from Intl. */
export const separatorsOf = memoised((locale: string): { group: string; decimal: string } => {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads a non-negative decimal typed in `locale`'s notation. Grouping separators must sit between
 * groups of three digits ("9,50,0" and "95,00" are refused in English, where "," groups), one
 * decimal separator at most; spaces and apostrophes may group too ("9 500", "9'500").
 */
export function parseDecimal(input: string, locale: string): ParsedDecimal {
  const text = input.replace(CURRENCY, "").replace(SPACES, "").trim();
  if (text === "") return input.trim() === "" ? { ok: false, error: "empty" } : { ok: false, error: "invalid" };
  const { group, decimal } = separatorsOf(locale);
  // A no-break space as the group separator (e.g. French) was removed with the spaces above.
  const groups = `[${escapeRegExp(group.replace(SPACES, ""))}']`;
  const pattern = new RegExp(`^(\\d{1,3}(?:${groups}\\d{3})+|\\d+)(?:${escapeRegExp(decimal)}(\\d+))?$`, "u");
  const match = pattern.exec(text);
  if (!match) return { ok: false, error: "invalid" };
  const whole = (match[1] ?? "").replace(new RegExp(groups, "gu"), "");
  const fraction = match[2];
  const decimalText = fraction === undefined ? whole : `${whole}.${fraction}`;
  return { ok: true, value: Number(decimalText), decimal: decimalText };
}

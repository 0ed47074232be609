import { isLuhnValid, normaliseCardNumber } from "./luhn";

/** Card brands the checkout recognises. UATP is the scheme of AirPlus company cards. */
export const CARD_BRANDS = [
  "visa",
  "mastercard",
  "amex",
  "diners",
  "discover",
  "jcb",
  "unionpay",
  "maestro",
  "uatp",
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

type BrandRule = {
  brand: CardBrand;
  /** Prefixes as inclusive ranges of equal length, e.g. ["2221", "2720"]. */
  ranges: readonly (readonly [string, string])[];
  lengths: readonly number[];
  /** Digits of the security code; 0 when the card has none (UATP). */
  cvcLength: number;
};

const r = (from: string, to = from) => [from, to] as const;

/**
 * Checked in order: the more specific ranges first (Diners 36 before Maestro-like 3x ranges, UnionPay
 * 62 and Discover 65 before the Maestro 6x catch-all).
 */
const RULES: readonly BrandRule[] = [
  { brand: "uatp", ranges: [r("1")], lengths: [15], cvcLength: 0 },
  { brand: "amex", ranges: [r("34"), r("37")], lengths: [15], cvcLength: 4 },
  {
    brand: "diners",
    ranges: [r("300", "305"), r("3095"), r("36"), r("38", "39")],
    lengths: [14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
  { brand: "jcb", ranges: [r("3528", "3589")], lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: "visa", ranges: [r("4")], lengths: [13, 16, 19], cvcLength: 3 },
  { brand: "mastercard", ranges: [r("51", "55"), r("2221", "2720")], lengths: [16], cvcLength: 3 },
  { brand: "discover", ranges: [r("6011"), r("644", "649"), r("65")], lengths: [16, 17, 18, 19], cvcLength: 3 },
  { brand: "unionpay", ranges: [r("62"), r("81")], lengths: [16, 17, 18, 19], cvcLength: 3 },
  {
    brand: "maestro",
    ranges: [r("50"), r("56", "59"), r("60"), r("61"), r("63"), r("64"), r("66", "69")],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvcLength: 3,
  },
];

function inRange(digits: string, [from, to]: readonly [string, string]): boolean {
  if (digits.length < from.length) return false;
  const head = Number(digits.slice(0, from.length));
  return head >= Number(from) && head <= Number(to);
}

/** The brand a number (or the start of one, as it is typed) belongs to; null when none matches. */
export function detectCardBrand(input: string): CardBrand | null {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) return null;
  return RULES.find((rule) => rule.ranges.some((range) => inRange(digits, range)))?.brand ?? null;
}

export function cardBrandRule(brand: CardBrand): { lengths: readonly number[]; cvcLength: number } {
  const rule = RULES.find((candidate) => candidate.brand === brand);
  if (!rule) throw new RangeError(`unknown brand ${brand}`);
  return { lengths: rule.lengths, cvcLength: rule.cvcLength };
}

export type CardNumberCheck =
  | { ok: true; number: string; brand: CardBrand }
  | { ok: false; reason: "invalid_characters" | "unknown_brand" | "invalid_length" | "invalid_checksum" };

/** A complete card number: digits, a known brand, a length that brand issues, and a valid Luhn check. */
export function checkCardNumber(input: string): CardNumberCheck {
  const number = normaliseCardNumber(input);
  if (!/^\d+$/.test(number)) return { ok: false, reason: "invalid_characters" };
  const brand = detectCardBrand(number);
  if (!brand) return { ok: false, reason: "unknown_brand" };
  if (!cardBrandRule(brand).lengths.includes(number.length)) return { ok: false, reason: "invalid_length" };
  if (!isLuhnValid(number)) return { ok: false, reason: "invalid_checksum" };
  return { ok: true, number, brand };
}

/** Whether a security code fits the brand (none for UATP, four digits for Amex, else three). */
export function isValidCvc(brand: CardBrand, cvc: string): boolean {
  const length = cardBrandRule(brand).cvcLength;
  if (length === 0) return cvc === "";
  return new RegExp(`^\\d{${length}}$`).test(cvc);
}

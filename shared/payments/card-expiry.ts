/** A card's expiry: month 1..12, four-digit year. A card is valid through the last day of that month. */
export type CardExpiry = { month: number; year: number };

/**
 * Parses "MM/YY" (also "M/YY", "MM/YYYY", "MM-YY", "MMYY" and spaces around the separator). Null when
 * it is not a month and a year. Two-digit years are 20YY.
 */
export function parseCardExpiry(input: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, mm = "", yy = ""] = match;
  // "1226" without a separator is MMYY; a one-digit month needs a separator.
  if (mm.length === 1 && !/[/-]/.test(input)) return null;
  return cardExpiryOf(Number(mm), Number(yy));
}

/** Validates a month and a two- or four-digit year. */
export function cardExpiryOf(month: number, year: number): CardExpiry | null {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return null;
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099) return null;
  return { month, year: fullYear };
}

/** Expired when the reference date (UTC) is after the expiry month. */
export function isCardExpired(expiry: CardExpiry, reference: Date): boolean {
  const refYear = reference.getUTCFullYear();
  const refMonth = reference.getUTCMonth() + 1;
  return expiry.year < refYear || (expiry.year === refYear && expiry.month < refMonth);
}

export type CardExpiryCheck =
  | { ok: true; expiry: CardExpiry }
  | { ok: false; reason: "invalid_expiry" | "card_expired"; expiry?: CardExpiry };

/** "MM/YY" that is a real month and not in the past relative to `reference`. */
export function checkCardExpiry(input: string | CardExpiry, reference: Date): CardExpiryCheck {
  const expiry = typeof input === "string" ? parseCardExpiry(input) : cardExpiryOf(input.month, input.year);
  if (!expiry) return { ok: false, reason: "invalid_expiry" };
  if (isCardExpired(expiry, reference)) return { ok: false, reason: "card_expired", expiry };
  return { ok: true, expiry };
}

/** "MM/YY". */
export function formatCardExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, "0")}/${String(expiry.year % 100).padStart(2, "0")}`;
}

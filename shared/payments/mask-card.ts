import { normaliseCardNumber } from "./luhn";

/**
 * Masks a card number as PCI Proxy does: the first six digits (the BIN), an "x" for each hidden digit,
 * the last four. "4111111111111111" -> "411111xxxxxx1111". Numbers too short to keep ten digits
 * visible show only their last four.
 */
export function maskCardNumber(input: string): string {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) throw new RangeError("a card number has digits only");
  if (digits.length < 12) return `${"x".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
  return `${digits.slice(0, 6)}${"x".repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** A masked number in that form: digits, x's, four digits. */
export const MASKED_CARD_PATTERN = /^\d{0,6}x+\d{4}$/;

/** The last four digits of a masked or full number ("1111"). */
export function lastFourDigits(masked: string): string {
  return masked.slice(-4);
}

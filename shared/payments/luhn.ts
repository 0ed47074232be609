/** Card numbers as people type them: digits with spaces or dashes between groups. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/**
 * The Luhn (mod 10) check of a card number. Digits only (spaces and dashes removed first); anything
 * else, or fewer than two digits, fails.
 */
export function isLuhnValid(input: string): boolean {
  const digits = normaliseCardNumber(input);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `partial` followed by it Luhn-valid (for generating demo numbers). */
export function luhnCheckDigit(partial: string): number {
  for (let d = 0; d <= 9; d++) if (isLuhnValid(`${partial}${d}`)) return d;
  throw new RangeError("not a digit string");
}

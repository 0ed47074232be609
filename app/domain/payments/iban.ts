/**
 * IBANs (ISO 13616): the mod-97 check of the two check digits, and the print form in groups of four
 * that a guest types into their banking app.
 */
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The IBAN without spaces, upper case. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

function numeric(iban: string): string {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  return [...rearranged].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join("");
}

/** Whether the IBAN's shape and check digits are right (mod 97 = 1). */
export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  return IBAN_SHAPE.test(iban) && mod97(numeric(iban)) === 1;
}

/** The check digits for a country and account part (BBAN), e.g. for making demo accounts. */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(numeric(`${country.toUpperCase()}00${compactIban(bban)}`));
  return String(check).padStart(2, "0");
}

/** `DE89370400440532013000` -> `DE89 3704 0044 0532 0130 00`. */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

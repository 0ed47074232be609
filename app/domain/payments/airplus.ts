import { isLuhnValid, normaliseCardNumber } from "../../../shared/payments/luhn";

/**
 * An AirPlus company card number: UATP, 15 digits starting with 1, Luhn-valid. Spaces and dashes
 * between groups are allowed.
 */
export function isAirplusCardNumber(input: string): boolean {
  const digits = normaliseCardNumber(input);
  return /^1\d{14}$/.test(digits) && isLuhnValid(digits);
}

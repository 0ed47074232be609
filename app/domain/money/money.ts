import { dinero, halfEven, toDecimal, transformScale } from "dinero.js/bigint";
import { numberFormat } from "../../i18n/number-format";
import { type Currency, findCurrency } from "./currencies";

/** An amount of money in integer minor units (cents for EUR, yen for JPY) with its ISO 4217 code. */
export type Money = { amount: number; currency: string };

/** The spec's price object: decimal amount, currency code, and "<code> <amount to 2 decimals>". */
export type PriceObject = { amount: number; currency: string; displayValue: string };

/** Expected money problems, as i18n keys. */
export type MoneyErrorCode =
  | "money.unknownCurrency"
  | "money.missingRate"
  | "money.invalidAmount"
  | "money.invalidRate";
export type MoneyError = { code: MoneyErrorCode; currency?: string };

/** Thrown by the display helpers for a code dinero.js does not know; Money from validated sources never has one. */
export class UnknownCurrencyError extends Error {
  readonly code = "money.unknownCurrency";
  constructor(readonly currency: string) {
    super(`Unknown currency ${JSON.stringify(currency)}`);
    this.name = "UnknownCurrencyError";
  }
}

function currencyOf(money: Money): Currency {
  const currency = findCurrency(money.currency);
  if (!currency) throw new UnknownCurrencyError(money.currency);
  if (!Number.isSafeInteger(money.amount)) throw new RangeError(`Money amount ${money.amount} is not an integer`);
  return currency;
}

function toDinero(money: Money) {
  const currency = currencyOf(money);
  return dinero({ amount: BigInt(money.amount), currency, scale: currency.exponent });
}

/** The exact decimal string of an amount, with the currency's digits: EUR 123450 -> "1234.50", JPY 5 -> "5". */
export function toDecimalString(money: Money): string {
  return toDecimal(toDinero(money));
}

/** The amount with exactly two decimals, rounded half-even when the currency has more (KWD). */
function toTwoDecimals(money: Money): string {
  return toDecimal(transformScale(toDinero(money), 2n, halfEven));
}

/** { amount: 1234.5, currency: "EUR", displayValue: "EUR 1234.50" } for 123450 cents. */
export function toPriceObject(money: Money): PriceObject {
  return {
    amount: Number(toDecimalString(money)),
    currency: money.currency,
    displayValue: `${money.currency} ${toTwoDecimals(money)}`,
  };
}

/**
 * Money for a decimal amount ("1234.5", 1234.5), rounded half-even to the currency's minor unit.
 * Undefined for an unknown currency or a value that is not a plain decimal number.
 */
export function moneyFromDecimal(value: string | number, currency: string): Money | undefined {
  const definition = findCurrency(currency);
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const scaled = parseDecimal(text);
  if (!definition || !scaled) return undefined;
  const exact = dinero({ amount: scaled.amount, currency: definition, scale: scaled.scale });
  const amount = Number(transformScale(exact, definition.exponent, halfEven).toJSON().amount);
  return Number.isSafeInteger(amount) ? { amount, currency } : undefined;
}

/**
 * A decimal as an integer and a power-of-ten scale: "1.0812" -> { amount: 10812n, scale: 4n }.
 * Accepts what JavaScript prints for numbers, exponents included ("1e-7"). Undefined otherwise.
 */
export function parseDecimal(text: string): { amount: bigint; scale: bigint } | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return undefined;
  const [, sign, whole = "", fraction = "", exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 30) return undefined;
  let digits = `${whole}${fraction}`;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += "0".repeat(-scale);
    scale = 0;
  }
  return { amount: BigInt(`${sign}${digits}`), scale: BigInt(scale) };
}

/**
 * Formats money for a page language with Intl.NumberFormat, exact to the currency's minor unit (with
 * `wholeUnits`, rounded to whole units, e.g. for the nightly rates in a calendar's narrow cells).
 */
export function formatMoney(
  money: Money,
  locale: string,
  options: { currencyDisplay?: "symbol" | "code" | "name"; wholeUnits?: boolean } = {},
): string {
  const currency = currencyOf(money);
  const digits = options.wholeUnits ? 0 : Number(currency.exponent);
  return numberFormat(locale, {
    style: "currency",
    currency: money.currency,
    currencyDisplay: options.currencyDisplay ?? "symbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toDecimalString(money) as `${number}`);
}

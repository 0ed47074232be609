import { convert, type DineroDivideOperation, dinero, halfEven, transformScale } from "dinero.js/bigint";
import { BASE_CURRENCY, type Currency, findCurrency } from "./currencies";
import { type Money, type MoneyError, parseDecimal } from "./money";

export type ConversionResult = { ok: true; money: Money } | { ok: false; error: MoneyError };

type ScaledRate = { amount: bigint; scale: bigint };

const fail = (code: MoneyError["code"], currency?: string): ConversionResult => ({
  ok: false,
  error: currency === undefined ? { code } : { code, currency },
});

/** A rate as an exact scaled integer: 1.0812 -> 10812 / 10^4. Undefined unless positive and finite. */
function scaledRate(rate: number | undefined): ScaledRate | undefined {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return undefined;
  // String(rate) is the shortest decimal that reads back as `rate`, i.e. the text the feed had.
  const scaled = parseDecimal(String(rate));
  return scaled && scaled.amount > 0n ? scaled : undefined;
}

function rateOf(currency: Currency, rates: Readonly<Record<string, number>>): ScaledRate | undefined {
  if (currency.code === BASE_CURRENCY) return { amount: 1n, scale: 0n };
  return scaledRate(rates[currency.code]);
}

/**
 * Divides by `divisor` on top of the power of ten transformScale divides by, rounding half-even
 * once. This is how the division by the source currency's rate happens exactly: a decimal rate's
 * inverse is not a decimal, so it cannot be a dinero.js rate itself.
 */
const halfEvenDividingBy =
  (divisor: bigint): DineroDivideOperation =>
  (amount, factor, calculator) =>
    halfEven(amount, calculator.multiply(factor, divisor as typeof factor), calculator);

/**
 * Converts money with EUR-based reference rates (units per euro), to the target currency's minor
 * units, rounding half-even exactly once on the exact result:
 *
 *   target = amount * rate(to) / rate(from)
 *
 * dinero.js `convert` multiplies by rate(to) (scaled by rate(from)'s decimals), and
 * `transformScale` brings the result to the target exponent while dividing by rate(from)'s digits.
 * Same-currency conversion is the identity and needs no rates.
 */
export function convertMoney(money: Money, to: string, rates: Readonly<Record<string, number>>): ConversionResult {
  const source = findCurrency(money.currency);
  if (!source) return fail("money.unknownCurrency", money.currency);
  const target = findCurrency(to);
  if (!target) return fail("money.unknownCurrency", to);
  if (!Number.isSafeInteger(money.amount)) return fail("money.invalidAmount");
  if (source.code === target.code) return { ok: true, money: { amount: money.amount, currency: source.code } };

  const fromRate = rateOf(source, rates);
  if (!fromRate) return fail(rates[source.code] === undefined ? "money.missingRate" : "money.invalidRate", source.code);
  const toRate = rateOf(target, rates);
  if (!toRate) return fail(rates[target.code] === undefined ? "money.missingRate" : "money.invalidRate", target.code);

  const original = dinero({ amount: BigInt(money.amount), currency: source, scale: source.exponent });
  const multiplied = convert(original, target, {
    [target.code]: { amount: toRate.amount * 10n ** fromRate.scale, scale: toRate.scale },
  });
  const rounded = transformScale(multiplied, target.exponent, halfEvenDividingBy(fromRate.amount));
  const amount = Number(rounded.toJSON().amount);
  if (!Number.isSafeInteger(amount)) return fail("money.invalidAmount");
  return { ok: true, money: { amount, currency: target.code } };
}

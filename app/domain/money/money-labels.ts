import type { Money } from "./money";

/**
 * Prices already formatted for a page, by amount and currency: the loader formats them (conversion
 * and all), so the browser needs no money library to show them. "~" keys are whole-unit labels.
 */
export type MoneyLabels = Readonly<Record<string, string>>;

/** The key of an amount in MoneyLabels: "12345 EUR", or "~12345 EUR" rounded to whole units. */
export function moneyLabelKey(money: Money, whole = false): string {
  return `${whole ? "~" : ""}${money.amount} ${money.currency}`;
}

/** The labels of `exact` and `whole` amounts, each formatted once by the page's formatters. */
export function moneyLabels(
  amounts: { exact: readonly Money[]; whole: readonly Money[] },
  formatters: { format: (money: Money) => string; formatWhole: (money: Money) => string },
): MoneyLabels {
  const labels: Record<string, string> = {};
  for (const money of amounts.exact) labels[moneyLabelKey(money)] ??= formatters.format(money);
  for (const money of amounts.whole) labels[moneyLabelKey(money, true)] ??= formatters.formatWhole(money);
  return labels;
}

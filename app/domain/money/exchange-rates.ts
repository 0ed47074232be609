import { z } from "zod";

/**
 * Reference rates as the ECB publishes them: how many units of each currency one euro buys on
 * `date`. The euro itself is not listed; conversions treat it as 1.
 */
export const ExchangeRatesSchema = z.object({
  base: z.literal("EUR"),
  date: z.iso.date(),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().finite()),
});
export type ExchangeRates = z.infer<typeof ExchangeRatesSchema>;

/** The rates with the base currency included (EUR: 1), for currency pickers and lookups. */
export function ratesWithBase(rates: ExchangeRates): Record<string, number> {
  return { [rates.base]: 1, ...rates.rates };
}

import snapshotXml from "../../../data/rates/ecb-eurofxref-daily.xml?raw";
import type { ExchangeRates } from "../../domain/money/exchange-rates";
import { parseEcbFeed } from "../../domain/money/parse-ecb-feed";

let parsed: ExchangeRates | undefined;

/**
 * The committed ECB snapshot (data/rates/ecb-eurofxref-daily.xml), parsed once per isolate. Vite
 * inlines the file as a string (`?raw`), in the app build and in vitest alike; plain Node code can
 * read the file and call parseEcbFeed itself.
 */
export function snapshotExchangeRates(): ExchangeRates {
  parsed ??= parseEcbFeed(snapshotXml);
  return { ...parsed, rates: { ...parsed.rates } };
}

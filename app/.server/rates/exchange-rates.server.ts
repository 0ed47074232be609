import { z } from "zod";
import { memoised } from "../../../shared/memoised";
import { type ExchangeRates, ExchangeRatesSchema } from "../../domain/money/exchange-rates";
import { safeParseEcbFeed } from "../../domain/money/parse-ecb-feed";
import { globalFetcher, textCall, type UpstreamFetcher } from "../http/upstream-http.server";
import { errorName, logger } from "../logger.server";
import { snapshotExchangeRates } from "./ecb-snapshot.server";

/** KV key of the latest rates the cron fetched. */
export const RATES_KV_KEY = "ecb:latest";
export const DEFAULT_ECB_FEED_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";
export const DEFAULT_ECB_TIMEOUT_MS = 10_000;

/** The Worker bindings and variables the rates adapter reads (a subset of the app's Env). */
export type RatesEnv = {
  /** KV namespace the cron writes the latest rates to. Without it, the snapshot is used. */
  RATES?: KVNamespace;
  /** Feed the cron fetches; default the ECB's public daily feed. */
  ECB_FEED_URL?: string;
  /** "snapshot" ignores KV and always answers with the committed snapshot (deterministic tests). */
  RATES_SOURCE?: string;
};

/** Same shape as the places results: upstream status and status text on failure, 500 when unknown. */
export type RatesResult<T> = { ok: true; data: T } | { ok: false; status: number; statusText: string };

export type ExchangeRatesWithSource = ExchangeRates & { source: "kv" | "snapshot" };

/** What the cron stores under RATES_KV_KEY. */
export const StoredRatesSchema = ExchangeRatesSchema.extend({ fetchedAt: z.iso.datetime() });
export type StoredRates = z.infer<typeof StoredRatesSchema>;

/**
 * A stored text's rates, validated once per isolate (`memoised` on the text: every page that shows
 * prices reads them, and they change once a day); undefined when the text is not valid rates.
 */
const parseStoredRates = memoised((text: string): StoredRates | undefined => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = StoredRatesSchema.safeParse(value);
  if (!parsed.success) logger.warn("rates: ignoring an invalid value in KV", { key: RATES_KV_KEY });
  return parsed.success ? parsed.data : undefined;
}, 4);

/** The cron's rates; an empty key (no cron run yet, as locally) is no rates, not an invalid value. */
async function readStoredRates(kv: KVNamespace): Promise<StoredRates | undefined> {
  try {
    const text = await kv.get(RATES_KV_KEY, { type: "text", cacheTtl: 300 });
    return text === null ? undefined : parseStoredRates(text);
  } catch (error) {
    logger.error("rates: reading KV failed", { error: errorName(error) });
    return undefined;
  }
}

/**
 * The spec's getAllExchangeRates: the rates the cron last stored in KV, or the committed snapshot
 * when KV holds nothing usable (no binding, never refreshed, unreadable, or older than the
 * snapshot). Always succeeds while the snapshot parses, which a unit test guarantees.
 */
export async function getAllExchangeRates(env: RatesEnv): Promise<RatesResult<ExchangeRatesWithSource>> {
  let snapshot: ExchangeRates;
  try {
    snapshot = snapshotExchangeRates();
  } catch (error) {
    logger.error("rates: the committed snapshot does not parse", { error: errorName(error) });
    return { ok: false, status: 500, statusText: "Internal Server Error" };
  }
  if (env.RATES_SOURCE !== "snapshot" && env.RATES) {
    const stored = await readStoredRates(env.RATES);
    if (stored && stored.date >= snapshot.date) {
      return { ok: true, data: { base: stored.base, date: stored.date, rates: { ...stored.rates }, source: "kv" } };
    }
  }
  return { ok: true, data: { ...snapshot, source: "snapshot" } };
}

export type RefreshOptions = {
  fetcher?: UpstreamFetcher;
  kv: KVNamespace;
  feedUrl?: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  now?: () => Date;
};

export type RefreshOutcome = { date: string; currencies: number; updated: boolean };

/**
 * Fetches the ECB feed, validates it and stores it in KV. On any failure KV keeps its old value and
 * the result carries the upstream's status (502 "Bad Gateway" for a body that is not a valid feed,
 * 500 when storing failed). A feed older than the stored rates does not replace them.
 */
export async function refreshExchangeRates(options: RefreshOptions): Promise<RatesResult<RefreshOutcome>> {
  const answer = await textCall(
    {
      fetcher: options.fetcher ?? globalFetcher,
      baseUrl: options.feedUrl ?? DEFAULT_ECB_FEED_URL,
      timeoutMs: options.timeoutMs ?? DEFAULT_ECB_TIMEOUT_MS,
      ...(options.backoffMs !== undefined ? { retryDelayMs: options.backoffMs } : {}),
    },
    { method: "GET", path: "", headers: { Accept: "application/xml, text/xml" }, retries: options.retries ?? 2 },
  );
  if (!answer.ok) return { ok: false, status: answer.status, statusText: answer.statusText };
  const parsed = safeParseEcbFeed(answer.data);
  if (!parsed.ok) {
    logger.error(`rates: ${parsed.error}`);
    return { ok: false, status: 502, statusText: "Bad Gateway" };
  }
  const fresh = parsed.rates;
  const current = await readStoredRates(options.kv);
  if (current && current.date > fresh.date) {
    return { ok: true, data: { date: current.date, currencies: Object.keys(current.rates).length, updated: false } };
  }
  const stored: StoredRates = { ...fresh, fetchedAt: (options.now?.() ?? new Date()).toISOString() };
  try {
    await options.kv.put(RATES_KV_KEY, JSON.stringify(stored));
  } catch (error) {
    logger.error("rates: writing KV failed", { error: errorName(error) });
    return { ok: false, status: 500, statusText: "Internal Server Error" };
  }
  return { ok: true, data: { date: fresh.date, currencies: Object.keys(fresh.rates).length, updated: true } };
}

/**
 * The Worker's scheduled handler for rates (wrangler.toml [triggers] crons): refreshes KV from
 * ECB_FEED_URL. Never throws; the outcome is logged and returned.
 */
export async function handleRatesCron(
  env: RatesEnv,
  deps: { fetcher?: UpstreamFetcher } = {},
): Promise<RatesResult<RefreshOutcome>> {
  if (!env.RATES) {
    logger.error("rates: the RATES KV binding is missing; nothing to refresh");
    return { ok: false, status: 500, statusText: "Internal Server Error" };
  }
  const result = await refreshExchangeRates({
    fetcher: deps.fetcher,
    kv: env.RATES,
    feedUrl: env.ECB_FEED_URL || DEFAULT_ECB_FEED_URL,
  });
  if (result.ok) {
    logger.info(`rates: ${result.data.updated ? "stored" : "kept"} ECB rates of ${result.data.date}`);
  } else {
    logger.error(`rates: refresh failed with ${result.status} ${result.statusText}; keeping the stored rates`);
  }
  return result;
}

import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeFetcher } from "../http/fake-fetcher.test-support";
import { snapshotExchangeRates } from "./ecb-snapshot.server";
import { getAllExchangeRates, handleRatesCron, RATES_KV_KEY, refreshExchangeRates } from "./exchange-rates.server";

/** Days after the committed snapshot (2026-11-20), so KV rates are newer than it whatever today is. */
const afterSnapshot = (days: number) =>
  new Date(Date.parse(`${snapshotExchangeRates().date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const LATER = afterSnapshot(11);

// Runs in workerd against the app's RATES KV binding (vitest.app.config.ts).
const feed = (date: string, usd: string, quote = "'") =>
  `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time=${quote}${date}${quote}>
    <Cube currency=${quote}USD${quote} rate=${quote}${usd}${quote}/>
    <Cube currency=${quote}CHF${quote} rate=${quote}0.9311${quote}/>
  </Cube></Cube>
</gesmes:Envelope>`;

const answering = (response: () => Response) => fakeFetcher([response]).fetcher;

beforeEach(async () => {
  await env.RATES.delete(RATES_KV_KEY);
});

describe("rates in KV (workerd)", () => {
  it("uses the committed snapshot until the cron has run", async () => {
    const result = await getAllExchangeRates(env);
    expect(result).toMatchObject({ ok: true, data: { source: "snapshot", date: "2026-11-20" } });
    if (result.ok) expect(Object.keys(result.data.rates)).toContain("USD");
  });

  it("serves what the cron stored, and keeps it when the next refresh fails", async () => {
    const stored = await handleRatesCron(
      { RATES: env.RATES, ECB_FEED_URL: "https://ecb.example/daily.xml" },
      { fetcher: answering(() => new Response(feed(LATER, "1.2013", '"'))) },
    );
    expect(stored).toEqual({ ok: true, data: { date: LATER, currencies: 2, updated: true } });
    expect(await getAllExchangeRates(env)).toEqual({
      ok: true,
      data: { base: "EUR", date: LATER, rates: { USD: 1.2013, CHF: 0.9311 }, source: "kv" },
    });

    const down = await refreshExchangeRates({
      kv: env.RATES,
      fetcher: answering(() => new Response("", { status: 500, statusText: "Internal Server Error" })),
      backoffMs: 0,
    });
    expect(down).toEqual({ ok: false, status: 500, statusText: "Internal Server Error" });
    const garbage = await refreshExchangeRates({ kv: env.RATES, fetcher: answering(() => new Response("<Envelope>")) });
    expect(garbage).toEqual({ ok: false, status: 502, statusText: "Bad Gateway" });
    expect(await getAllExchangeRates(env)).toMatchObject({ data: { date: LATER, rates: { USD: 1.2013 } } });
  });

  it("falls back to the snapshot when KV holds garbage", async () => {
    await env.RATES.put(RATES_KV_KEY, "not json");
    expect(await getAllExchangeRates(env)).toMatchObject({ ok: true, data: { source: "snapshot" } });
  });
});

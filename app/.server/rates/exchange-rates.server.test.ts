import { describe, expect, it, vi } from "vitest";
import { fakeFetcher } from "../http/fake-fetcher.test-support";
import { snapshotExchangeRates } from "./ecb-snapshot.server";
import {
  DEFAULT_ECB_FEED_URL,
  getAllExchangeRates,
  handleRatesCron,
  RATES_KV_KEY,
  refreshExchangeRates,
} from "./exchange-rates.server";

/** Days after the committed snapshot (2026-11-20), so KV rates are newer than it whatever today is. */
const afterSnapshot = (days: number) =>
  new Date(Date.parse(`${snapshotExchangeRates().date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const LATER = afterSnapshot(11);
const DAY_BEFORE_LATER = afterSnapshot(10);
const DAY_AFTER_LATER = afterSnapshot(12);

/** An in-memory stand-in for the parts of KVNamespace the adapter uses. */
function memoryKv(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const kv = {
    async get(key: string, options?: { type?: string }) {
      const value = store.get(key) ?? null;
      return value !== null && options?.type === "json" ? JSON.parse(value) : value;
    },
    async put(key: string, value: string) {
      store.set(key, value);
    },
  };
  return { kv: kv as unknown as KVNamespace, store };
}

const feed = (date: string, usd: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01"><Cube><Cube time='${date}'><Cube currency='USD' rate='${usd}'/><Cube currency='GBP' rate='0.87'/></Cube></Cube></gesmes:Envelope>`;

function fakeEcb(response: () => Response) {
  const urls: string[] = [];
  const { fetcher } = fakeFetcher([
    ({ url }) => {
      urls.push(url);
      return response();
    },
  ]);
  return { fetcher, urls };
}

const now = () => new Date(`${LATER}T15:30:00Z`);

describe("snapshotExchangeRates", () => {
  it("parses the committed snapshot and hands out copies", () => {
    const a = snapshotExchangeRates();
    a.rates.USD = 99;
    expect(snapshotExchangeRates().rates.USD).toBe(1.1583);
    expect(snapshotExchangeRates().date).toBe("2026-11-20");
  });
});

describe("getAllExchangeRates", () => {
  it("answers with the snapshot without a KV binding", async () => {
    const result = await getAllExchangeRates({});
    expect(result).toMatchObject({ ok: true, data: { base: "EUR", date: "2026-11-20", source: "snapshot" } });
  });

  it("prefers newer rates from KV", async () => {
    const { kv } = memoryKv({
      [RATES_KV_KEY]: JSON.stringify({
        base: "EUR",
        date: LATER,
        rates: { USD: 1.2 },
        fetchedAt: now().toISOString(),
      }),
    });
    expect(await getAllExchangeRates({ RATES: kv })).toEqual({
      ok: true,
      data: { base: "EUR", date: LATER, rates: { USD: 1.2 }, source: "kv" },
    });
    expect(await getAllExchangeRates({ RATES: kv, RATES_SOURCE: "snapshot" })).toMatchObject({
      data: { source: "snapshot" },
    });
  });

  it("follows a new value in KV and hands out copies of a value it read before", async () => {
    const stored = (date: string, usd: number) =>
      JSON.stringify({ base: "EUR", date, rates: { USD: usd }, fetchedAt: now().toISOString() });
    const { kv, store } = memoryKv({ [RATES_KV_KEY]: stored(DAY_BEFORE_LATER, 1.1) });
    const first = await getAllExchangeRates({ RATES: kv });
    if (first.ok) first.data.rates.USD = 99;
    expect(await getAllExchangeRates({ RATES: kv })).toMatchObject({
      data: { date: DAY_BEFORE_LATER, rates: { USD: 1.1 } },
    });
    store.set(RATES_KV_KEY, stored(LATER, 1.3));
    expect(await getAllExchangeRates({ RATES: kv })).toMatchObject({ data: { date: LATER, rates: { USD: 1.3 } } });
    store.set(RATES_KV_KEY, JSON.stringify({ base: "EUR", rates: "none" }));
    expect(await getAllExchangeRates({ RATES: kv })).toMatchObject({ data: { source: "snapshot" } });
  });

  it("reads an empty key as no rates, without warning of an invalid value", async () => {
    const { kv } = memoryKv();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await getAllExchangeRates({ RATES: kv })).toMatchObject({ ok: true, data: { source: "snapshot" } });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    [
      "older than the snapshot",
      JSON.stringify({ base: "EUR", date: "2025-01-02", rates: { USD: 1 }, fetchedAt: now().toISOString() }),
    ],
    ["invalid", JSON.stringify({ base: "EUR", rates: "none" })],
    ["not JSON", "<xml>"],
  ])("falls back to the snapshot when KV holds something %s", async (_, value) => {
    const { kv } = memoryKv({ [RATES_KV_KEY]: value });
    expect(await getAllExchangeRates({ RATES: kv })).toMatchObject({ ok: true, data: { source: "snapshot" } });
  });
});

describe("refreshExchangeRates", () => {
  it("stores a valid feed in KV", async () => {
    const { kv, store } = memoryKv();
    const { fetcher, urls } = fakeEcb(() => new Response(feed(LATER, "1.2001")));
    const result = await refreshExchangeRates({ fetcher, kv, now });
    expect(result).toEqual({ ok: true, data: { date: LATER, currencies: 2, updated: true } });
    expect(urls).toEqual([DEFAULT_ECB_FEED_URL]);
    expect(JSON.parse(store.get(RATES_KV_KEY) ?? "null")).toEqual({
      base: "EUR",
      date: LATER,
      rates: { USD: 1.2001, GBP: 0.87 },
      fetchedAt: `${LATER}T15:30:00.000Z`,
    });
  });

  it("keeps the stored value when the feed is invalid, with 502", async () => {
    const stored = JSON.stringify({
      base: "EUR",
      date: DAY_BEFORE_LATER,
      rates: { USD: 1.19 },
      fetchedAt: now().toISOString(),
    });
    const { kv, store } = memoryKv({ [RATES_KV_KEY]: stored });
    const { fetcher } = fakeEcb(() => new Response("<html>maintenance</html>"));
    expect(await refreshExchangeRates({ fetcher, kv })).toEqual({ ok: false, status: 502, statusText: "Bad Gateway" });
    expect(store.get(RATES_KV_KEY)).toBe(stored);
  });

  it("keeps the stored value when the ECB is down, with its status", async () => {
    const { kv, store } = memoryKv();
    const { fetcher, urls } = fakeEcb(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    expect(await refreshExchangeRates({ fetcher, kv, feedUrl: "https://ecb.example/feed.xml", backoffMs: 0 })).toEqual({
      ok: false,
      status: 503,
      statusText: "Service Unavailable",
    });
    expect(urls).toHaveLength(3);
    expect(store.size).toBe(0);
  });

  it("does not replace newer stored rates with an older feed", async () => {
    const stored = JSON.stringify({
      base: "EUR",
      date: DAY_AFTER_LATER,
      rates: { USD: 1.19 },
      fetchedAt: now().toISOString(),
    });
    const { kv, store } = memoryKv({ [RATES_KV_KEY]: stored });
    const { fetcher } = fakeEcb(() => new Response(feed(LATER, "1.2")));
    expect(await refreshExchangeRates({ fetcher, kv })).toEqual({
      ok: true,
      data: { date: DAY_AFTER_LATER, currencies: 1, updated: false },
    });
    expect(store.get(RATES_KV_KEY)).toBe(stored);
  });
});

describe("handleRatesCron", () => {
  it("refreshes from ECB_FEED_URL", async () => {
    const { kv, store } = memoryKv();
    const { fetcher, urls } = fakeEcb(() => new Response(feed(LATER, "1.2")));
    const result = await handleRatesCron({ RATES: kv, ECB_FEED_URL: "https://mirror.example/ecb.xml" }, { fetcher });
    expect(result).toMatchObject({ ok: true, data: { updated: true } });
    expect(urls).toEqual(["https://mirror.example/ecb.xml"]);
    expect(store.has(RATES_KV_KEY)).toBe(true);
  });

  it("reports a missing binding instead of throwing", async () => {
    expect(await handleRatesCron({})).toEqual({ ok: false, status: 500, statusText: "Internal Server Error" });
  });
});

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findOffersResponseSchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import type { InventoryEnv } from "../env";
import { handleRequest } from "../index";
import { hitsKey } from "../search-store/kept-searches";
import { daysFromToday, env } from "./test-env";

/**
 * A new search asked with its first page answers from the hits in hand and keeps them after the answer
 * (docs/decisions/0053, 0055); until they are written, the same search is computed anew and its
 * location is not there yet.
 */

/** The inventory's KV with the writes of searches' hits held until `release` (what a slow KV does). */
function kvWithHeldHitWrites(kv: KVNamespace) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  let begun!: () => void;
  /** Settles when the first write of a search's hits begins. */
  const writeBegun = new Promise<void>((resolve) => {
    begun = resolve;
  });
  const put: KVNamespace["put"] = async (key, value, options) => {
    if (key.startsWith(hitsKey(""))) {
      held.push(key);
      begun();
      await released;
    }
    return kv.put(key, value, options);
  };
  // The binding's methods need the binding as `this`.
  const wrapped = new Proxy(kv, {
    get: (target, name) => {
      if (name === "put") return put;
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: wrapped, held, writeBegun, release };
}

const BASE = "https://inventory.internal";

function findOffersRequest(from: string, to: string, page?: number) {
  const params = { ibeUid: "quartier", lat: 52.52437, long: 13.41053, radius: 15, from, to, guests: 2 };
  const body = {
    params: { ...params, currency: "EUR", language: "en" },
    pageProps: {},
    options: page ? { firstPage: { page, pageSize: 5, address: "Berlin" } } : {},
  };
  return new Request(`${BASE}${otaPaths.findOffers()}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function ask(request: Request, bindings: InventoryEnv, ctx: ExecutionContext) {
  const res = await handleRequest(request, bindings, ctx);
  expect(res.status).toBe(200);
  return { ...findOffersResponseSchema.parse(await res.json()), cache: res.headers.get("X-Search-Cache") };
}

/** A stay of ten nights `days` from today, and the inventory's bindings with its hits' writes held. */
function heldSearch(days: number) {
  const slow = kvWithHeldHitWrites(env.SEARCH_CACHE);
  return {
    from: daysFromToday(days),
    to: daysFromToday(days + 10),
    slow,
    bindings: { ...env, SEARCH_CACHE: slow.kv },
    ctx: createExecutionContext(),
  };
}

describe("find-offers while a new search's hits are being written", () => {
  it("answers the first page at once, computes the search anew until the hits land, then keeps it", async () => {
    const { from, to, slow, bindings, ctx } = heldSearch(150);

    // Answered before the write begins (0055); then the write begins, and is held.
    const first = await ask(findOffersRequest(from, to, 1), bindings, ctx);
    expect(first.cache).toBe("miss");
    expect(first.page?.listings.length).toBeGreaterThan(0);
    expect(first.page?.total).toBe(first.offers);
    expect(slow.held).toHaveLength(0);
    // After the answer (the store's deferral), the write begins.
    await slow.writeBegun;
    expect(slow.held).toHaveLength(1);

    // Not written yet: the location is not there, and the same search is computed anew, alike.
    const location = await handleRequest(new Request(`${BASE}${first.redirectLocation}`), bindings, ctx);
    expect(location.status).toBe(404);
    const again = await ask(findOffersRequest(from, to, 1), bindings, ctx);
    expect(again.cache).toBe("miss");
    expect(again.redirectLocation).toBe(first.redirectLocation);
    expect(again.page).toEqual(first.page);

    // Once written, the search is kept: the next page comes from it.
    slow.release();
    await waitOnExecutionContext(ctx);
    const kept = await ask(findOffersRequest(from, to, 2), bindings, createExecutionContext());
    expect(kept.cache).toBe("hit");
    expect(kept.page?.page).toBe(2);
  });

  it("without a first page, answers once the hits are written, so the location answers next", async () => {
    const { from, to, slow, bindings, ctx } = heldSearch(170);
    let answered = false;
    const pending = ask(findOffersRequest(from, to), bindings, ctx).then((found) => {
      answered = true;
      return found;
    });
    // The write has begun (the search is computed) and the answer waits for it.
    await slow.writeBegun;
    expect(slow.held).toHaveLength(1);
    expect(answered).toBe(false);
    slow.release();
    const found = await pending;
    const location = await handleRequest(new Request(`${BASE}${found.redirectLocation}`), bindings, ctx);
    expect(location.status).toBe(200);
    await waitOnExecutionContext(ctx);
  });
});

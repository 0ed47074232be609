/**
 * Remembers a pure function of one key, up to `size` keys (then starts afresh). A search prices a
 * thousand apartment types for the same stay: their dates, weekdays and months are worked out once.
 */
export function memoised<K, V>(compute: (key: K) => V, size = 4096): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined || known.has(key)) return hit as V;
    if (known.size >= size) known.clear();
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}

/** A memo of answers that go stale: ask with a key; `forget` drops every kept answer. */
export type MemoisedFor<K, V> = ((key: K, compute: () => V, now?: number, ttl?: number) => V) & { forget(): void };

/**
 * Remembers, per key, what `compute` gave for `ttlMs` (then asks again), up to `size` keys. For an
 * answer that goes stale (a provider's discovery document) or whose computation needs more than the
 * key (the request's deadline): the caller hands `compute` in on each call, and only a kept answer
 * saves the call. A call may name a shorter life (a configured one). A promise that rejects is
 * forgotten at once, so a failure is never kept.
 */
export function memoisedFor<K, V>(ttlMs: number, size = 4096): MemoisedFor<K, V> {
  const known = new Map<K, { at: number; value: V }>();
  const ask = (key: K, compute: () => V, now = Date.now(), ttl = ttlMs): V => {
    const hit = known.get(key);
    if (hit && now - hit.at < ttl) return hit.value;
    if (known.size >= size) known.clear();
    const entry = { at: now, value: compute() };
    known.set(key, entry);
    if (entry.value instanceof Promise) {
      entry.value.catch(() => {
        if (known.get(key) === entry) known.delete(key);
      });
    }
    return entry.value;
  };
  return Object.assign(ask, { forget: () => known.clear() });
}

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

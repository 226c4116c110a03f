/**
 * The recently used values by key: at most `maxEntries`, and always the `maxEntries / 2` most recently used,
 * kept as two generations of half that size each. A value is
 * looked up in the current generation, then in the previous one (and moved forward on a hit); when the
 * current one is full it becomes the previous one and the oldest generation is dropped whole.
 *
 * Not an exact LRU on purpose: one kept in a Map (delete and re-insert on every hit, evict the first key)
 * leaves a trail of deleted slots at the Map's start, so each eviction walked thousands of them and the
 * Map's periodic rebuild held the event loop for up to 170 ms once full (docs/BENCHMARKS.md, "Tail stalls").
 * Here every step is a constant-time Map operation, and a dropped generation is freed in one piece.
 */
export function createMemo<V>(maxEntries: number) {
  const generationSize = Math.max(1, Math.floor(maxEntries / 2));
  let current = new Map<string, V>();
  let previous = new Map<string, V>();
  const keep = (key: string, value: V) => {
    current.set(key, value);
    if (current.size >= generationSize) {
      previous = current;
      current = new Map();
    }
  };
  return {
    get(key: string, compute: () => V): V {
      if (current.has(key)) return current.get(key) as V;
      if (previous.has(key)) {
        // Left in the previous generation too: it goes with it, and no deleted slot is made.
        const hit = previous.get(key) as V;
        keep(key, hit);
        return hit;
      }
      const value = compute();
      keep(key, value);
      return value;
    },
    forget(key: string): void {
      current.delete(key);
      previous.delete(key);
    },
  };
}

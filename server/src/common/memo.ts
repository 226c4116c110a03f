/** The most recent `maxEntries` values by key; a hit counts as recent, the least recently used goes first. */
export function createMemo<V>(maxEntries: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string, compute: () => V): V {
      if (entries.has(key)) {
        const hit = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const value = compute();
      entries.set(key, value);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}

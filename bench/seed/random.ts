/** A seeded PRNG and weighted picks, so two runs of the generator produce the same data set. */

/** mulberry32: small, fast, good enough for test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (maxExclusive: number): number => Math.floor(next() * maxExclusive),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    hex: (length: number): string => {
      let out = '';
      while (out.length < length)
        out += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return out.slice(0, length);
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Index 0 most likely, weight 1/(i+1)^s: real inventories and workloads are skewed. */
export function zipf(n: number, s = 1): (random: Random) => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) cumulative[i] = sum += 1 / (i + 1) ** s;
  return (random) => {
    const roll = random.next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < roll) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** Picks from [value, weight] pairs. */
export function weighted<T>(pairs: readonly (readonly [T, number])[]): (random: Random) => T {
  const total = pairs.reduce((sum, [, w]) => sum + w, 0);
  return (random) => {
    let roll = random.next() * total;
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = pairs[pairs.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  };
}

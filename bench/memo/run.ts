/**
 * The memo in front of every asset answer's signed QR path (server/src/common/memo.ts) against the exact LRU
 * it replaced, in the same process and run: requests of 10 rows drawn from 100,000 assets through a memo of
 * 20,000, as the lists, searches and deep pages read them once it is full. Per request: p50, p99 and max ms.
 *   npm run bench:memo -- [--requests 20000] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { createMemo } from '../../server/src/common/memo';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '3' } },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);
if (![requests, rounds].every((n) => Number.isInteger(n) && n > 0 && n <= 1_000_000)) {
  throw new Error('--requests and --rounds must be positive integers');
}

const CAPACITY = 20_000;
const ASSETS = 100_000;
const ROWS = 10;

/** The memo before: one Map, a hit deleted and re-inserted, the first key evicted when over capacity. */
function exactLru<V>(maxEntries: number) {
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
  };
}

const keys = Array.from({ length: ASSETS }, (_, i) => `secret\n${i.toString(16).padStart(24, '0')}`);
/** A fixed sequence of draws (mulberry32, seeded), the same for both memos. */
const draws = (() => {
  let state = 12345;
  return Array.from({ length: requests * ROWS }, () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % ASSETS;
  });
})();

function measure(memo: { get(key: string, compute: () => string): string }) {
  const times: number[] = [];
  const started = performance.now();
  for (let r = 0; r < requests; r++) {
    const t = performance.now();
    for (let j = 0; j < ROWS; j++) {
      const key = keys[draws[r * ROWS + j] ?? 0] ?? '';
      memo.get(key, () => `/uploads/qr/${key.slice(7)}.png`);
    }
    times.push(performance.now() - t);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { total, p50: at(0.5), p99: at(0.99), max: times[times.length - 1] ?? 0 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const results = {
  'exact LRU (before)': [] as ReturnType<typeof measure>[],
  'two generations': [] as ReturnType<typeof measure>[],
};
for (let round = 0; round < rounds; round++) {
  results['exact LRU (before)'].push(measure(exactLru<string>(CAPACITY)));
  results['two generations'].push(measure(createMemo<string>(CAPACITY)));
}
console.log(
  `${requests} requests of ${ROWS} rows over ${ASSETS} assets, memo of ${CAPACITY}; medians of ${rounds} rounds\n`,
);
console.log('| memo | total ms | p50 ms per request | p99 ms | max ms |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, list] of Object.entries(results)) {
  const m = (pick: (r: ReturnType<typeof measure>) => number) => median(list.map(pick));
  console.log(
    `| ${name} | ${m((r) => r.total).toFixed(0)} | ${m((r) => r.p50).toFixed(3)} | ${m((r) => r.p99).toFixed(3)} | ${m((r) => r.max).toFixed(1)} |`,
  );
}

/** Scanner benchmark: decode rate and median time per kind of hard image, every decoder on the same pixels. */
import { performance } from 'node:perf_hooks';
import { loadZxingInNode } from '../../web/src/lib/scanner/decode/zxing-node';
import { decoders } from './decoders';
import { generate, KINDS, PAYLOAD } from './generate-images';

const PER_KIND = Number(process.env.BENCH_PER_KIND ?? 8);
const PER_KIND_LARGE = Number(process.env.BENCH_PER_KIND_LARGE ?? 5);
/** A decoder that has spent this long on one kind skips its remaining images there (jsQR on noise: ~7 s each). */
const KIND_BUDGET_MS = Number(process.env.BENCH_KIND_BUDGET_MS ?? 8000);

interface Tally {
  hits: number;
  total: number;
  times: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const started = performance.now();
  await loadZxingInNode();
  const names = Object.keys(decoders);
  const rows: string[] = [];
  const totals = new Map<string, Tally>(names.map((n) => [n, { hits: 0, total: 0, times: [] }]));
  const only = process.env.BENCH_KINDS?.split(',');
  for (const kind of KINDS.filter((k) => !only || only.includes(k))) {
    const images = await generate(kind, kind === 'small-in-12mp' ? PER_KIND_LARGE : PER_KIND);
    const cells: string[] = [];
    for (const name of names) {
      const tally: Tally = { hits: 0, total: 0, times: [] };
      for (const { image, detail } of images) {
        if (tally.times.reduce((a, b) => a + b, 0) > KIND_BUDGET_MS) break;
        const t0 = performance.now();
        const text = await decoders[name]!(image);
        const ms = performance.now() - t0;
        tally.total += 1;
        tally.times.push(ms);
        if (text === PAYLOAD) tally.hits += 1;
        if (process.env.BENCH_VERBOSE)
          console.error(
            `${kind} | ${detail} | ${name} | ${text === PAYLOAD ? 'ok' : 'miss'} | ${ms.toFixed(0)} ms`,
          );
      }
      const all = totals.get(name)!;
      all.hits += tally.hits;
      all.total += tally.total;
      all.times.push(...tally.times);
      const skipped = images.length - tally.total;
      cells.push(
        `${tally.hits}/${tally.total} · ${median(tally.times).toFixed(0)} ms${skipped ? ` (${skipped} skipped: too slow)` : ''}`,
      );
    }
    rows.push(`| ${kind} | ${cells.join(' | ')} |`);
    console.error(`done ${kind}`);
  }
  const totalCells = names.map((n) => {
    const t = totals.get(n)!;
    return `**${t.hits}/${t.total}** (${Math.round((t.hits / t.total) * 100)}%) · ${median(t.times).toFixed(0)} ms`;
  });
  console.log(`| kind | ${names.join(' | ')} |`);
  console.log(`|---|${names.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(row);
  console.log(`| all | ${totalCells.join(' | ')} |`);
  console.log(
    `\nCells: decoded/images · median decode time. Run took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

await main();

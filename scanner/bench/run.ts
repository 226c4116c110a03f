/** Scanner benchmark: decode rate and time per kind of hard image, every decoder on the same pixels. */
import { performance } from 'node:perf_hooks';
import { loadZxingInNode } from '../src/zxing-node';
import { decoders, type Decoder, type FrameDecoder } from './decoders';
import { generate, HARD_KINDS, KINDS, PAYLOAD } from './generate-images';

const PER_KIND = Number(process.env.BENCH_PER_KIND ?? 8);
const PER_KIND_LARGE = Number(process.env.BENCH_PER_KIND_LARGE ?? 5);
/** A decoder that has spent this long on one kind skips its remaining images there (jsQR on noise: ~7 s each). */
const KIND_BUDGET_MS = Number(process.env.BENCH_KIND_BUDGET_MS ?? 8000);

interface Tally {
  hits: number;
  /** Text returned that is not the payload: must stay 0 for ours. */
  wrong: number;
  total: number;
  /** Per image, or per frame for the camera. */
  times: number[];
}

const empty = (): Tally => ({ hits: 0, wrong: 0, total: 0, times: [] });

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const isFrameDecoder = (d: Decoder | FrameDecoder): d is FrameDecoder => 'frames' in d;

/** Decode one picture; for the camera, frame after frame until it reads or the frames run out. */
async function attempt(decoder: Decoder | FrameDecoder, image: Parameters<Decoder>[0], times: number[]) {
  const decode = isFrameDecoder(decoder) ? decoder.start() : decoder;
  const frames = isFrameDecoder(decoder) ? decoder.frames : 1;
  let text: string | null = null;
  for (let frame = 0; frame < frames && text === null; frame += 1) {
    const t0 = performance.now();
    text = await decode(image);
    times.push(performance.now() - t0);
  }
  return text;
}

const cell = (t: Tally, skipped = 0) =>
  `${t.hits}/${t.total}${t.wrong ? ` (${t.wrong} wrong)` : ''} · ${quantile(t.times, 0.5).toFixed(0)} / ` +
  `${quantile(t.times, 0.95).toFixed(0)} ms${skipped ? ` (${skipped} skipped: too slow)` : ''}`;

async function main() {
  const started = performance.now();
  await loadZxingInNode();
  const pick = process.env.BENCH_DECODERS?.split(',');
  const names = Object.keys(decoders).filter((name) => !pick || pick.some((p) => name.startsWith(p)));
  const rows: string[] = [];
  const totals = new Map<string, Tally>(names.map((n) => [n, empty()]));
  const hardTotals = new Map<string, Tally>(names.map((n) => [n, empty()]));
  const only = process.env.BENCH_KINDS?.split(',');
  for (const kind of KINDS.filter((k) => !only || only.includes(k))) {
    const images = await generate(kind, kind === 'small-in-12mp' ? PER_KIND_LARGE : PER_KIND);
    const cells: string[] = [];
    for (const name of names) {
      const tally = empty();
      let spent = 0;
      for (const { image, detail } of images) {
        if (spent > KIND_BUDGET_MS) break;
        const before = tally.times.length;
        const t0 = performance.now();
        const text = await attempt(decoders[name]!, image, tally.times);
        spent += performance.now() - t0;
        tally.total += 1;
        if (text === PAYLOAD) tally.hits += 1;
        else if (text !== null) tally.wrong += 1;
        if (process.env.BENCH_VERBOSE)
          console.error(
            `${kind} | ${detail} | ${name} | ${text === PAYLOAD ? 'ok' : text === null ? 'miss' : `WRONG ${text}`}` +
              ` | ${(tally.times.length - before).toString()} frame(s) | ${spent.toFixed(0)} ms so far`,
          );
      }
      for (const sum of [totals.get(name)!, ...(HARD_KINDS.includes(kind) ? [hardTotals.get(name)!] : [])]) {
        sum.hits += tally.hits;
        sum.wrong += tally.wrong;
        sum.total += tally.total;
        sum.times.push(...tally.times);
      }
      cells.push(cell(tally, images.length - tally.total));
    }
    rows.push(`| ${kind}${HARD_KINDS.includes(kind) ? ' (harder set)' : ''} | ${cells.join(' | ')} |`);
    console.error(`done ${kind}`);
  }
  const sumCells = (sums: Map<string, Tally>) =>
    names.map((n) => {
      const t = sums.get(n)!;
      return `**${cell(t)}** (${Math.round((t.hits / Math.max(1, t.total)) * 100)}%)`;
    });
  console.log(`| kind | ${names.join(' | ')} |`);
  console.log(`|---|${names.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(row);
  if (hardTotals.get(names[0]!)!.total) console.log(`| harder set | ${sumCells(hardTotals).join(' | ')} |`);
  console.log(`| all | ${sumCells(totals).join(' | ')} |`);
  console.log(
    `\nCells: decoded/images · median / p95 ms per image (camera: per frame; it gets up to 20 frames per ` +
      `image). Run took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
}

await main();

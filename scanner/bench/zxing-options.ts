/**
 * Could zxing-wasm's own reader options stand in for our flat passes? For every picture of the benchmark:
 * which pass of our image-file path read it, and whether one ZXing read with each set of options reads it.
 * A pass is redundant only if a read with some options takes every picture it reads, in less time.
 * Run: npm run bench:options -w scanner (BENCH_KINDS, BENCH_PER_KIND as for the benchmark).
 * BENCH_OURS_READ=<variant> gives our whole image-file path that read instead of the ponyfill's, to see
 * whether an option that rescues pictures in one read pays for itself once every pass reads with it.
 */
import { performance } from 'node:perf_hooks';
import { readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import { decodeQrImage, type DetectQr } from '../src/decode-qr-image';
import type { PixelImage } from '../src/gray-image';
import { loadZxingInNode, zxingDetect } from '../src/zxing-node';
import { generate, KINDS, PAYLOAD } from './generate-images';

const PER_KIND = Number(process.env.BENCH_PER_KIND ?? 8);
const PER_KIND_LARGE = Number(process.env.BENCH_PER_KIND_LARGE ?? 5);

/** The ponyfill's options (zxingDetect) are the base; each variant changes what its name says. */
const VARIANTS: Record<string, ReaderOptions> = {
  tryDenoise: { tryDenoise: true },
  GlobalHistogram: { binarizer: 'GlobalHistogram' },
  FixedThreshold: { binarizer: 'FixedThreshold' },
  'downscale 2x from 250': { downscaleFactor: 2, downscaleThreshold: 250 },
  'tryDenoise + GlobalHistogram': { tryDenoise: true, binarizer: 'GlobalHistogram' },
};

const readWith =
  (options: ReaderOptions): DetectQr =>
  async (image: PixelImage) => {
    const imageData: ImageData = {
      colorSpace: 'srgb',
      data: image.data,
      width: image.width,
      height: image.height,
    };
    const results = await readBarcodes(imageData, { formats: ['QRCode'], textMode: 'Plain', ...options });
    return results
      .filter((r) => r.isValid)
      .map(({ text, position: p }) => ({
        text,
        corners: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft],
      }));
  };

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await work();
  return [value, performance.now() - t0];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  await loadZxingInNode();
  const only = process.env.BENCH_KINDS?.split(',');
  const names = ['default', ...Object.keys(VARIANTS)];
  const detects: Record<string, DetectQr> = { default: zxingDetect };
  for (const [name, options] of Object.entries(VARIANTS)) detects[name] = readWith(options);
  /** Per variant: pictures read, and of those our flat passes needed (ZXing's default single read missed). */
  const reads = new Map(names.map((n) => [n, { hits: 0, rescued: 0, times: [] as number[] }]));
  const byPass = new Map<string, { count: number; readBy: Map<string, number> }>();
  const oursRead = process.env.BENCH_OURS_READ ?? 'default';
  const oursDetect = detects[oursRead];
  if (!oursDetect) throw new Error(`BENCH_OURS_READ: one of ${names.join(', ')}`);
  const oursTimes: number[] = [];
  let oursHits = 0;
  let pictures = 0;
  for (const kind of KINDS.filter((k) => !only || only.includes(k))) {
    for (const [index, { image }] of (
      await generate(kind, kind === 'small-in-12mp' ? PER_KIND_LARGE : PER_KIND)
    ).entries()) {
      pictures += 1;
      const [ours, oursMs] = await timed(() => decodeQrImage(image, oursDetect, { thorough: true }));
      oursTimes.push(oursMs);
      const pass = ours?.text === PAYLOAD ? ours.pass : 'miss';
      if (pass !== 'miss') oursHits += 1;
      const entry = byPass.get(pass) ?? { count: 0, readBy: new Map<string, number>() };
      entry.count += 1;
      byPass.set(pass, entry);
      const line: string[] = [];
      for (const name of names) {
        const [found, ms] = await timed(() => detects[name]!(image));
        const ok = found.some((code) => code.text === PAYLOAD);
        const tally = reads.get(name)!;
        tally.times.push(ms);
        if (ok) {
          tally.hits += 1;
          if (pass !== 'original') tally.rescued += 1;
          entry.readBy.set(name, (entry.readBy.get(name) ?? 0) + 1);
        }
        line.push(`${name} ${ok ? 'ok' : '-'} ${ms.toFixed(0)} ms`);
      }
      console.error(`${kind} #${index} | ours: ${pass} | ${line.join(' | ')}`);
    }
  }
  const p95 = [...oursTimes].sort((a, b) => a - b)[Math.floor(oursTimes.length * 0.95)] ?? NaN;
  console.log(
    `ours (image file), every read ${oursRead}: ${oursHits}/${pictures} · ` +
      `${median(oursTimes).toFixed(0)} / ${p95.toFixed(0)} ms\n`,
  );
  console.log(
    `| one ZXing read | pictures read (of ${pictures}) | of them, ones only our passes read | median ms |`,
  );
  console.log('|---|---:|---:|---:|');
  for (const [name, t] of reads) {
    console.log(`| ${name} | ${t.hits} | ${t.rescued} | ${median(t.times).toFixed(0)} |`);
  }
  console.log(`\n| our pass that read it | pictures | ${names.join(' | ')} |`);
  console.log(`|---|---:|${names.map(() => '---:').join('|')}|`);
  for (const [pass, { count, readBy }] of byPass) {
    console.log(`| ${pass} | ${count} | ${names.map((n) => readBy.get(n) ?? 0).join(' | ')} |`);
  }
}

await main();

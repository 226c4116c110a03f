/** Self time of a V8 `.cpuprofile` (from `node --cpu-prof`), summed per function and per package. */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds on the system's monotonic clock, the clock of `process.hrtime`. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A span of the monotonic clock, in microseconds (`process.hrtime.bigint() / 1000n`). */
export interface Window {
  from: number;
  to: number;
}

export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where a frame's code lives: an npm package, the server's own bundle, Node itself, or V8's pseudo-frames. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/server/dist/')) return 'server (our code)';
  return url;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

/** Only the samples taken within `windows` count (the scenarios measured, not start-up or fixtures). */
export function summariseProfile(file: string, windows: Window[], top = 40): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    if (!node || !windows.some((window) => at >= window.from && at <= window.to)) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = url ? `${url.replace(/^.*\/(node_modules|server\/dist)\//, '')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${place}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const owner = ownerOf(url, functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    total += micros;
  });
  const rows = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `| ${name.replaceAll('|', '\\|')} | ${percent(micros, total)} |`);
  return [
    `Self time of ${(total / 1e6).toFixed(1)} s sampled while the scenarios ran (${file})`,
    '',
    '| where | share |',
    '|---|---:|',
    ...rows(byOwner),
    '',
    '| function | share |',
    '|---|---:|',
    ...rows(byFunction),
  ].join('\n');
}

/** Function names that appear on every stack (the loop itself), never what a stall is about. */
const PLUMBING =
  /^\((root|program|idle|garbage collector)\)$|^processTicksAndRejections$|^runMicrotasks$|^listOnTimeout$|^processTimers$/;

/**
 * The longest stretches in which the event loop never went idle (each at least `minMs`), and what ran in each:
 * the functions on the stack for the most of that stretch (inclusive time). Also the longest gap between two
 * samples: the thread was not running at all (descheduled by a busy machine, or stopped for GC).
 */
export function summariseStalls(file: string, windows: Window[], minMs = 50, top = 10): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile & {
    nodes: (ProfileNode & { children?: number[] })[];
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const place = url ? `${url.replace(/^.*\/(node_modules|server\/dist)\//, '')}:${lineNumber + 1}` : '';
    return `${functionName || '(anonymous)'} ${place}`.trim();
  };
  interface Stall {
    from: number;
    micros: number;
    inclusive: Map<string, number>;
  }
  const stalls: Stall[] = [];
  let current: Stall | undefined;
  let longestGap = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    at += micros;
    const node = nodes.get(id);
    if (!node || !windows.some((window) => at >= window.from && at <= window.to)) return;
    longestGap = Math.max(longestGap, micros);
    if (node.callFrame.functionName === '(idle)') {
      if (current && current.micros >= minMs * 1000) stalls.push(current);
      current = undefined;
      return;
    }
    current ??= { from: at, micros: 0, inclusive: new Map() };
    current.micros += micros;
    const seen = new Set<string>();
    for (let walk: number | undefined = id; walk !== undefined; walk = parent.get(walk)) {
      const frame = nodes.get(walk);
      if (!frame) break;
      const name = label(frame);
      if (PLUMBING.test(frame.callFrame.functionName) || seen.has(name)) continue;
      seen.add(name);
      current.inclusive.set(name, (current.inclusive.get(name) ?? 0) + micros);
    }
  });
  if (current && current.micros >= minMs * 1000) stalls.push(current);
  const longest = stalls.sort((a, b) => b.micros - a.micros).slice(0, top);
  return [
    `${stalls.length} stretches of ${minMs} ms or more without an idle sample; longest gap between two samples ${(longestGap / 1000).toFixed(0)} ms`,
    '',
    '| stretch ms | what ran most of it (inclusive ms) |',
    '|---:|---|',
    ...longest.map((stall) => {
      const what = [...stall.inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, micros]) => `${name.replaceAll('|', '\\|')} (${(micros / 1000).toFixed(0)})`)
        .join('; ');
      return `| ${(stall.micros / 1000).toFixed(0)} | ${what} |`;
    }),
  ].join('\n');
}

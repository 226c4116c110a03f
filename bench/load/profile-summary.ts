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

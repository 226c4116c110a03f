/**
 * Where a scan's time went, for --profile: the page's JavaScript self time per script (from the V8 profiler
 * over CDP, throttled like the figures) and when each file the scanner tab fetched arrived.
 */
import type { CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

const fileOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '(no script)';

export async function printProfile(cdp: CDPSession, page: Page): Promise<void> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node) return;
    const script = node.callFrame.url ? fileOf(node.callFrame.url) : `(${node.callFrame.functionName})`;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${script}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log('\nself time per script (ms):');
  for (const [script, ms] of top(byScript, 15)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${script}`);
  console.log('self time per function (ms):');
  for (const [name, ms] of top(byFunction, 20)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
      .map((entry) => [entry.name, Math.round(entry.startTime), Math.round(entry.responseEnd)] as const),
  );
  console.log('files fetched (start → end, ms from navigation):');
  for (const [name, start, end] of files)
    console.log(`  ${String(start).padStart(6)} → ${String(end).padStart(6)}  ${fileOf(name)}`);
}

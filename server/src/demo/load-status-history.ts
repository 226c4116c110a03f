/**
 * A year of status history for the demo's lit buoys and beacons, so the Availability screen shows believable
 * figures: most marks never down, some with one to three outages of a few hours to a week. Written once, on
 * marks whose only interval is the one their creation opened; a mark with any other history is left alone.
 */
import type { AssetStatus } from '@harbour/contract';
import type { Transactor } from '../db/transactor';
import type { createRepositories } from '../repositories';
import { DEMO_BUOYS } from './locations-data';

type Repositories = ReturnType<typeof createRepositories>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR_DAYS = 365;
/** The year is cut in three; each outage falls in a third of its own, so none overlap. */
const THIRD_DAYS = 120;

/** The outages of the i-th mark: days ago each began, and its length in hours (fixed, not random). */
export function demoOutages(i: number): { daysAgo: number; hours: number }[] {
  const count = [0, 1, 0, 2, 1, 0, 3, 0, 1, 0][i % 10] ?? 0;
  return Array.from({ length: count }, (_, k) => ({
    daysAgo: YEAR_DAYS - 5 - k * THIRD_DAYS - ((i * 17 + k * 31) % 100),
    hours: 4 + ((i * 13 + k * 29) % 9) * 18,
  }));
}

export async function loadDemoStatusHistory(tx: Transactor<Repositories>, now = Date.now()): Promise<number> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const assets = new Map((await tx.read((r) => r.assets.listAll())).map((a) => [a.name, a]));
  let written = 0;
  for (const [i, buoy] of DEMO_BUOYS.entries()) {
    const asset = assets.get(buoy.name);
    if (!asset) continue;
    const wrote = await tx.write(async (r) => {
      await r.locks.asset(asset.id, 'update');
      const history = await r.assets.statusHistory(asset.id);
      if (history.length !== 1 || history[0]?.cause !== 'created') return false;
      const current: AssetStatus = asset.status;
      const spans: { status: AssetStatus; startedAt: string }[] = [
        { status: current, startedAt: iso(now - YEAR_DAYS * DAY) },
      ];
      for (const outage of demoOutages(i)) {
        const start = now - outage.daysAgo * DAY;
        spans.push({ status: 'Under Maintenance', startedAt: iso(start) });
        spans.push({ status: current, startedAt: iso(start + outage.hours * HOUR) });
      }
      await r.assets.replaceStatusHistory(asset.id, spans, 'change');
      return true;
    });
    if (wrote) written++;
  }
  return written;
}

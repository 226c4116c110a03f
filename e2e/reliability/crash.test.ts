import { afterEach, describe, expect, it } from 'vitest';
import { Api } from '../support/api';
import { checkIntegrity, scannedLocations } from './support/integrity';
import { createStack, DATABASES, type Stack } from './support/stack';
import { counterOf, locationFor, WriteLoad } from './support/write-load';

const LOAD_MS = 3_000;

describe.each(DATABASES)('a killed server (%s)', (kind) => {
  let stack: Stack | undefined;
  afterEach(async () => {
    await stack?.cleanup();
    stack = undefined;
  });

  it('keeps every acknowledged write and an intact database after SIGKILL in the middle of a write load', async () => {
    stack = await createStack(kind);
    const first = await stack.start();
    const api = await Api.as(first.baseUrl, 'admin', stack.adminPassword);
    const assets = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.createAsset({ name: `Crash buoy ${i}`, type: 'Navigation buoy', location: locationFor(0) }),
      ),
    );

    // One after another: sign-ins in flight from one address count against its limit until they succeed.
    const crew: string[] = [];
    for (let i = 0; i < 12; i++) {
      await api.createUser(`crash.crew${i}`, 'crash-crew-password-7');
      crew.push((await Api.as(first.baseUrl, `crash.crew${i}`, 'crash-crew-password-7')).token);
    }
    const load = new WriteLoad(first.baseUrl, api.token, assets, `crash-${kind}`, crew);
    load.start();
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    // Kill while requests are on the wire, not between two of them.
    while (load.requestsInFlight() === 0) await new Promise((resolve) => setImmediate(resolve));
    load.stop();
    const exit = await first.kill('SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    const outcome = await load.settled();
    expect(outcome.failures).toEqual([]);

    // Back on the same address, as clients would find it.
    const second = await stack.start({ port: first.port });
    const after = new Api(second.baseUrl, api.token);
    const stored = new Map((await after.listAssets()).map((asset) => [asset.name, asset]));

    const missingCreates = outcome.createdNames.filter((name) => !stored.has(name));
    let updatesAcked = 0;
    let updatesFound = 0;
    const wrongUpdates: string[] = [];
    for (const asset of assets) {
      const track = outcome.updates.get(asset._id)!;
      const counter = counterOf(stored.get(asset.name)?.location ?? '');
      updatesAcked += track.acked;
      updatesFound += Math.min(counter, track.acked);
      if (counter !== track.acked && counter !== track.inFlight)
        wrongUpdates.push(
          `${asset.name}: stored ${counter}, acknowledged ${track.acked}, in flight ${track.inFlight}`,
        );
    }
    await second.stop();

    const scanned = await scannedLocations(stack);
    const missingScans = outcome.scanLocations.filter((location) => !scanned.has(location));
    const integrity = await checkIntegrity(stack);

    const creates = outcome.createdNames.length;
    const scans = outcome.scanLocations.length;
    const acknowledged = creates + updatesAcked + scans;
    const found = creates - missingCreates.length + updatesFound + scans - missingScans.length;
    console.log(
      `crash test (${kind}): ${acknowledged} acknowledged writes (${creates} creates, ${updatesAcked} updates, ` +
        `${scans} scans), ${found} found after restart, ${outcome.unanswered} unacknowledged in flight; ` +
        `${integrity.checked}: ${integrity.problems.length === 0 ? 'ok' : integrity.problems.join('; ')}`,
    );

    expect(creates).toBeGreaterThan(20);
    expect(updatesAcked).toBeGreaterThan(20);
    expect(scans).toBeGreaterThan(20);
    expect(missingCreates).toEqual([]);
    expect(wrongUpdates).toEqual([]);
    expect(missingScans).toEqual([]);
    expect(found).toBe(acknowledged);
    expect(integrity.problems).toEqual([]);
  });
});

/**
 * Concurrent writes against a running server, recording which ones were acknowledged (a 2xx arrived)
 * and which were still in flight when the server died. Updates to one asset run one after another, with
 * a counter in the location, so the stored value after a crash is decidable.
 */
import type { Asset } from '@harbour/contract';
import { gradientPng } from '../../support/fixtures-data';

export interface UpdateTrack {
  /** The highest location counter acknowledged (0: none). */
  acked: number;
  /** The counter of an update sent but not answered when the load stopped. */
  inFlight?: number;
}

export interface LoadOutcome {
  createdNames: string[];
  updates: Map<string, UpdateTrack>;
  scanLocations: string[];
  /** Requests sent before the stop that never got an answer. */
  unanswered: number;
  /** Answers that were not 2xx while the server was up: any is a bug. */
  failures: string[];
}

export const locationFor = (counter: number) => `Quay ${counter}`;
export const counterOf = (location: string) => Number(/^Quay (\d+)$/.exec(location)?.[1] ?? NaN);

const IMAGE = gradientPng(64, 48, [20, 90, 160]);

/** Scanning workers: worker w scans as tokens w, w + SCANNERS, w + 2 × SCANNERS, … in turn. */
const SCANNERS = 4;

export class WriteLoad {
  private stopped = false;
  private readonly outcome: LoadOutcome = {
    createdNames: [],
    updates: new Map(),
    scanLocations: [],
    unanswered: 0,
    failures: [],
  };
  private readonly workers: Promise<void>[] = [];
  private inFlight = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly assets: Asset[],
    private readonly tag: string,
    /**
     * Who scans: scans are rate-limited per person (120 at once, then 2 a second), so the scanners' load
     * is spread over several crew members as it is on a quay. The admin's token when none are given.
     */
    private readonly scannerTokens: string[] = [token],
  ) {}

  /** Starts creators, one updater per asset and scanners; they run until stop(). */
  start(creators = 4, scanners = SCANNERS): void {
    for (let w = 0; w < creators; w++) this.workers.push(this.creator(w));
    for (const asset of this.assets) this.workers.push(this.updater(asset));
    for (let w = 0; w < scanners; w++) this.workers.push(this.scanner(w));
  }

  requestsInFlight(): number {
    return this.inFlight;
  }

  /** No new requests from now on; the ones in flight finish or fail with the server. */
  stop(): void {
    this.stopped = true;
  }

  /** Waits for every worker to end (after stop() and the server's answer or death). */
  async settled(): Promise<LoadOutcome> {
    await Promise.all(this.workers);
    return this.outcome;
  }

  /** Sends one request; true on 2xx, false when it got no answer (recorded as in flight). */
  private async send(
    method: string,
    path: string,
    body: FormData | string,
    token = this.token,
  ): Promise<boolean> {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (typeof body === 'string') headers['Content-Type'] = 'application/json';
    this.inFlight++;
    try {
      const response = await fetch(`${this.baseUrl}/api${path}`, { method, headers, body });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      this.outcome.failures.push(`${method} ${path}: ${response.status}`);
      return false;
    } catch {
      this.outcome.unanswered++;
      return false;
    } finally {
      this.inFlight--;
    }
  }

  private form(name: string, location: string, withImage: boolean): FormData {
    const form = new FormData();
    form.append('name', name);
    form.append('type', 'Navigation buoy');
    form.append('location', location);
    form.append('status', 'Available');
    if (withImage)
      form.append('assetImage', new Blob([new Uint8Array(IMAGE)], { type: 'image/png' }), 'b.png');
    return form;
  }

  private async creator(worker: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const name = `${this.tag}-create-${worker}-${n}`;
      // One creator in four sends a photo, so the files table takes part in the crash too.
      const ok = await this.send('POST', '/assets', this.form(name, 'Pier 1', worker === 0));
      if (ok) this.outcome.createdNames.push(name);
      else return;
    }
  }

  private async updater(asset: Asset): Promise<void> {
    const track: UpdateTrack = { acked: 0 };
    this.outcome.updates.set(asset._id, track);
    for (let counter = 1; !this.stopped; counter++) {
      track.inFlight = counter;
      const ok = await this.send(
        'PUT',
        `/assets/${asset._id}`,
        this.form(asset.name, locationFor(counter), false),
      );
      if (!ok) return;
      track.acked = counter;
      delete track.inFlight;
    }
  }

  private async scanner(worker: number): Promise<void> {
    for (let n = 0; !this.stopped; n++) {
      const asset = this.assets[(worker + n) % this.assets.length]!;
      const scanLocation = `https://harbour.test/scan/${this.tag}/${worker}/${n}`;
      const ok = await this.send(
        'POST',
        '/assets/scan',
        JSON.stringify({ assetId: asset._id, scanLocation }),
        this.scannerTokens[(worker + n * SCANNERS) % this.scannerTokens.length],
      );
      if (ok) this.outcome.scanLocations.push(scanLocation);
      else return;
    }
  }
}

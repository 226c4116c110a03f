/**
 * What the round's scanner tells the person holding it: one entry per acted-on read, newest first. A read
 * starts as 'checking' and becomes what the server answered; the newest entry is the big banner.
 */
import { ApiError } from '@/lib/api-error';
import type { Message } from '@/i18n/define-messages';
import { roundMessages as m } from '../round-messages';

export type ScanOutcome =
  'checking' | 'found' | 'already-found' | 'unexpected' | 'unknown' | 'failed' | 'moved' | 'queued';

export interface ScanEntry {
  id: number;
  code: string;
  outcome: ScanOutcome;
  assetId: string | null;
  assetName: string | null;
  /** Why a code was refused or a mark failed: the server's words, or ours (put in the language where shown). */
  message: string | Message<string> | null;
  /** Decided on this phone without signal: the mark waits in the outbox (offline field mode). */
  offline: boolean;
}

export type ScanEvent =
  /** A label read (or typed); `assetId` is null when the code is not one of our asset links. */
  | { type: 'read'; id: number; code: string; assetId: string | null }
  | { type: 'answered'; id: number; result: string; assetName: string; offline: boolean }
  | { type: 'refused'; id: number; error: unknown }
  /** "Move here" set this asset's location to the round's. */
  | { type: 'moved'; assetId: string };

/** How many reads the log keeps on screen. */
const KEPT = 8;

export const SCAN_MESSAGES = { notOurs: m.notOurs, noAsset: m.noAsset, failed: m.scanFailed } as const;

const ANSWERS: Record<string, ScanOutcome> = {
  found: 'found',
  'already-found': 'already-found',
  unexpected: 'unexpected',
  queued: 'queued',
};

/** The outcome of the server's answer to a mark (a result a newer server adds reads as found). */
export function answerOutcome(result: string): ScanOutcome {
  return ANSWERS[result] ?? 'found';
}

/** How a refused mark reads: a label whose asset the server does not know is an unknown code. */
export function refusal(error: unknown): Pick<ScanEntry, 'outcome' | 'message'> {
  if (error instanceof ApiError && error.status === 404 && /asset/i.test(error.serverMessage ?? ''))
    return { outcome: 'unknown', message: SCAN_MESSAGES.noAsset };
  if (error instanceof ApiError && error.serverMessage)
    return { outcome: 'failed', message: error.serverMessage };
  return { outcome: 'failed', message: SCAN_MESSAGES.failed };
}

function update(entries: ScanEntry[], id: number, change: Partial<ScanEntry>): ScanEntry[] {
  return entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
}

export function scanLogReducer(entries: ScanEntry[], event: ScanEvent): ScanEntry[] {
  switch (event.type) {
    case 'read': {
      const entry: ScanEntry = event.assetId
        ? {
            id: event.id,
            code: event.code,
            outcome: 'checking',
            assetId: event.assetId,
            assetName: null,
            message: null,
            offline: false,
          }
        : {
            id: event.id,
            code: event.code,
            outcome: 'unknown',
            assetId: null,
            assetName: null,
            message: SCAN_MESSAGES.notOurs,
            offline: false,
          };
      return [entry, ...entries].slice(0, KEPT);
    }
    case 'answered':
      return update(entries, event.id, {
        outcome: answerOutcome(event.result),
        assetName: event.assetName || null,
        offline: event.offline,
      });
    case 'refused':
      return update(entries, event.id, refusal(event.error));
    case 'moved':
      return entries.map((entry) =>
        entry.assetId === event.assetId && entry.outcome === 'unexpected'
          ? { ...entry, outcome: 'moved' }
          : entry,
      );
  }
}

/** The sound and vibration each outcome makes; a read still being checked makes none yet. */
export type ScanSignal = 'found' | 'already-found' | 'unexpected' | 'unknown';

export function signalFor(outcome: ScanOutcome): ScanSignal | null {
  switch (outcome) {
    case 'found':
    case 'already-found':
    case 'unexpected':
    case 'unknown':
      return outcome;
    case 'queued':
      return 'found';
    case 'failed':
      return 'unknown';
    case 'checking':
    case 'moved':
      return null;
  }
}

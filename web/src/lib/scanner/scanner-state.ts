/** The scanner's life-cycle: not started, scanning, paused, and the moves between them. */

export type ScannerState = 'not-started' | 'scanning' | 'paused';
export type ScannerAction = 'start' | 'pause' | 'resume' | 'stop';

type Transition = { ok: true; state: ScannerState } | { ok: false; state: ScannerState; reason: string };

const moves: Record<ScannerAction, Partial<Record<ScannerState, ScannerState>>> = {
  start: { 'not-started': 'scanning' },
  pause: { scanning: 'paused' },
  resume: { paused: 'scanning' },
  stop: { scanning: 'not-started', paused: 'not-started' },
};

const refusals: Record<ScannerAction, string> = {
  start: 'The scanner can only start when it is not started',
  pause: 'The scanner can only pause while scanning',
  resume: 'The scanner can only resume when paused',
  stop: 'The scanner is not running',
};

export function transition(state: ScannerState, action: ScannerAction): Transition {
  const next = moves[action][state];
  return next ? { ok: true, state: next } : { ok: false, state, reason: refusals[action] };
}

export function canTransition(state: ScannerState, action: ScannerAction): boolean {
  return moves[action][state] !== undefined;
}

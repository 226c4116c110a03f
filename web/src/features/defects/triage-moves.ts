/** Which triage buttons a defect in a state offers: the contract's moves, each with its words. */
import { DEFECT_TRANSITIONS, type DefectState } from '@harbour/contract';
import { defectMessages as m } from './defect-messages';

export type TriageMove =
  | {
      kind: 'set';
      state: 'accepted' | 'closed' | 'new';
      label: typeof m.accept | typeof m.close | typeof m.reopen;
    }
  | { kind: 'duplicate' }
  | { kind: 'reject' };

/** In the order a button row shows them: the usual next step first. */
export function triageMoves(state: DefectState): TriageMove[] {
  return DEFECT_TRANSITIONS[state].map((to): TriageMove => {
    if (to === 'duplicate') return { kind: 'duplicate' };
    if (to === 'rejected') return { kind: 'reject' };
    if (to === 'accepted') return { kind: 'set', state: to, label: state === 'closed' ? m.reopen : m.accept };
    if (to === 'closed') return { kind: 'set', state: to, label: m.close };
    return { kind: 'set', state: to, label: m.reopen };
  });
}

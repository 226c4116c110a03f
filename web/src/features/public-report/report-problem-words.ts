/** Which words a visitor reads when a report is refused or not sent, and how a report's state reads. */
import { PUBLIC_DEFECT_STATES, type PublicDefectState } from '@harbour/contract';
import { ApiError } from '@/lib/api-error';
import { publicReportMessages as m } from './public-report-messages';

const TOO_LARGE_CODES: readonly (string | undefined)[] = [
  'file-too-large',
  'image-too-large',
  'payload-too-large',
];

type SendWords = typeof m.noConnection | typeof m.tooMany | typeof m.notSent;
type StateWords =
  typeof m.stateReceived | typeof m.stateInProgress | typeof m.stateRejected | typeof m.stateClosed;

export type SendProblem =
  | { kind: 'message'; message: SendWords }
  | { kind: 'photo-too-large' }
  /** The server's own words (in Norwegian, the words for its code): a refusal the form cannot foresee. */
  | { kind: 'server'; error: ApiError };

export function sendProblem(error: unknown): SendProblem {
  if (!(error instanceof ApiError)) return { kind: 'message', message: m.noConnection };
  if (error.status === 429) return { kind: 'message', message: m.tooMany };
  if (error.status === 413 || TOO_LARGE_CODES.includes(error.code)) return { kind: 'photo-too-large' };
  if (error.serverMessage && error.status < 500) return { kind: 'server', error };
  return { kind: 'message', message: m.notSent };
}

const STATE_WORDS: Readonly<Record<PublicDefectState, StateWords>> = {
  received: m.stateReceived,
  'in-progress': m.stateInProgress,
  rejected: m.stateRejected,
  closed: m.stateClosed,
};

/** A state a newer server adds reads as received: the report is there, and nothing more is promised. */
export const reportStateWords = (state: string): StateWords =>
  isPublicState(state) ? STATE_WORDS[state] : m.stateReceived;

const isPublicState = (state: string): state is PublicDefectState =>
  (PUBLIC_DEFECT_STATES as readonly string[]).includes(state);

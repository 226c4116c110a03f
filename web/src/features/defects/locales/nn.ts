import type { TranslationsOf } from '@/i18n/define-messages';
import type { defectMessages } from '../defect-messages';

export const defectsNn: TranslationsOf<typeof defectMessages> = {
  reportTitle: 'Meld frå om eit problem',
  loadingAsset: 'Lastar eigedelen...',
  whatIsWrong: 'Kva er gale?',
  commonFaults: 'Vanlege feil for denne typen: trykk på ein for å bruke han',
  describeProblem: 'Skildra problemet.',
  descriptionTooLong: 'Skriv høgst {max} teikn.',
  severity: 'Alvorsgrad',
  severitySafety: 'Tryggleik',
  severitySafetyHint: 'Set eigedelen til Under vedlikehald og varslar vakthavande.',
  severityNormal: 'Normal',
  severityNormalHint: 'Må reparerast, men eigedelen er trygg å bruke i mellomtida.',
  severityLow: 'Låg',
  severityLowHint: 'Mindre feil: kan vente til neste planlagde vedlikehald.',
  photos: 'Bilete (opptil {max})',
  send: 'Send meldinga',
  sending: 'Sender...',
  cancel: 'Avbryt',
  sent: 'Problemet er meldt: {reference}',
  queued: 'Inga dekning: meldinga er lagra på telefonen og blir send når du er tilkopla igjen.',
  notSent: 'Meldinga kunne ikkje sendast.',
};

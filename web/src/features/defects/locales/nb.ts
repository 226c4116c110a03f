import type { TranslationsOf } from '@/i18n/define-messages';
import type { defectMessages } from '../defect-messages';

export const defectsNb: TranslationsOf<typeof defectMessages> = {
  reportTitle: 'Meld fra om et problem',
  loadingAsset: 'Laster eiendelen...',
  whatIsWrong: 'Hva er galt?',
  commonFaults: 'Vanlige feil for denne typen: trykk på en for å bruke den',
  describeProblem: 'Beskriv problemet.',
  descriptionTooLong: 'Skriv høyst {max} tegn.',
  severity: 'Alvorlighet',
  severitySafety: 'Sikkerhet',
  severitySafetyHint: 'Setter eiendelen til Under vedlikehold og varsler vakthavende.',
  severityNormal: 'Normal',
  severityNormalHint: 'Må repareres, men eiendelen er trygg å bruke i mellomtiden.',
  severityLow: 'Lav',
  severityLowHint: 'Mindre feil: kan vente til neste planlagte vedlikehold.',
  photos: 'Bilder (opptil {max})',
  send: 'Send meldingen',
  sending: 'Sender...',
  cancel: 'Avbryt',
  sent: 'Problemet er meldt: {reference}',
  queued: 'Ingen dekning: meldingen er lagret på telefonen og sendes når du er tilkoblet igjen.',
  notSent: 'Meldingen kunne ikke sendes.',
};

import type { TranslationsOf } from '@/i18n/define-messages';
import type { landingMessages } from '../landing-messages';

export const landingNb: TranslationsOf<typeof landingMessages> = {
  login: 'Logg inn',
  badge: 'Eiendelsregister med QR-koder',
  title: 'System for maritim eiendelsforvaltning',
  lead: 'Følg fartøy, utstyr og havneanlegg fra kaia til åpent hav. Hver eiendel har en QR-kode: skann den og se hvem som har den, hvor den er og hvilken tilstand den er i.',
  getStarted: 'Kom i gang',
  sampleAsset: 'Eiendel',
  sampleName: 'Losbåt Fiskeørn',
  sampleStatus: 'I bruk',
  sampleLocationLabel: 'Sted',
  sampleLocation: 'Nordkaia, kaiplass 4',
  sampleAssigneeLabel: 'Tildelt',
  sampleAssignee: 'Havnefogdens kontor',
  stepScan: 'Skann',
  stepScanWhat: 'merkelappen',
  stepSee: 'Se',
  stepSeeWhat: 'ansvarlig og tilstand',
  stepRecord: 'Registrer',
  stepRecordWhat: 'hver skanning',
  featuresEyebrow: 'Funksjoner',
  featuresTitle: 'Alt flåten og anleggene trenger',
  trackingTitle: 'Eiendelssporing med QR-koder',
  trackingText:
    'Merk hvert fartøy, hver bøye, kran og radio med en slitesterk QR-kode. Én skanning viser detaljene og registrerer hvor den ble sett.',
  analyticsTitle: 'Driftsanalyse',
  analyticsText:
    'Følg fartøyenes ytelse, vedlikeholdsplaner og driftseffektivitet i hele flåten fra ett dashbord.',
  complianceTitle: 'Kontroll og sertifikater',
  complianceText:
    'Hold orden på kontroller, besiktelser og service av sikkerhetsutstyr, med full historikk over hver endring på hver eiendel.',
  crewTitle: 'Mannskap',
  crewText:
    'Styr mannskapets tildelinger, sertifikater og vaktplaner, og se med ett blikk hvem som har ansvar for hvilket utstyr.',
  whyTitle: 'Hvorfor velge vår plattform',
  expertiseTitle: 'Bransjekunnskap',
  expertiseText:
    'Laget etter hvordan havnevesen, los og kyststasjoner faktisk arbeider: fartøy, fortøyninger, kraner, redningsmidler og folkene som tar vare på dem.',
  realTimeTitle: 'Oppdatert i sanntid',
  realTimeText:
    'Hver skanning, tildeling og statusendring registreres i det øyeblikket den skjer, så dashbordet alltid viser flåten slik den er nå.',
  accessTitle: 'Tilgjengelig overalt',
  accessText:
    'Virker i alle moderne nettlesere, på kontoret, på et nettbrett på kaia eller på en telefon på dekk, der de ansatte og eiendelene er.',
  footer: '© {year} {orgName}. Alle rettigheter forbeholdt.',
};

import type { TranslationsOf } from '@/i18n/define-messages';
import type { landingMessages } from '../landing-messages';

export const landingNn: TranslationsOf<typeof landingMessages> = {
  login: 'Logg inn',
  badge: 'Eigedelsregister med QR-kodar',
  title: 'System for maritim eigedelsforvaltning',
  lead: 'Følg fartøy, utstyr og hamneanlegg frå kaia til ope hav. Kvar eigedel har ein QR-kode: skann han og sjå kven som har han, kvar han er og kva tilstand han er i.',
  getStarted: 'Kom i gang',
  sampleAsset: 'Eigedel',
  sampleName: 'Losbåt Fiskeørn',
  sampleStatus: 'I bruk',
  sampleLocationLabel: 'Stad',
  sampleLocation: 'Nordkaia, kaiplass 4',
  sampleAssigneeLabel: 'Tildelt',
  sampleAssignee: 'Hamnefogdens kontor',
  stepScan: 'Skann',
  stepScanWhat: 'merkelappen',
  stepSee: 'Sjå',
  stepSeeWhat: 'ansvarleg og tilstand',
  stepRecord: 'Registrer',
  stepRecordWhat: 'kvar skanning',
  featuresEyebrow: 'Funksjonar',
  featuresTitle: 'Alt flåten og anlegga treng',
  trackingTitle: 'Eigedelssporing med QR-kodar',
  trackingText:
    'Merk kvart fartøy, kvar bøye, kran og radio med ein slitesterk QR-kode. Éin skanning viser detaljane og registrerer kvar han vart sett.',
  analyticsTitle: 'Driftsanalyse',
  analyticsText:
    'Følg ytinga til fartøya, vedlikehaldsplanar og driftseffektivitet i heile flåten frå eitt dashbord.',
  complianceTitle: 'Kontroll og sertifikat',
  complianceText:
    'Hald orden på kontrollar, besiktingar og service av tryggingsutstyr, med full historikk over kvar endring på kvar eigedel.',
  crewTitle: 'Mannskap',
  crewText:
    'Styr tildelingane, sertifikata og vaktplanane til mannskapet, og sjå med eitt blikk kven som har ansvar for kva utstyr.',
  whyTitle: 'Kvifor velje plattforma vår',
  expertiseTitle: 'Bransjekunnskap',
  expertiseText:
    'Laga etter korleis hamnevesen, los og kyststasjonar faktisk arbeider: fartøy, fortøyingar, kranar, redningsmiddel og folka som tek vare på dei.',
  realTimeTitle: 'Oppdatert i sanntid',
  realTimeText:
    'Kvar skanning, tildeling og statusendring blir registrert i same augneblink som ho skjer, så dashbordet alltid viser flåten slik han er no.',
  accessTitle: 'Tilgjengeleg overalt',
  accessText:
    'Verkar i alle moderne nettlesarar, på kontoret, på eit nettbrett på kaia eller på ein telefon på dekk, der dei tilsette og eigedelane er.',
  footer: '© {year} {orgName}. Alle rettar reserverte.',
};

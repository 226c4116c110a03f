import type { TranslationsOf } from '@/i18n/define-messages';
import type { chartPositionMessages } from '../chart-position-messages';

export const chartPositionNn: TranslationsOf<typeof chartPositionMessages> = {
  label: 'Kartposisjon',
  hint: 'Som i kartet, t.d. {example}, eller i desimalgrader. La feltet stå tomt for ingen.',
  readsAs: 'Lesen som {position}',
  howToWrite: 'Skriv ein posisjon som {example} eller som {decimal}',
  wholeDegrees: 'Gradene må vere heile når minutt følgjer etter',
  minutesRange: 'Minutta må vere frå 0 til under 60',
  wholeMinutes: 'Minutta må vere heile når sekund følgjer etter',
  secondsRange: 'Sekunda må vere frå 0 til under 60',
  minusOrLetter: 'Bruk anten minusteikn eller S og W, ikkje begge',
  oneOfEach: 'Oppgi éi breidd (N eller S) og éi lengd (E eller W)',
  latitudeRange: 'Breidda må vere mellom 90° S og 90° N',
  longitudeRange: 'Lengda må vere mellom 180° W og 180° E',
};

import type { TranslationsOf } from '@/i18n/define-messages';
import type { chartPositionMessages } from '../chart-position-messages';

export const chartPositionNb: TranslationsOf<typeof chartPositionMessages> = {
  label: 'Kartposisjon',
  hint: 'Som i kartet, f.eks. {example}, eller i desimalgrader. La feltet stå tomt for ingen.',
  readsAs: 'Leses som {position}',
  howToWrite: 'Skriv en posisjon som {example} eller som {decimal}',
  wholeDegrees: 'Gradene må være hele når minutter følger etter',
  minutesRange: 'Minuttene må være fra 0 til under 60',
  wholeMinutes: 'Minuttene må være hele når sekunder følger etter',
  secondsRange: 'Sekundene må være fra 0 til under 60',
  minusOrLetter: 'Bruk enten minustegn eller S og W, ikke begge',
  oneOfEach: 'Oppgi én bredde (N eller S) og én lengde (E eller W)',
  latitudeRange: 'Bredden må være mellom 90° S og 90° N',
  longitudeRange: 'Lengden må være mellom 180° W og 180° E',
};

import type { TranslationsOf } from '@/i18n/define-messages';
import type { cameraMessages } from '../camera-messages';

export const cameraNb: TranslationsOf<typeof cameraMessages> = {
  insecureContext: 'Kameraet kan bare brukes på en sikker tilkobling, som https eller localhost',
  noCamera: 'Fant ikke noe kamera på denne enheten. Du kan fortsatt skanne en bildefil nedenfor.',
  permissionNeeded:
    'Skanning krever tilgang til kameraet. Gi dette nettstedet tilgang til kameraet (kamera- eller låsikonet i ' +
    'adressefeltet, eller innstillingene i nettleseren), og trykk så Start skanning.',
  cameraBusy: 'Kameraet brukes av en annen app. Lukk den appen, og trykk så Start skanning.',
  startFailed: 'Kameraet kunne ikke startes',
  decoderFailed: 'QR-leseren kunne ikke lastes. Sjekk tilkoblingen og last inn siden på nytt.',
  torchOnFailed: 'Kunne ikke slå på lommelykten',
  torchOffFailed: 'Kunne ikke slå av lommelykten',
};

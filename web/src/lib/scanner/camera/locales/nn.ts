import type { TranslationsOf } from '@/i18n/define-messages';
import type { cameraMessages } from '../camera-messages';

export const cameraNn: TranslationsOf<typeof cameraMessages> = {
  insecureContext: 'Kameraet kan berre brukast på ei sikker tilkopling, som https eller localhost',
  noCamera: 'Fann ikkje noko kamera på denne eininga. Du kan framleis skanne ei biletfil nedanfor.',
  permissionNeeded:
    'Skanning krev tilgang til kameraet. Gje denne nettstaden tilgang til kameraet (kamera- eller låsikonet i ' +
    'adressefeltet, eller innstillingane i nettlesaren), og trykk så Start skanning.',
  cameraBusy: 'Kameraet vert brukt av ein annan app. Lukk den appen, og trykk så Start skanning.',
  startFailed: 'Kameraet kunne ikkje startast',
  decoderFailed: 'QR-lesaren kunne ikkje lastast. Sjekk tilkoplinga og last inn sida på nytt.',
  torchOnFailed: 'Kunne ikkje slå på lommelykta',
  torchOffFailed: 'Kunne ikkje slå av lommelykta',
};

/** The words of the safety defect e-mail to the duty officers, English here, Norwegian beside. */
import { defineMessages } from '@harbour/contract';
import type { Translations } from '../common/reader-language';

export const defectMailMessages = defineMessages('defectMail', {
  subject: 'Safety defect on {asset}: {reference}',
  intro: 'Hello {name}, a safety defect was reported and {asset} is now Under Maintenance.',
  asset: 'Asset: {asset} ({type}, {location})',
  reference: 'Reference: {reference}',
  reportedBy: 'Reported by: {name}',
  publicReporter: 'a member of the public',
  description: 'Description:',
  open: 'Open it: {url}',
});

export const defectMailTranslations: Translations<typeof defectMailMessages> = {
  nb: {
    subject: 'Sikkerhetsfeil på {asset}: {reference}',
    intro: 'Hei {name}! En sikkerhetsfeil er meldt, og {asset} er nå under vedlikehold.',
    asset: 'Eiendel: {asset} ({type}, {location})',
    reference: 'Referanse: {reference}',
    reportedBy: 'Meldt av: {name}',
    publicReporter: 'en publikummer',
    description: 'Beskrivelse:',
    open: 'Åpne den: {url}',
  },
  nn: {
    subject: 'Tryggleiksfeil på {asset}: {reference}',
    intro: 'Hei {name}! Ein tryggleiksfeil er meld, og {asset} er no under vedlikehald.',
    asset: 'Eigedel: {asset} ({type}, {location})',
    reference: 'Referanse: {reference}',
    reportedBy: 'Meld av: {name}',
    publicReporter: 'ein publikummar',
    description: 'Skildring:',
    open: 'Opne han: {url}',
  },
};

import type { LabelTemplate } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { translate } from '@/i18n/translator';
import { labelMessages as m } from './label-messages';

const DESCRIPTIONS: Record<string, Message<string>> = {
  'avery-l7163': m.templateAveryL7163,
  'avery-l7160': m.templateAveryL7160,
  'avery-l7651': m.templateAveryL7651,
  'avery-5160': m.templateAvery5160,
  'avery-5163': m.templateAvery5163,
  'avery-22805': m.templateAvery22805,
  'brother-dk-22205': m.templateBrotherDk22205,
  'brother-dk-11201': m.templateBrotherDk11201,
};

/** "Avery L7163: A4, 14 labels of 99.1 × 38.1 mm" in the reader's language; a template only a newer server has, in its words. */
export function templateOption(template: Pick<LabelTemplate, 'id' | 'name' | 'description'>): string {
  const description = DESCRIPTIONS[template.id];
  return translate(m.templateOption, {
    name: template.name,
    description: description ? translate(description) : template.description,
  });
}

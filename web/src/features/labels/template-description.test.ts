import { afterEach, describe, expect, it } from 'vitest';
import { LABEL_TEMPLATES } from '@harbour/contract';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { templateOption } from './template-description';

afterEach(() => setLanguage('en', { remember: false }));

describe('label template descriptions', () => {
  it("read in English exactly as the server's template list has them", () => {
    for (const template of LABEL_TEMPLATES)
      expect(templateOption(template)).toBe(`${template.name}: ${template.description}`);
  });

  it('read in nynorsk for every built-in template, and in its own words for one a newer server added', async () => {
    const { default: nn } = await import('@/app/catalogs/nn');
    provideCatalogs({
      nb: () => Promise.resolve({ default: {} }),
      nn: () => Promise.resolve({ default: nn }),
    });
    await setLanguage('nn', { remember: false });
    for (const template of LABEL_TEMPLATES)
      expect(templateOption(template), template.id).not.toContain(template.description);
    expect(templateOption(LABEL_TEMPLATES[0]!)).toBe('Avery L7163: A4, 14 etikettar på 99,1 × 38,1 mm');
    expect(templateOption({ id: 'zebra-new', name: 'Zebra Z1', description: '4 × 6 in' })).toBe(
      'Zebra Z1: 4 × 6 in',
    );
  });
});

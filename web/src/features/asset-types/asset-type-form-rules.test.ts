import { afterEach, describe, expect, it } from 'vitest';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import {
  emptyTypeForm,
  newFault,
  newField,
  typeFormIssues,
  typeFormSchema,
  type FieldFormValues,
} from './asset-type-form-rules';

const field = (patch: Partial<FieldFormValues>): FieldFormValues => ({ ...newField(), ...patch });

const lightCharacter = field({
  key: 'light_character',
  labelEn: 'Light character',
  labelNb: 'Lyskarakter',
  inList: true,
});
const colour = field({ key: 'colour', labelEn: 'Colour', kind: 'choice', options: 'Red\n\nGreen \n' });
const height = field({ key: 'height', labelEn: 'Height', kind: 'number', unit: 'm', min: '0', max: '12,5' });

describe('the asset type form', () => {
  it('sends the common faults in their order, trimmed, an empty row left out; the same fault twice is refused', () => {
    const values = {
      ...emptyTypeForm(),
      name: 'Lit buoy',
      commonFaults: [newFault(' Light not working '), newFault(''), newFault('Off station')],
    };
    expect(typeFormSchema.parse(values).commonFaults).toEqual(['Light not working', 'Off station']);
    const twice = typeFormIssues({
      ...values,
      commonFaults: [newFault('Light not working'), newFault('light not working')],
    });
    expect(twice.map((issue) => issue.path)).toEqual(['commonFaults']);
  });

  it('sends the type as the contract takes it: trimmed options, numbers with a decimal comma, empty labels left out', () => {
    const values = {
      ...emptyTypeForm(),
      name: 'Lit buoy',
      publicReports: true,
      availabilityCategory: '2' as const,
      fields: [lightCharacter, colour, height],
    };
    expect(typeFormIssues(values)).toEqual([]);
    const sent = typeFormSchema.parse(values);
    expect(sent).toMatchObject({
      name: 'Lit buoy',
      publicReports: true,
      offStationMeters: 50,
      availabilityCategory: 2,
    });
    expect(JSON.parse(JSON.stringify(sent.fields))).toEqual([
      {
        key: 'light_character',
        label: { en: 'Light character', nb: 'Lyskarakter' },
        kind: 'text',
        required: false,
        inList: true,
      },
      {
        key: 'colour',
        label: { en: 'Colour' },
        kind: 'choice',
        options: ['Red', 'Green'],
        required: false,
        inList: false,
      },
      {
        key: 'height',
        label: { en: 'Height' },
        kind: 'number',
        unit: 'm',
        min: 0,
        max: 12.5,
        required: false,
        inList: false,
      },
    ]);
  });

  it("refuses by the contract's rules, each beside its field", () => {
    const issues = typeFormIssues({
      ...emptyTypeForm(),
      name: '',
      offStationMeters: 'far',
      fields: [
        field({ key: 'Light', labelEn: 'Light' }),
        field({ key: 'colour', labelEn: '', kind: 'choice' }),
        field({ key: 'colour', labelEn: 'Height', kind: 'number', min: '5', max: 'x' }),
      ],
    });
    expect(issues.map((issue) => issue.path)).toEqual([
      'offStationMeters',
      'fields.2.max',
      'name',
      'fields.0.key',
      'fields.1.labelEn',
      'fields.1.options',
    ]);
    expect(issues.find((issue) => issue.path === 'fields.1.options')?.message).toBe(
      'A choice needs its options',
    );
    expect(
      typeFormIssues({
        ...emptyTypeForm(),
        name: 'Buoy',
        fields: [lightCharacter, { ...colour, key: 'light_character' }],
      }),
    ).toEqual([{ path: 'fields.1.key', message: 'Field key light_character is used twice' }]);
  });
});

describe('the asset type form in bokmål', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it('says what is wrong in bokmål', async () => {
    const { default: nb } = await import('@/app/catalogs/nb');
    provideCatalogs({
      nb: () => Promise.resolve({ default: nb }),
      nn: () => Promise.resolve({ default: {} }),
    });
    await setLanguage('nb', { remember: false });
    const issues = typeFormIssues({ ...emptyTypeForm(), name: '', offStationMeters: '0,5' });
    expect(issues).toEqual([
      { path: 'offStationMeters', message: 'Skriv et helt antall meter fra 1 til 100000' },
      { path: 'name', message: 'Må fylles ut' },
    ]);
  });
});

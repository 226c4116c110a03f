import { describe, expect, it } from 'vitest';
import {
  checkFieldValue,
  createAssetTypeSchema,
  fieldDefinitionSchema,
  valueFits,
  type FieldDefinition,
} from './asset-type';
import { assetTypeKey } from './field-values';

const field = (kind: FieldDefinition['kind'], extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  key: 'value',
  label: { en: 'Value' },
  kind,
  required: false,
  inList: false,
  ...extra,
});

const accepted = (definition: FieldDefinition, input: unknown) => {
  const checked = checkFieldValue(definition, input);
  return checked.ok ? checked.value : `refused: ${checked.code}`;
};

describe('asset type names', () => {
  it('match ignoring case and spaces', () => {
    expect(assetTypeKey('Lit buoy')).toBe(assetTypeKey(' LITBUOY'));
    expect(assetTypeKey('Lit  Buoy')).toBe('litbuoy');
  });
});

describe('field values by kind', () => {
  it('text: trimmed, refused when over 200 characters or holding an invisible character', () => {
    expect(accepted(field('text'), '  Fl(2) G 6s ')).toBe('Fl(2) G 6s');
    expect(accepted(field('text'), 'x'.repeat(201))).toBe('refused: too-long');
    expect(accepted(field('text'), 'a\u200Bb')).toBe('refused: invalid-characters');
  });

  it('number: a decimal point or comma, within its bounds', () => {
    const capacity = field('number', { unit: 'kg', min: 0, max: 50 });
    expect(accepted(capacity, '6,5')).toBe(6.5);
    expect(accepted(capacity, 12)).toBe(12);
    expect(accepted(capacity, 'six')).toBe('refused: not-a-number');
    expect(accepted(capacity, '-1')).toBe('refused: below-min');
    expect(accepted(capacity, '50.5')).toBe('refused: above-max');
  });

  it('date: a real date written YYYY-MM-DD', () => {
    expect(accepted(field('date'), '2026-02-28')).toBe('2026-02-28');
    expect(accepted(field('date'), '2026-02-30')).toBe('refused: invalid-date');
    expect(accepted(field('date'), '28.02.2026')).toBe('refused: invalid-date');
  });

  it('choice: one of its options, matched ignoring case and stored as the option is written', () => {
    const pack = field('choice', { options: ['SOLAS A', 'SOLAS B'] });
    expect(accepted(pack, 'solas b')).toBe('SOLAS B');
    expect(accepted(pack, 'SOLAS C')).toBe('refused: not-an-option');
  });

  it('yes-no: a boolean or a yes/no word in English or Norwegian', () => {
    expect(accepted(field('yes-no'), true)).toBe(true);
    expect(accepted(field('yes-no'), 'Ja')).toBe(true);
    expect(accepted(field('yes-no'), 'no')).toBe(false);
    expect(accepted(field('yes-no'), 'maybe')).toBe('refused: not-yes-no');
  });

  it('IMO, MMSI and call sign by their issuers rules', () => {
    expect(accepted(field('imo'), 'IMO 9074729')).toBe('9074729');
    expect(accepted(field('imo'), '9074728')).toBe('refused: imo-check-digit');
    expect(accepted(field('mmsi'), '25712345')).toBe('refused: mmsi-format');
    expect(accepted(field('mmsi'), '257123456')).toBe('257123456');
    expect(accepted(field('call-sign'), 'lajv3')).toBe('LAJV3');
    expect(accepted(field('call-sign'), 'L')).toBe('refused: call-sign-format');
  });

  it('an empty value clears an optional field and is refused for a required one', () => {
    expect(accepted(field('text'), '  ')).toBeNull();
    expect(accepted(field('number'), null)).toBeNull();
    expect(accepted(field('text', { required: true }), '')).toBe('refused: required');
  });

  it('the refusal names the field in words', () => {
    const checked = checkFieldValue(field('imo', { label: { en: 'IMO number' } }), '9074728');
    expect(checked).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^IMO number 9074728 .*check digit/),
    });
  });

  it('a stored value that no longer fits a changed field is flagged, not lost', () => {
    expect(valueFits(field('number'), 12)).toBe(true);
    expect(valueFits(field('text'), 12)).toBe(false);
    expect(valueFits(field('choice', { options: ['Diesel'] }), 'Petrol')).toBe(false);
  });
});

describe('field definitions', () => {
  const refusal = (input: unknown) =>
    fieldDefinitionSchema
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('need a key, an English label and a kind', () => {
    expect(refusal({ key: 'Light', label: { en: 'Light' }, kind: 'text' })?.[0]).toMatch(
      /^key: Field key must start/,
    );
    expect(refusal({ key: 'light', label: {}, kind: 'text' })?.[0]).toMatch(/^label\.en: /);
    expect(refusal({ key: 'light', label: { en: 'Light' }, kind: 'colour' })?.[0]).toMatch(
      /^kind: Field kind must be one of/,
    );
  });

  it('give a choice its options, and a number alone a unit and bounds', () => {
    expect(refusal({ key: 'pack', label: { en: 'Pack' }, kind: 'choice' })).toEqual([
      'options: A choice needs its options',
    ]);
    expect(refusal({ key: 'pack', label: { en: 'Pack' }, kind: 'choice', options: ['A', 'a'] })).toEqual([
      'options: Options must differ from each other',
    ]);
    expect(refusal({ key: 'agent', label: { en: 'Agent' }, kind: 'text', unit: 'kg' })).toEqual([
      'unit: Only a number has a unit',
    ]);
    expect(refusal({ key: 'range', label: { en: 'Range' }, kind: 'number', min: 5, max: 1 })).toEqual([
      'max: The largest value must not be less than the smallest',
    ]);
  });

  it('a type refuses a key used twice', () => {
    const parsed = createAssetTypeSchema.safeParse({
      name: 'Lit buoy',
      fields: [
        { key: 'light', label: { en: 'Light' }, kind: 'text' },
        { key: 'light', label: { en: 'Light again' }, kind: 'text' },
      ],
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.1.key']);
  });
});

import { describe, expect, it } from 'vitest';
import { withOccurredAt } from './occurred-at';

const AT = '2026-11-29T14:00:00.000Z';

describe('the time a queued write happened, added as its route reads it', () => {
  it("goes into a defect's JSON field when the report was queued with photos", () => {
    const queued = withOccurredAt(
      {
        form: {
          fields: [['defect', JSON.stringify({ description: 'Light not working', severity: 'safety' })]],
          files: [{ field: 'photo.1', name: 'buoy.jpg', type: 'image/jpeg', bytes: new ArrayBuffer(3) }],
        },
      },
      AT,
    );
    expect('form' in queued && JSON.parse(queued.form.fields[0]![1])).toEqual({
      description: 'Light not working',
      severity: 'safety',
      occurredAt: AT,
    });
    expect('form' in queued && queued.form.files).toHaveLength(1);
  });

  it('goes into the JSON body of a report without photos, and leaves other form fields alone', () => {
    expect(withOccurredAt({ json: { description: 'Chain worn' } }, AT)).toEqual({
      json: { description: 'Chain worn', occurredAt: AT },
    });
    const other = withOccurredAt({ form: { fields: [['note', 'x']], files: [] } }, AT);
    expect('form' in other && other.form.fields).toEqual([['note', 'x']]);
  });
});

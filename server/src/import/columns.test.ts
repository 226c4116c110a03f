import { describe, expect, it } from 'vitest';
import { mapColumns } from './columns';

const fieldsOf = (headers: string[]) => mapColumns(headers, {}).map((column) => column.field);

describe('which field a header is read into', () => {
  it('reads a field named in English, bokmål or nynorsk, in any case and spacing', () => {
    expect(fieldsOf(['Navn', 'Dato tatt i bruk', 'kartposisjon', 'Merknader'])).toEqual([
      'name',
      'inServiceOn',
      'position',
      'notes',
    ]);
    expect(
      fieldsOf(['Namn', 'Dato  teken i bruk', 'Charted position', 'Critical equipment (ISM Code 10)']),
    ).toEqual(['name', 'inServiceOn', 'position', 'critical']);
  });

  it("suggests the one field whose name holds the header's words, and never guesses an identity", () => {
    expect(fieldsOf(['In service', 'Manufacture', 'Critical equipment', 'Serial'])).toEqual([
      'inServiceOn',
      'manufacturedOn',
      'critical',
      null,
    ]);
    // Words of two names, too short, or another field's: nothing.
    expect(fieldsOf(['Date', 'Dato', 'In', 'Number', 'Beskrivelse', 'assignedToName'])).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

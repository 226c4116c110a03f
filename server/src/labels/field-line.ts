import type { FieldDefinition, FieldValue } from '@harbour/contract';

/**
 * The line a label prints for a field of the asset's type: its English label and the value, as a person
 * reads it off a buoy or a hull ("IMO number: 9074729", "Range: 3 NM", "Lit: Yes"). None without a value.
 */
export function fieldLine(
  definition: FieldDefinition | undefined,
  value: FieldValue | undefined,
): string | undefined {
  if (!definition || value === undefined || value === '') return undefined;
  const shown =
    typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : definition.unit
        ? `${value} ${definition.unit}`
        : String(value);
  return `${definition.label.en}: ${shown}`;
}

/** Defect references: `D-` and eight random Crockford base-32 characters (40 bits from the system's CSPRNG). */
import { randomBytes } from 'node:crypto';
import { DEFECT_REFERENCE_ALPHABET, DEFECT_REFERENCE_LENGTH } from '@harbour/contract';

export function newDefectReference(): string {
  const bytes = randomBytes(DEFECT_REFERENCE_LENGTH);
  // 256 is a multiple of 32: each byte's low five bits are one uniform character.
  const characters = [...bytes].map((byte) => DEFECT_REFERENCE_ALPHABET[byte & 31] ?? '0');
  return `D-${characters.join('')}`;
}

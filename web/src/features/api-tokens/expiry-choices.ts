/** The expiry choices of the create form, as a moment from now (null: the token never expires). */
import { apiTokenMessages as m } from './api-token-messages';

export const EXPIRY_CHOICES = [
  { value: '30', label: m.in30Days },
  { value: '90', label: m.in90Days },
  { value: '365', label: m.inAYear },
  { value: 'never', label: m.never },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiresAtFor(choice: ExpiryChoice, now = new Date()): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}

/** The expiry choices of the create form, as a moment from now (null: the token never expires). */
export const EXPIRY_CHOICES = [
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
  { value: 'never', label: 'Never' },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

export function expiresAtFor(choice: ExpiryChoice, now = new Date()): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}

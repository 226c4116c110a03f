/** The sign-out question's sentences: what stays on the phone, and what a discard loses. */
import type { OwnerData } from '@/lib/offline/owner-data';
import { assetCount } from '@/lib/offline/storage-words';

const writes = (count: number) => `${count} ${count === 1 ? 'write' : 'writes'}`;

export function leftBehindSentence({ pending, refused, assets }: OwnerData): string {
  const parts: string[] = [];
  if (pending > 0) parts.push(`${writes(pending)} waiting to be sent`);
  if (refused > 0) parts.push(`${writes(refused)} refused by the server`);
  if (assets > 0) parts.push(`${assetCount(assets)} stored for offline use`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : parts[0];
  return `On this phone: ${list ?? 'nothing of yours'}.`;
}

export function discardWarning({ pending, refused, assets }: OwnerData): string {
  const lost = pending + refused;
  const sentences: string[] = [];
  if (lost > 0) sentences.push(`${writes(lost)} made on this phone will never reach the server.`);
  if (assets === 1) sentences.push('The asset stored for offline use is removed from this phone.');
  if (assets > 1) sentences.push(`The ${assets} assets stored for offline use are removed from this phone.`);
  sentences.push('This cannot be undone.');
  return sentences.join(' ');
}

export const discardLabel = ({ pending, refused }: OwnerData): string =>
  pending + refused > 0 ? `Discard ${writes(pending + refused)} and sign out` : 'Discard and sign out';

/** The sign-out question's sentences: what stays on the phone, and what a discard loses. */
import { translate } from '@/i18n/translator';
import type { OwnerData } from '@/lib/offline/owner-data';
import { assetCount, writeCount } from '@/lib/offline/storage-words';
import { layoutMessages as m } from './layout-messages';

export function leftBehindSentence({ pending, refused, assets }: OwnerData): string {
  const parts: string[] = [];
  if (pending > 0) parts.push(translate(m.writesWaiting, { writes: writeCount(pending) }));
  if (refused > 0) parts.push(translate(m.writesRefused, { writes: writeCount(refused) }));
  if (assets > 0) parts.push(translate(m.assetsStored, { assets: assetCount(assets) }));
  const list =
    parts.length > 1
      ? translate(m.listAnd, { first: parts.slice(0, -1).join(', '), last: parts.at(-1) ?? '' })
      : parts[0];
  return translate(m.onThisPhone, { list: list ?? translate(m.nothingOfYours) });
}

export function discardWarning({ pending, refused, assets }: OwnerData): string {
  const lost = pending + refused;
  const sentences: string[] = [];
  if (lost > 0) sentences.push(translate(m.writesLost, { writes: writeCount(lost) }));
  if (assets === 1) sentences.push(translate(m.assetRemoved));
  if (assets > 1) sentences.push(translate(m.assetsRemoved, { count: assets }));
  sentences.push(translate(m.cannotUndo));
  return sentences.join(' ');
}

export const discardLabel = ({ pending, refused }: OwnerData): string =>
  pending + refused > 0
    ? translate(m.discardWrites, { writes: writeCount(pending + refused) })
    : translate(m.discardAndSignOut);

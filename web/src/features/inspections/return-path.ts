/**
 * Where the form goes once the inspection is saved, when it was opened from a round's scan (`?return=`):
 * only a rounds page of the same area, so the address cannot send anyone elsewhere.
 */
import { paths } from '@/config/paths';

export function returnPathFrom(search: string, area: 'user' | 'admin'): string | null {
  const target = new URLSearchParams(search).get('return');
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://app.invalid' || !url.pathname.startsWith(`${paths[area].rounds}/`)) return null;
  return `${url.pathname}${url.search}`;
}

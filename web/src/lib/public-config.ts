/** GET /api/config: the authority's name and support address, shown on public screens and in the sidebar. */
import { useSyncExternalStore } from 'react';
import type { PublicConfig } from '@harbour/contract';
import { apiRequest, type Parser } from './api-client';

const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  orgName: 'Harbour Maritime Authority',
  supportEmail: 'support@harbour-authority.example',
  qrPayload: 'url',
  maxUploadBytes: 10 * 1024 * 1024,
  // Assumed set until the server says otherwise: no notice flashes while loading.
  publicUrlSet: true,
  locale: 'en',
  mapStyleUrl: null,
};

/** An absolute http(s) address, or null: anything else would make the map reach for a place nobody set. */
function httpUrlOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null; // URL's TypeError: not an address.
  }
}

function isLocale(tag: string): boolean {
  try {
    return Intl.Collator.supportedLocalesOf([tag]).length === 1;
  } catch {
    return false; // Intl's RangeError: not a language tag.
  }
}

/** A hand-written check instead of the zod schema keeps zod out of the landing page's bundle. */
const publicConfigParser: Parser<PublicConfig> = {
  parse(data) {
    const read = (name: string): unknown =>
      typeof data === 'object' && data !== null ? Reflect.get(data, name) : undefined;
    const orgName = read('orgName');
    const supportEmail = read('supportEmail');
    const qrPayload = read('qrPayload');
    const maxUploadBytes = read('maxUploadBytes');
    const publicUrlSet = read('publicUrlSet');
    const locale = read('locale');
    return {
      orgName: typeof orgName === 'string' && orgName ? orgName : DEFAULT_PUBLIC_CONFIG.orgName,
      supportEmail:
        typeof supportEmail === 'string' && supportEmail ? supportEmail : DEFAULT_PUBLIC_CONFIG.supportEmail,
      qrPayload: qrPayload === 'id' ? 'id' : 'url',
      maxUploadBytes:
        typeof maxUploadBytes === 'number' ? maxUploadBytes : DEFAULT_PUBLIC_CONFIG.maxUploadBytes,
      publicUrlSet: publicUrlSet !== false,
      locale: typeof locale === 'string' && isLocale(locale) ? locale : DEFAULT_PUBLIC_CONFIG.locale,
      mapStyleUrl: httpUrlOrNull(read('mapStyleUrl')),
    };
  },
};

// Fetched once per tab with a plain promise, not TanStack Query: the public pages must stay small.
let loaded: PublicConfig | undefined;
/** Answered or failed once: what waits for the real settings (the map's style) waits for this. */
let settled = false;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  request ??= apiRequest('/config', publicConfigParser).then(
    (config) => {
      loaded = config;
      settled = true;
      listeners.forEach((notify) => notify());
    },
    () => {
      request = undefined;
      settled = true;
      listeners.forEach((notify) => notify());
    },
  );
  return () => listeners.delete(listener);
}

/** The public settings, with the defaults while loading or when the call fails. */
export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(subscribe, () => loaded ?? DEFAULT_PUBLIC_CONFIG);
}

/** The public settings once the server has answered (the defaults if it failed); undefined until then. */
export function useSettledPublicConfig(): PublicConfig | undefined {
  return useSyncExternalStore(subscribe, () => (settled ? (loaded ?? DEFAULT_PUBLIC_CONFIG) : undefined));
}

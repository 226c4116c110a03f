/**
 * Which reverse proxies are trusted to tell the client's address, scheme and host (TRUST_PROXY): none,
 * the nearest N hops, or the proxies at given addresses. X-Forwarded-For is read from the right, so what
 * a client writes on its left is never taken for its address.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges, accepted beside addresses and CIDR ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 10;

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * '', '0' and 'false': none. A number N: the nearest N proxies ('1' behind one nginx or Caddy). 'true':
 * one hop, as '1' (trusting every hop would take the client's own leftmost entry). Otherwise a comma-
 * separated list of proxy addresses or CIDR ranges. Undefined for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value) <= MAX_HOPS ? Number(value) : undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * Fastify's trustProxy option. A hop count becomes proxy-addr's function of the hop index (0 is the
 * connection's own peer): Fastify's own number option trusts no forwarded header at all.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

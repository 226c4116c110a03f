/** Forges an expired copy of a real session token with the test server's secret. */
import { createHmac } from 'node:crypto';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

export function expiredCopyOf(token: string, secret: string): string {
  const [header, payload] = token.split('.');
  if (!header || !payload) throw new Error('not a JWT');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const body = base64url(JSON.stringify({ ...claims, iat: now - 13 * 3600, exp: now - 3600 }));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

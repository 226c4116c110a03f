import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseQrImageName, qrImagePath } from './qr-payload';

const ID = '0123456789abcdef01234567';
const signatureOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`qr:${id}`).digest('hex').slice(0, 20);

describe('the signed QR image path', () => {
  it('is signed with the secret it is asked for, also when remembered', () => {
    for (const secret of ['first-secret', 'second-secret', 'first-secret']) {
      expect(qrImagePath(secret, ID)).toBe(`/uploads/qr/${ID}-${signatureOf(secret, ID)}.png`);
    }
  });

  it('is read back only under the secret that signed it', () => {
    const name = qrImagePath('first-secret', ID).replace('/uploads/qr/', '');
    expect(parseQrImageName('first-secret', name)).toBe(ID);
    expect(parseQrImageName('second-secret', name)).toBeUndefined();
    expect(
      parseQrImageName(
        'first-secret',
        name.replace(/[0-9a-f](?=\.png$)/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBeUndefined();
  });
});

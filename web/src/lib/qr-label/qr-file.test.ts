import { describe, expect, it } from 'vitest';
import { checkQrFile, qrFileName } from './qr-file';

describe('download file names', () => {
  it('replaces every character but letters, digits, hyphen and underscore', () => {
    expect(qrFileName('Pilot Vessel #3 (Osprey)', 'png')).toBe('Pilot_Vessel__3__Osprey_-QRCode.png');
    expect(qrFileName('crane_A-7', 'pdf')).toBe('crane_A-7-QRCode.pdf');
    expect(qrFileName('Bouée Nord/2', 'svg')).toBe('Bou_e_Nord_2-QRCode.svg');
  });
});

describe('download checks', () => {
  it('rejects an empty file', () => {
    expect(() => checkQrFile(new Blob([]), 'image/png', 'png')).toThrow(
      'Empty file received. The QR code might not have been generated.',
    );
  });

  it('rejects a type that does not match the format', () => {
    expect(() => checkQrFile(new Blob(['x']), 'text/html', 'png')).toThrow(
      'Unexpected content type: text/html',
    );
  });

  it('accepts the matching type, with or without parameters', () => {
    expect(() => checkQrFile(new Blob(['x']), 'image/svg+xml; charset=utf-8', 'svg')).not.toThrow();
    expect(() => checkQrFile(new Blob(['x']), 'image/jpeg', 'jpg')).not.toThrow();
  });
});

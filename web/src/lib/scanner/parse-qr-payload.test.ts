import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@harbour/contract';
import { parseLabelCode, parseQrPayload } from './parse-qr-payload';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';

describe('parseQrPayload', () => {
  it('takes a 24-character hexadecimal text as the asset id', () => {
    expect(parseQrPayload(ID)).toEqual({ ok: true, assetId: ID });
  });

  it('normalises an upper-case hexadecimal id to lower case', () => {
    expect(parseQrPayload(ID.toUpperCase())).toEqual({ ok: true, assetId: ID });
  });

  it('trims whitespace and line breaks around the payload', () => {
    expect(parseQrPayload(`  ${ID}\r\n`)).toEqual({ ok: true, assetId: ID });
  });

  it('uses the id field of a JSON payload', () => {
    expect(parseQrPayload(JSON.stringify({ id: ID, name: 'Pilot boat' }))).toEqual({ ok: true, assetId: ID });
  });

  it('normalises and trims the id inside JSON', () => {
    expect(parseQrPayload(`{"id": " ${ID.toUpperCase()} "}`)).toEqual({ ok: true, assetId: ID });
  });

  it('accepts a non-hexadecimal or numeric id inside JSON as given', () => {
    expect(parseQrPayload('{"id":"BUOY-17"}')).toEqual({ ok: true, assetId: 'BUOY-17' });
    expect(parseQrPayload('{"id":42}')).toEqual({ ok: true, assetId: '42' });
  });

  it('rejects a JSON object without an id', () => {
    expect(parseQrPayload('{"name":"Pilot boat"}')).toEqual({
      ok: false,
      error: MESSAGES.invalidQrMissingId,
    });
    expect(parseQrPayload('{"id":""}')).toEqual({ ok: false, error: MESSAGES.invalidQrMissingId });
    expect(parseQrPayload('{"id":null}')).toEqual({ ok: false, error: MESSAGES.invalidQrMissingId });
  });

  it('reads the id at the end of a label URL on our host', () => {
    expect(parseQrPayload(`https://assets.harbour.example/a/${ID}`)).toEqual({ ok: true, assetId: ID });
  });

  it('reads the id of a label URL on any other host, with a trailing slash, query or fragment', () => {
    expect(parseQrPayload(`http://old-domain.example:8080/a/${ID.toUpperCase()}/?src=label#x`)).toEqual({
      ok: true,
      assetId: ID,
    });
  });

  it('uses the whole text of a URL whose path does not end in an id', () => {
    const url = 'https://example.com/about';
    expect(parseQrPayload(url)).toEqual({ ok: true, assetId: url });
  });

  it('uses raw text that is neither an id, JSON nor a label URL as the id', () => {
    expect(parseQrPayload(' BUOY-17 ')).toEqual({ ok: true, assetId: 'BUOY-17' });
  });

  it('treats JSON that is not an object (number, string, array) as raw text', () => {
    expect(parseQrPayload('12345')).toEqual({ ok: true, assetId: '12345' });
    expect(parseQrPayload('[1,2]')).toEqual({ ok: true, assetId: '[1,2]' });
  });

  it('rejects an empty payload as missing an id', () => {
    expect(parseQrPayload('   ')).toEqual({ ok: false, error: MESSAGES.invalidQrMissingId });
  });
});

describe('parseLabelCode', () => {
  it('reads the code of a blank label printed as <origin>/l/<code>, on any host', () => {
    expect(parseLabelCode('https://assets.example.org/l/K7QM3ZX9')).toBe('K7QM3ZX9');
    expect(parseLabelCode('http://localhost:3000/l/K7QM3ZX9/')).toBe('K7QM3ZX9');
    expect(parseLabelCode('https://example.org/harbour/l/K7QM3ZX9')).toBe('K7QM3ZX9');
  });

  it('upper-cases a code a printer or a phone wrote in lower case, and trims the payload', () => {
    expect(parseLabelCode('  https://example.org/l/k7qm3zx9\r\n')).toBe('K7QM3ZX9');
  });

  it('refuses what is not 8 characters of Crockford base 32 (no I, L, O or U)', () => {
    expect(parseLabelCode('https://example.org/l/K7QM3ZX')).toBeNull();
    expect(parseLabelCode('https://example.org/l/K7QM3ZXU')).toBeNull();
    expect(parseLabelCode('https://example.org/l/K7QM3ZX9/more')).toBeNull();
  });

  it('leaves asset labels, ids and plain text to parseQrPayload', () => {
    expect(parseLabelCode(`https://example.org/a/${ID}`)).toBeNull();
    expect(parseLabelCode(ID)).toBeNull();
    expect(parseLabelCode('K7QM3ZX9')).toBeNull();
  });
});

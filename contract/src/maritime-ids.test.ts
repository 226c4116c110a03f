import { describe, expect, it } from 'vitest';
import { checkCallSign, checkImoNumber, checkMmsi, imoCheckDigit } from './maritime-ids';

describe('IMO numbers', () => {
  it('accepts a number whose last digit is its check digit, written with or without "IMO"', () => {
    expect(checkImoNumber('9074729')).toEqual({ ok: true, value: '9074729' });
    expect(checkImoNumber(' IMO 9074729 ')).toEqual({ ok: true, value: '9074729' });
    expect(checkImoNumber('imo9176187')).toEqual({ ok: true, value: '9176187' });
  });

  it('refuses a wrong check digit, and anything but seven digits', () => {
    expect(checkImoNumber('9074728')).toEqual({ ok: false, problem: 'check-digit' });
    expect(checkImoNumber('907472')).toEqual({ ok: false, problem: 'format' });
    expect(checkImoNumber('90747290')).toEqual({ ok: false, problem: 'format' });
    expect(checkImoNumber('9O74729')).toEqual({ ok: false, problem: 'format' });
  });

  it('computes the check digit from the weighted sum of the first six', () => {
    expect(imoCheckDigit('907472')).toBe(9);
    expect(imoCheckDigit('000000')).toBe(0);
  });
});

describe('MMSI', () => {
  it("accepts nine digits beginning with a ship station's identification digits", () => {
    expect(checkMmsi('257123456')).toEqual({ ok: true, value: '257123456' });
    expect(checkMmsi('201 000 000')).toEqual({ ok: true, value: '201000000' });
    expect(checkMmsi('775999999')).toEqual({ ok: true, value: '775999999' });
  });

  it('refuses eight or ten digits, and group, coast, aid-to-navigation and beacon identities', () => {
    expect(checkMmsi('25712345')).toEqual({ ok: false, problem: 'format' });
    expect(checkMmsi('2571234567')).toEqual({ ok: false, problem: 'format' });
    expect(checkMmsi('025712345')).toEqual({ ok: false, problem: 'not-ship-station' });
    expect(checkMmsi('992571234')).toEqual({ ok: false, problem: 'not-ship-station' });
    expect(checkMmsi('970123456')).toEqual({ ok: false, problem: 'not-ship-station' });
    expect(checkMmsi('200123456')).toEqual({ ok: false, problem: 'not-ship-station' });
    expect(checkMmsi('776123456')).toEqual({ ok: false, problem: 'not-ship-station' });
  });
});

describe('call signs', () => {
  it('accepts a country prefix then two to five letters or digits, stored in upper case', () => {
    for (const sign of ['LAJV3', 'LNBJ', '3YYF', 'OZ2143', 'C6AB7'])
      expect(checkCallSign(sign)).toEqual({ ok: true, value: sign });
    expect(checkCallSign(' lajv 3 ')).toEqual({ ok: true, value: 'LAJV3' });
  });

  it('refuses what no station is issued', () => {
    for (const sign of ['LA', 'LAJ', '33AB', 'LAJV3XYZ', 'LA-JV3', 'ÆØÅB'])
      expect(checkCallSign(sign)).toEqual({ ok: false, problem: 'format' });
  });
});

/**
 * The identifiers a vessel and an aid to navigation carry, each checked as its issuer defines it. Each check
 * takes what a person typed (spaces, a leading "IMO", lower case) and answers the stored form or what is wrong.
 */

export type IdCheck<Problem extends string> = { ok: true; value: string } | { ok: false; problem: Problem };

/**
 * IMO ship identification number (IMO Resolution A.1117(30)): seven digits, the last a check digit: the first
 * six multiplied by 7, 6, 5, 4, 3 and 2, summed; the sum's last digit. 9074729: 9×7 + 0×6 + 7×5 + 4×4 +
 * 7×3 + 2×2 = 139, so 9. Written "IMO 9074729"; stored as the seven digits.
 */
export function checkImoNumber(input: string): IdCheck<'format' | 'check-digit'> {
  const digits = input
    .trim()
    .replace(/^imo\s*/i, '')
    .replace(/\s+/g, '');
  if (!/^\d{7}$/.test(digits)) return { ok: false, problem: 'format' };
  return imoCheckDigit(digits.slice(0, 6)) === Number(digits[6])
    ? { ok: true, value: digits }
    : { ok: false, problem: 'check-digit' };
}

/** The check digit of an IMO number's first six digits. */
export function imoCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let index = 0; index < 6; index += 1) sum += Number(firstSix[index]) * (7 - index);
  return sum % 10;
}

/**
 * Maritime Mobile Service Identity of a ship station (ITU-R M.585): nine digits, the first three its
 * Maritime Identification Digits, which the ITU allocates from 201 to 775 (Norway 257, 258, 259). Group,
 * coast station, aircraft, aid-to-navigation and distress-beacon identities begin otherwise and are refused.
 */
export function checkMmsi(input: string): IdCheck<'format' | 'not-ship-station'> {
  const digits = input.trim().replace(/\s+/g, '');
  if (!/^\d{9}$/.test(digits)) return { ok: false, problem: 'format' };
  const mid = Number(digits.slice(0, 3));
  return mid >= 201 && mid <= 775 ? { ok: true, value: digits } : { ok: false, problem: 'not-ship-station' };
}

/**
 * A ship station's call sign (ITU Radio Regulations, Article 19): its country's two-character prefix (two
 * letters, or a letter and a digit either way round), then two to five letters or digits: LAJV3, LNBJ, 3YYF,
 * OZ2143. Stored in upper case.
 */
export function checkCallSign(input: string): IdCheck<'format'> {
  const sign = input.trim().replace(/\s+/g, '').toUpperCase();
  return CALL_SIGN.test(sign) ? { ok: true, value: sign } : { ok: false, problem: 'format' };
}

const CALL_SIGN = /^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])[A-Z0-9]{2,5}$/;

/**
 * New passwords as NIST SP 800-63B asks: besides the contract's length and not-only-spaces rules, never
 * one of the passwords most often found in breaches. The list (49,000 passwords from breach corpora, of
 * which 18,000 have 8 characters or more) ships in the MIT-licensed @zxcvbn-ts/language-common package
 * and is checked here, offline. Compared without case: 'Password1' is as guessable as 'password1'.
 * Existing passwords are never checked: accounts keep signing in.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../errors';

let common: Set<string> | undefined;

/** `field`: the request field that carried the new password, named in the 400. */
export function assertNotCommonPassword(password: string, field = 'password'): void {
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) {
    const message = 'This password is one of the most common ones and easy to guess. Choose another.';
    throw new ValidationError('validation-failed', message, { [field]: { code: 'too-common', message } });
  }
}

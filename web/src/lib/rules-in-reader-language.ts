import { z } from 'zod';
import { fieldCodeOfIssue } from '@harbour/contract';
import { getLanguageState } from '@/i18n/language-store';
import { translate, translatedCode } from '@/i18n/translator';
import { wordsMessages as m } from './words-messages';

/**
 * One of the contract's rules (a username's, a password's), checked in a form before anything is sent, and
 * refused in the reader's language. The contract's own words are the server's English, shown as they are in
 * English; in Norwegian a refusal reads as the server's answer would (its field code), with the limit where
 * there is one: `username: z.string().pipe(inReaderLanguage(usernameSchema))`.
 */
export function inReaderLanguage<Output>(rule: z.ZodType<Output, string>) {
  return z.string().transform((value, context): Output => {
    const checked = rule.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      context.issues.push({
        code: 'custom',
        input: value,
        path: issue.path,
        message: wordsFor(issue, value),
      });
    return z.NEVER;
  });
}

/** One refusal of a contract rule in the reader's language: its English as it is, else the words for its field code. */
export function wordsFor(issue: z.core.$ZodIssue, value: unknown): string {
  if (getLanguageState().language === 'en') return issue.message;
  const code = fieldCodeOfIssue(issue, value);
  if (code === 'too-short' && 'minimum' in issue)
    return translate(m.atLeastCharacters, { count: Number(issue.minimum) });
  if (code === 'too-long' && 'maximum' in issue)
    return translate(m.atMostCharacters, { count: Number(issue.maximum) });
  return translatedCode('fieldErrors', code) ?? issue.message;
}

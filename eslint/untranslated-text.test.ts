/** The untranslated-text rule refuses words written into a screen and lets catalog words and codes through. */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { translatedText } from './untranslated-text.config.js';

const root = path.dirname(import.meta.dirname);
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  warnIgnored: false,
  overrideConfig: [
    { languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
    ...translatedText,
  ],
});

async function findings(code: string, file = 'web/src/features/landing/plant.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('untranslated-text', () => {
  it.each([
    ['text between tags', 'export const A = () => <h1>Assets</h1>;'],
    ['a literal in braces', "export const A = () => <p>{'Nothing here'}</p>;"],
    ['a template in braces', 'export const A = ({ n }: { n: number }) => <p>{`${n} items`}</p>;'],
    ['a placeholder', 'export const A = () => <input placeholder="Search assets" />;'],
    ['an aria-label', 'export const A = () => <button aria-label="Close" />;'],
    ['a component prop of words', 'export const A = () => <Page title="Users" />;'],
    [
      'a toast',
      "import { toast } from '@/lib/toast';\nexport const f = () => toast.error('Failed to save');",
    ],
  ])('refuses %s', async (_kind, code) => {
    expect(await findings(code)).toHaveLength(1);
  });

  it.each([
    ['catalog words', 'export const A = ({ t, m }: any) => <h1 title={t(m.title)}>{t(m.title)}</h1>;'],
    [
      'technical attributes',
      'export const A = () => <input id="q" type="search" className="h-4 w-4" autoComplete="off" />;',
    ],
    ['a code-like value', 'export const A = () => <Picker tone="dark" kind="stocktake" />;'],
    ['symbols and numbers', 'export const A = () => <p>· — 42 %</p>;'],
    [
      'a toast of catalog words',
      "import { toast } from '@/lib/toast';\nexport const f = (t: any, m: any) => toast.error(t(m.x));",
    ],
  ])('lets %s through', async (_kind, code) => {
    expect(await findings(code)).toEqual([]);
  });

  it('passes over tests, which assert the English words', async () => {
    expect(
      await findings('export const A = () => <h1>Assets</h1>;', 'web/src/features/landing/plant.test.tsx'),
    ).toEqual([]);
  });
});

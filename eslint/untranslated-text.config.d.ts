import type { Linter, Rule } from 'eslint';

export declare const untranslatedText: Rule.RuleModule;
export declare const UNTRANSLATED: string[];
export declare const translatedText: Linter.Config[];

import type { Linter, Rule } from 'eslint';

export declare const untranslatedText: Rule.RuleModule;
export declare const translatedText: Linter.Config[];

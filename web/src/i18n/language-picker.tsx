import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@harbour/contract';
import { languageMessages as m } from './language-messages';
import { setLanguage } from './language-store';
import { useTranslation } from './use-translation';

const TONES = {
  dark: 'bg-navy-800 text-white ring-white/20 focus-visible:outline-teal-400',
  light: 'bg-white text-slate-900 ring-slate-300 focus-visible:outline-teal-600',
} as const;

/**
 * The language of the screens, each offered in its own name; the choice applies at once and is remembered
 * on this device. `onChosen` also stores it elsewhere (a signed-in person's account).
 */
export function LanguagePicker({
  tone = 'light',
  onChosen,
}: {
  tone?: keyof typeof TONES;
  onChosen?: (language: Language) => void;
}) {
  const { t, language } = useTranslation();
  return (
    <label className="inline-flex items-center">
      <span className="sr-only">{t(m.label)}</span>
      <select
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen)) return;
          void setLanguage(chosen);
          onChosen?.(chosen);
        }}
        className={`h-12 min-w-0 rounded-lg px-3 sm:h-11 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 ${TONES[tone]}`}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

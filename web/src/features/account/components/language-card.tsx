import { Card, CardHeader } from '@/components/ui/card';
import { LanguagePicker } from '@/i18n/language-picker';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { saveFailureMessage } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useSavePreferences } from '../api/preferences';
import { accountMessages as m } from '../account-messages';

/** The language of this person's screens: applied here at once, and kept with the account. */
export function LanguageCard() {
  const { t } = useTranslation();
  const save = useSavePreferences();
  return (
    <Card>
      <CardHeader title={t(m.languageTitle)} />
      <div className="space-y-3 p-5">
        <p className="text-sm text-slate-600">{t(m.languageHint)}</p>
        <LanguagePicker
          onChosen={(language) =>
            save.mutate(
              { language },
              {
                onSuccess: () => toast.success(translate(m.languageSaved)),
                onError: (error) => toast.error(saveFailureMessage(error, translate(m.languageFailed))),
              },
            )
          }
        />
      </div>
    </Card>
  );
}

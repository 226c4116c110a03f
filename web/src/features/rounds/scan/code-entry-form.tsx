/** For a device without a camera, or a label the camera cannot read: type or paste the code. */
import { useId, useState, type FormEvent } from 'react';
import { Keyboard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/i18n/use-translation';
import { roundMessages as m } from '../round-messages';

export function CodeEntryForm({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = code.trim();
    if (!text) return;
    onCode(text);
    setCode('');
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t(m.enterCode)}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t(m.typeCode)}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          placeholder={t(m.codePlaceholder)}
          className={`${controlClasses} mt-1.5 h-12 px-3 text-base`}
        />
      </div>
      <Button type="submit" variant="secondary" size="lg" disabled={!code.trim()}>
        <Keyboard className="h-5 w-5" aria-hidden="true" />
        {t(m.mark)}
      </Button>
    </form>
  );
}

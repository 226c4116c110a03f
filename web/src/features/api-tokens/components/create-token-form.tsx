/** The create form; after a create, the new token's secret once, with Copy, until dismissed. */
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { ClipboardCopy, Plus } from 'lucide-react';
import { API_TOKEN_NAME_MAX, type Role } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { controlClasses, FormError, FormField, inputClasses } from '@/components/ui/form-field';
import { fieldErrors, saveFailureMessage } from '@/lib/field-errors';
import { useCreateApiToken } from '../api/create-api-token';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { apiTokenMessages as m } from '../api-token-messages';
import { EXPIRY_CHOICES, expiresAtFor, type ExpiryChoice } from '../expiry-choices';

export function CreateTokenForm() {
  const create = useCreateApiToken();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('user');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name, role, expiresAt: expiresAtFor(expiry) },
      {
        onSuccess: (token) => {
          setShown({ name: token.name, secret: token.secret });
          setName('');
        },
      },
    );
  }

  if (shown) return <SecretOnce {...shown} onDone={() => setShown(null)} />;
  const errors = create.isError ? fieldErrors(create.error) : {};
  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="create-token-title">
      <h2 id="create-token-title" className="text-lg font-semibold text-navy-900">
        {t(m.createTitle)}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="token-name" label={t(m.name)} required error={errors.name}>
          <input
            id="token-name"
            className={inputClasses}
            value={name}
            maxLength={API_TOKEN_NAME_MAX}
            placeholder={t(m.namePlaceholder)}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <FormField id="token-role" label={t(m.role)} error={errors.role}>
          <select
            id="token-role"
            className={inputClasses}
            value={role}
            onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'user')}
          >
            <option value="user">{t(m.roleUser)}</option>
            <option value="admin">{t(m.roleAdmin)}</option>
          </select>
        </FormField>
        <FormField id="token-expiry" label={t(m.expires)} error={errors.expiresAt}>
          <select
            id="token-expiry"
            className={inputClasses}
            value={expiry}
            onChange={(event) =>
              setExpiry(EXPIRY_CHOICES.find((c) => c.value === event.target.value)?.value ?? '90')
            }
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.label)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {create.isError ? <FormError message={saveFailureMessage(create.error, t(m.createFailed))} /> : null}
      <Button type="submit" disabled={create.isPending || !name.trim()}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {create.isPending ? t(m.creating) : t(m.create)}
      </Button>
    </form>
  );
}

function SecretOnce({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(translate(m.copied));
    } catch {
      // No clipboard (an insecure origin, a denied permission): the selected token can be copied by hand.
      input.current?.select();
      toast.error(translate(m.copyFailed));
    }
  }
  return (
    <section aria-labelledby="new-token-title" className="space-y-3">
      <h2 id="new-token-title" className="text-lg font-semibold text-navy-900">
        {t(m.created, { name })}
      </h2>
      <p role="status" className="text-sm font-medium text-amber-800">
        {t(m.shownOnce)}
      </p>
      <label htmlFor="new-token-secret" className="block text-sm font-medium text-slate-700">
        {t(m.newToken)}
      </label>
      <input
        id="new-token-secret"
        ref={input}
        readOnly
        value={secret}
        onFocus={(event) => event.target.select()}
        className={`${controlClasses} h-11 px-3 font-mono text-xs`}
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" variant="accent" onClick={() => void copy()}>
          <ClipboardCopy className="h-4 w-4" aria-hidden="true" />
          {t(m.copy)}
        </Button>
        <Button size="lg" variant="secondary" onClick={onDone}>
          {t(m.done)}
        </Button>
      </div>
    </section>
  );
}

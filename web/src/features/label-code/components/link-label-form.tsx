/**
 * An administrator links an unlinked blank label: find the asset by name and choose it, or create it there and
 * then; link; open its page.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { controlClasses, FormError } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DEFAULT_ASSET_STATUS } from '@harbour/contract';
import { FIELD_VALUE_PREFIX } from '@harbour/contract';
import { fieldErrors } from '@/lib/field-errors';
import { useAssetSearch, type FoundAsset } from '../api/search-assets';
import { useCreateAssetForLabel, type NewAsset } from '../api/create-asset';
import { typeNamed, useAssetTypes } from '@/lib/type-fields/use-asset-types';
import { useLinkLabelCode } from '../api/link-label-code';
import { useTranslation } from '@/i18n/use-translation';
import { labelCodeMessages as m } from '../label-code-messages';
import { assetPageFor } from '../label-code-outcome';

// With the location picker: loaded when an administrator chooses to create an asset here, not with every label.
const NewAssetFields = lazy(() =>
  import('./new-asset-fields').then((module) => ({ default: module.NewAssetFields })),
);

const SEARCH_DELAY_MS = 250;

export function LinkLabelForm({ code, role }: { code: string; role: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const search = useAssetSearch(useDebouncedValue(q.trim(), SEARCH_DELAY_MS));
  const [chosen, setChosen] = useState<FoundAsset | null>(null);
  const [retireOthers, setRetireOthers] = useState(false);
  const [tried, setTried] = useState(false);
  const link = useLinkLabelCode(code);
  const create = useCreateAssetForLabel();
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<NewAsset>({
    name: '',
    type: '',
    location: '',
    status: DEFAULT_ASSET_STATUS,
    fields: {},
  });
  const types = useAssetTypes(creating);
  const typeFields = typeNamed(types.data, draft.type)?.fields ?? [];
  const [missing, setMissing] = useState<Record<string, string>>({});

  function linkTo(asset: FoundAsset) {
    link.mutate(
      { assetId: asset._id, retireOthers },
      { onSuccess: () => void navigate(assetPageFor(role, asset._id), { replace: true }) },
    );
  }

  /** The new asset first; once it exists it is the one chosen, so a failed link is retried, not created twice. */
  function createAndLink() {
    const absent = Object.fromEntries(
      (['name', 'type', 'location'] as const)
        .filter((name) => draft[name].trim() === '')
        .map((name) => [name, t(m.required)]),
    );
    if (typeFields.length === 0) {
      createChecked(absent);
      return;
    }
    // The fields' checks (the contract's rules) load with the first asset of a type with fields.
    void import('@/lib/type-fields/type-field-form').then(({ typeFieldProblems }) => {
      for (const [key, problem] of Object.entries(typeFieldProblems(typeFields, draft.fields)))
        absent[`${FIELD_VALUE_PREFIX}${key}`] = problem;
      createChecked(absent);
    });
  }

  function createChecked(absent: Record<string, string>) {
    setMissing(absent);
    if (Object.keys(absent).length > 0) return;
    create.mutate(
      { asset: draft, typeFields },
      {
        onSuccess: (asset) => {
          setChosen(asset);
          setCreating(false);
          linkTo(asset);
        },
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) {
      createAndLink();
      return;
    }
    setTried(true);
    if (chosen) linkTo(chosen);
  }

  function startCreating() {
    create.reset();
    setMissing({});
    setDraft({ ...draft, name: draft.name || q.trim() });
    setCreating(true);
  }

  function submitLabel(): string {
    if (create.isPending) return t(m.creating);
    if (link.isPending) return t(m.linking);
    if (creating) return t(m.createAndLink);
    return chosen ? t(m.linkTo, { name: chosen.name }) : t(m.link);
  }

  const results = search.data ?? [];
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div>
        <h1 className="text-xl font-semibold text-navy-900">{t(m.linkTitle)}</h1>
        <p className="mt-1 text-sm text-slate-600">{t(m.linkIntro)}</p>
      </div>
      {creating ? (
        <fieldset className="space-y-4" disabled={create.isPending}>
          <legend className="text-base font-semibold text-navy-900">{t(m.newAsset)}</legend>
          <Suspense fallback={null}>
            <NewAssetFields
              value={draft}
              onChange={setDraft}
              errors={{ ...fieldErrors(create.error), ...missing }}
            />
          </Suspense>
          <Button variant="secondary" className="min-h-12" onClick={() => setCreating(false)}>
            {t(m.findExisting)}
          </Button>
        </fieldset>
      ) : (
        <>
          <div>
            <label htmlFor="label-asset-search" className="block text-sm font-medium text-slate-700">
              {t(m.searchAssets)}
            </label>
            <div className="mt-1.5">
              <input
                id="label-asset-search"
                type="search"
                value={q}
                onChange={(event) => setQ(event.target.value)}
                placeholder={t(m.searchPlaceholder)}
                className={`${controlClasses} h-12 px-3 text-base`}
              />
            </div>
          </div>
          {q.trim() !== '' && search.isSuccess && results.length === 0 ? (
            <p className="text-sm text-slate-600">{t(m.noMatch)}</p>
          ) : null}
          {results.length > 0 ? (
            <fieldset>
              <legend className="sr-only">{t(m.assetsFound)}</legend>
              <ul className="space-y-2">
                {results.map((asset) => (
                  <li key={asset._id}>
                    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ring-1 ring-inset ring-slate-300 has-checked:bg-teal-50 has-checked:ring-teal-600">
                      <input
                        type="radio"
                        name="label-asset"
                        className="h-5 w-5"
                        checked={chosen?._id === asset._id}
                        onChange={() => setChosen(asset)}
                      />
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{asset.name}</span>
                        <span className="block truncate text-xs text-slate-500">
                          {[asset.type, asset.location].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <Button variant="secondary" className="min-h-12" onClick={startCreating}>
            {t(m.createNew)}
          </Button>
        </>
      )}
      <label className="flex min-h-12 cursor-pointer items-center gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={retireOthers}
          onChange={(event) => setRetireOthers(event.target.checked)}
        />
        {t(m.retireOthers)}
      </label>
      {tried && !chosen && !creating ? <FormError message={t(m.pickAsset)} /> : null}
      {create.isError ? <FormError message={messageOr(create.error, t(m.createFailed))} /> : null}
      {link.isError ? <FormError message={messageOr(link.error, t(m.linkFailed))} /> : null}
      <Button
        type="submit"
        size="lg"
        className="min-h-12 w-full sm:w-auto"
        disabled={link.isPending || create.isPending}
      >
        {submitLabel()}
      </Button>
    </form>
  );
}

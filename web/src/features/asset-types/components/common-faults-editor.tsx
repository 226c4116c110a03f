import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { COMMON_FAULT_LIMITS, type CreateAssetTypeInput } from '@harbour/contract';
import { Button } from '@/components/ui/button';
import { ReorderButtons, moved } from '@/components/ui/reorder-buttons';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/i18n/use-translation';
import { newFault, type FaultFormValues, type TypeFormValues } from '../asset-type-form-rules';
import { assetTypeMessages as m } from '../asset-type-messages';

interface CommonFaultsEditorProps {
  control: Control<TypeFormValues, unknown, CreateAssetTypeInput>;
  setValue: UseFormSetValue<TypeFormValues>;
  revalidate: boolean;
  errors: FieldErrors<TypeFormValues>;
}

/** The type's common faults in order, one line each: add, remove, move, as the fields above are. */
export function CommonFaultsEditor({ control, setValue, revalidate, errors }: CommonFaultsEditorProps) {
  const { t } = useTranslation();
  const faults = useWatch({ control, name: 'commonFaults' });
  const onChange = (next: FaultFormValues[]) =>
    setValue('commonFaults', next, { shouldDirty: true, shouldValidate: revalidate });
  const listError = errors.commonFaults?.message ?? errors.commonFaults?.root?.message;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby="common-faults-hint">
      <legend className="text-sm font-semibold text-navy-900">{t(m.commonFaults)}</legend>
      <p id="common-faults-hint" className="text-sm text-slate-600">
        {t(m.commonFaultsHint, { max: COMMON_FAULT_LIMITS.perType })}
      </p>
      {faults.length === 0 ? <p className="text-sm text-slate-500">{t(m.noCommonFaults)}</p> : null}
      <ol className="space-y-2">
        {faults.map((fault, index) => {
          const number = index + 1;
          return (
            <li key={fault.rowId} className="flex min-w-0 items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  id={`common-fault-${fault.rowId}`}
                  label={t(m.commonFault, { number })}
                  size="lg"
                  maxLength={COMMON_FAULT_LIMITS.faultMax}
                  value={fault.text}
                  onChange={(event) =>
                    onChange(
                      faults.map((row, at) => (at === index ? { ...row, text: event.target.value } : row)),
                    )
                  }
                />
              </div>
              <ReorderButtons
                index={index}
                count={faults.length}
                onMove={(from, to) => onChange(moved(faults, from, to))}
                onRemove={() => onChange(faults.filter((_, at) => at !== index))}
                labels={{
                  up: t(m.moveFaultUp, { number }),
                  down: t(m.moveFaultDown, { number }),
                  remove: t(m.removeFault, { number }),
                }}
              />
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="lg"
        disabled={faults.length >= COMMON_FAULT_LIMITS.perType}
        onClick={() => onChange([...faults, newFault()])}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t(m.addCommonFault)}
      </Button>
    </fieldset>
  );
}

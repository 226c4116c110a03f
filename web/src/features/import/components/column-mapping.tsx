import {
  ASSET_IMPORT_FIELDS,
  LAST_INSPECTED_PREFIX,
  type AssetImportField,
  type ImportMapping,
  type ImportResult,
} from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { importMessages as m } from '../import-messages';

const IGNORE = '';
/** The option that reads a plan's column as the last inspection under it. */
const LAST_INSPECTED = 'lastInspected';

const FIELD_NAMES: Record<AssetImportField, Message<string>> = {
  _id: m.fieldId,
  name: m.fieldName,
  type: m.fieldType,
  location: m.fieldLocation,
  position: m.fieldPosition,
  status: m.fieldStatus,
  assignedTo: m.fieldAssignedTo,
  serialNumber: m.fieldSerialNumber,
  manufacturer: m.fieldManufacturer,
  model: m.fieldModel,
  manufacturedOn: m.fieldManufacturedOn,
  inServiceOn: m.fieldInServiceOn,
  critical: m.fieldCritical,
  notes: m.fieldNotes,
};

/** Each column of the file and the field it is read into, changeable: the mapping step. */
export function ColumnMapping({
  columns,
  disabled,
  onChange,
}: {
  columns: ImportResult['columns'];
  disabled: boolean;
  onChange: (header: string, field: ImportMapping[string]) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          <th className="py-2 pr-4 font-medium">{t(m.columnInFile)}</th>
          <th className="py-2 font-medium">{t(m.readInto)}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {columns.map(({ header, field, plan }) => (
          <tr key={header}>
            <td className="break-words py-2 pr-4 font-medium text-slate-800">{header || t(m.noHeader)}</td>
            <td className="py-2">
              <select
                aria-label={t(m.fieldForColumn, { header })}
                className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
                value={field ?? IGNORE}
                disabled={disabled}
                onChange={(event) => {
                  const value = ASSET_IMPORT_FIELDS.find((f) => f === event.target.value);
                  if (plan !== undefined && event.target.value === LAST_INSPECTED)
                    onChange(header, `${LAST_INSPECTED_PREFIX}${plan}`);
                  else onChange(header, value ?? null);
                }}
              >
                <option value={IGNORE}>{t(m.ignoreColumn)}</option>
                {plan !== undefined ? (
                  <option value={LAST_INSPECTED}>{t(m.lastInspected, { plan })}</option>
                ) : null}
                {ASSET_IMPORT_FIELDS.map((option) => (
                  <option key={option} value={option}>
                    {t(m.fieldOption, { name: t(FIELD_NAMES[option]), field: option })}
                  </option>
                ))}
              </select>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

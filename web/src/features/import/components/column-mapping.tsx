import {
  ASSET_FIELD_NAMES,
  ASSET_IMPORT_FIELDS,
  LAST_INSPECTED_PREFIX,
  type ImportMapping,
  type ImportResult,
} from '@harbour/contract';

const IGNORE = '';

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
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase text-slate-500">
        <tr>
          <th className="py-2 pr-4 font-medium">Column in the file</th>
          <th className="py-2 font-medium">Read into</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {columns.map(({ header, field, plan }) => (
          <tr key={header}>
            <td className="break-all py-2 pr-4 font-medium text-slate-800">{header || '(no header)'}</td>
            <td className="py-2">
              <select
                aria-label={`Field for column ${header}`}
                className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
                value={field ?? IGNORE}
                disabled={disabled}
                onChange={(event) => {
                  const value = ASSET_IMPORT_FIELDS.find((f) => f === event.target.value);
                  if (plan !== undefined && event.target.value === 'lastInspected')
                    onChange(header, `${LAST_INSPECTED_PREFIX}${plan}`);
                  else onChange(header, value ?? null);
                }}
              >
                <option value={IGNORE}>Ignore this column</option>
                {plan !== undefined ? <option value="lastInspected">Last inspected: {plan}</option> : null}
                {ASSET_IMPORT_FIELDS.map((option) => (
                  <option key={option} value={option}>
                    {ASSET_FIELD_NAMES[option]} ({option})
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

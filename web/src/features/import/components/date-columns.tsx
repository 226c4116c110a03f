import { DATE_ORDERS, type DateOrder, type ImportDateOrders, type ImportResult } from '@harbour/contract';

const ORDER_WORDS: Record<DateOrder, string> = {
  'day-month-year': 'Day first (03/04/2020 is 3 April)',
  'month-day-year': 'Month first (03/04/2020 is March 4)',
};

/**
 * How each date column was read, and a choice of order for a column of slashed dates the file leaves open
 * (the server refuses to guess: its header row has an error until one is chosen).
 */
export function DateColumns({
  result,
  orders,
  disabled,
  onChoose,
}: {
  result: ImportResult;
  orders: ImportDateOrders;
  disabled: boolean;
  onChoose: (header: string, order: DateOrder) => void;
}) {
  const open = result.errors.filter((error) => error.row === 1 && error.message.includes('dateOrder'));
  const chosen = Object.keys(orders);
  if (result.dates.length === 0 && open.length === 0 && chosen.length === 0) return null;
  const headers = [...new Set([...open.map((error) => error.column ?? ''), ...chosen])];
  return (
    <div className="space-y-2 text-sm" aria-label="Dates">
      <ul className="space-y-1 text-slate-700">
        {result.dates.map(({ header, formats }) => (
          <li key={header}>
            <span className="font-medium">{header}</span>:{' '}
            {formats.length > 0 ? `read as ${formats.join(', ')}` : 'no dates'}
          </li>
        ))}
      </ul>
      {headers.map((header) => (
        <label key={header} className="block">
          <span className="font-medium text-slate-800">Order of the dates in {header}</span>
          <select
            className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2"
            value={orders[header] ?? ''}
            disabled={disabled}
            onChange={(event) => {
              const order = DATE_ORDERS.find((o) => o === event.target.value);
              if (order) onChoose(header, order);
            }}
          >
            <option value="" disabled>
              Choose: the file does not say
            </option>
            {DATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {ORDER_WORDS[order]}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

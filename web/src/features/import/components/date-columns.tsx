import { DATE_ORDERS, type DateOrder, type ImportDateOrders, type ImportResult } from '@harbour/contract';
import type { Message } from '@/i18n/define-messages';
import { useTranslation } from '@/i18n/use-translation';
import { importMessages as m } from '../import-messages';

const ORDER_WORDS: Record<DateOrder, Message<string>> = {
  'day-month-year': m.dayFirst,
  'month-day-year': m.monthFirst,
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
  const { t } = useTranslation();
  const open = result.errors.filter((error) => error.row === 1 && error.message.includes('dateOrder'));
  const chosen = Object.keys(orders);
  if (result.dates.length === 0 && open.length === 0 && chosen.length === 0) return null;
  const headers = [...new Set([...open.map((error) => error.column ?? ''), ...chosen])];
  return (
    <div className="space-y-2 text-sm" aria-label={t(m.dates)}>
      <ul className="space-y-1 text-slate-700">
        {result.dates.map(({ header, formats }) => (
          <li key={header}>
            <span className="font-medium">{header}</span>:{' '}
            {formats.length > 0 ? t(m.readAs, { formats: formats.join(', ') }) : t(m.noDates)}
          </li>
        ))}
      </ul>
      {headers.map((header) => (
        <label key={header} className="block">
          <span className="font-medium text-slate-800">{t(m.dateOrderIn, { header })}</span>
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
              {t(m.chooseOrder)}
            </option>
            {DATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(ORDER_WORDS[order])}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

import { useTranslation } from '@/i18n/use-translation';
import { publicReportMessages as m } from '../public-report-messages';

/**
 * The field a form-filling robot fills and a person never sees: moved off the screen (not display:none,
 * which robots skip), out of the tab order and hidden from screen readers.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="report-website">{t(m.honeypot)}</label>
      <input
        id="report-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

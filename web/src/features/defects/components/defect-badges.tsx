import type { DefectSeverity, DefectState } from '@harbour/contract';
import { useTranslation } from '@/i18n/use-translation';
import { STATE_WORDS } from '../defect-filters';
import { SEVERITY_WORDS } from './severity-choice';

const SEVERITY_TONE: Record<DefectSeverity, string> = {
  safety: 'bg-red-700 text-white',
  normal: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300',
  low: 'bg-slate-100 text-slate-800 ring-1 ring-inset ring-slate-300',
};

const STATE_TONE: Record<DefectState, string> = {
  new: 'bg-sky-100 text-sky-900',
  accepted: 'bg-teal-100 text-teal-900',
  duplicate: 'bg-slate-100 text-slate-700',
  rejected: 'bg-slate-100 text-slate-700',
  closed: 'bg-slate-100 text-slate-700',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function SeverityBadge({ severity }: { severity: DefectSeverity }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${SEVERITY_TONE[severity]}`}>{t(SEVERITY_WORDS[severity].name)}</span>;
}

export function DefectStateBadge({ state }: { state: DefectState }) {
  const { t } = useTranslation();
  return <span className={`${badge} ${STATE_TONE[state]}`}>{t(STATE_WORDS[state])}</span>;
}

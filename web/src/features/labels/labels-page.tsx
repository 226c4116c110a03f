/**
 * The administrator's Labels screen (/admin/labels): four jobs, one at a time (print for assets, blank
 * labels, the codes printed, printers), the one open kept in the address (`?view=`).
 */
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Message } from '@/i18n/define-messages';
import { Card } from '@/components/ui/card';
import { ListState } from '@/components/ui/list-state';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { readLabelSelection } from '@/lib/label-selection';
import { useLabelTemplates } from './api/get-templates';
import { usePrinterProfiles } from './api/get-printer-profiles';
import { BlankLabels } from './components/blank-labels';
import { LabelCodesList } from './components/label-codes-list';
import { PrintByFilter } from './components/print-by-filter';
import { PrintersSection } from './components/printers-section';
import { useTranslation } from '@/i18n/use-translation';
import { labelMessages as m } from './label-messages';

const VIEWS = ['print', 'blank', 'codes', 'printers'] as const;
type View = (typeof VIEWS)[number];
const VIEW_NAMES: Record<View, Message<string>> = {
  print: m.viewPrint,
  blank: m.viewBlank,
  codes: m.viewCodes,
  printers: m.viewPrinters,
};
const isView = (value: string | null): value is View => VIEWS.some((view) => view === value);

function ViewTabs({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t(m.viewsLabel)}
      className="mb-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
    >
      {VIEWS.map((each) => (
        <button
          key={each}
          type="button"
          role="tab"
          id={`labels-tab-${each}`}
          aria-selected={view === each}
          aria-controls="labels-view"
          onClick={() => onChange(each)}
          className={`min-h-12 rounded-lg px-4 text-sm font-semibold ring-1 ring-inset ${
            view === each
              ? 'bg-navy-800 text-white ring-navy-800'
              : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
          }`}
        >
          {t(VIEW_NAMES[each])}
        </button>
      ))}
    </div>
  );
}

export function LabelsPage() {
  const { t } = useTranslation();
  const templates = useLabelTemplates();
  const profiles = usePrinterProfiles();
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const selection = readLabelSelection(location.state);
  const asked = search.get('view');
  const view: View = isView(asked) ? asked : 'print';
  const setView = (next: View) =>
    setSearch(next === 'print' ? {} : { view: next }, { replace: true, state: location.state as unknown });

  let body: ReactNode;
  if (templates.isPending) body = <ListState kind="loading" message={t(m.loadingTemplates)} />;
  else if (templates.isError)
    body = <ListState kind="error" message={messageOr(templates.error, t(m.loadFailed))} />;
  else {
    const shared = { templates: templates.data, profiles: profiles.data ?? [] };
    const views: Record<View, ReactNode> = {
      print: (
        <Card className="p-4 sm:p-6">
          <PrintByFilter
            {...shared}
            selection={selection}
            onForgetSelection={() => void navigate(location.pathname, { replace: true, state: null })}
          />
        </Card>
      ),
      blank: (
        <Card className="p-4 sm:p-6">
          <BlankLabels {...shared} />
        </Card>
      ),
      codes: (
        <Card className="overflow-hidden">
          <LabelCodesList />
        </Card>
      ),
      printers: (
        <Card className="p-4 sm:p-6">
          <PrintersSection {...shared} />
        </Card>
      ),
    };
    body = (
      <div id="labels-view" role="tabpanel" aria-labelledby={`labels-tab-${view}`}>
        {views[view]}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <ViewTabs view={view} onChange={setView} />
      {body}
    </>
  );
}

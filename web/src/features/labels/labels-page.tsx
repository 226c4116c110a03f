/** The administrator's Labels screen (/admin/labels): print by filter, blank labels and codes, printers. */
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
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

export function LabelsPage() {
  const { t } = useTranslation();
  const templates = useLabelTemplates();
  const profiles = usePrinterProfiles();
  const location = useLocation();
  const navigate = useNavigate();
  const selection = readLabelSelection(location.state);

  let body: ReactNode;
  if (templates.isPending) body = <ListState kind="loading" message={t(m.loadingTemplates)} />;
  else if (templates.isError)
    body = <ListState kind="error" message={messageOr(templates.error, t(m.loadFailed))} />;
  else {
    const shared = { templates: templates.data, profiles: profiles.data ?? [] };
    body = (
      <div className="space-y-6">
        <Card className="p-4 sm:p-6">
          <PrintByFilter
            {...shared}
            selection={selection}
            onForgetSelection={() => void navigate(location.pathname, { replace: true, state: null })}
          />
        </Card>
        <Card className="p-4 sm:p-6">
          <BlankLabels {...shared} />
        </Card>
        <Card className="overflow-hidden">
          <LabelCodesList />
        </Card>
        <Card className="p-4 sm:p-6">
          <PrintersSection {...shared} />
        </Card>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      {body}
    </>
  );
}

import { Download, FileText, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DueStatusBadge } from '@/components/ui/due-status-badge';
import type { DocumentView } from '@/lib/readers/compliance-readers';
import { DOCUMENT_KIND_LABELS } from '../document-form';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

interface DocumentRowProps {
  document: DocumentView;
  downloading: boolean;
  onDownload: () => void;
  /** Admin only. */
  onDelete?: () => void;
}

function kindLabel(kind: string): string {
  const label = Object.entries(DOCUMENT_KIND_LABELS).find(([known]) => known === kind)?.[1];
  return label ? translate(label) : kind;
}

function expiryText(document: DocumentView): string {
  if (!document.expiresOn) return translate(m.doesNotExpire);
  return translate(document.status === 'overdue' ? m.expiredOn : m.expiresOnDate, {
    date: document.expiresOn,
  });
}

/** A document: its kind, number and issuer, its dates and whether it has expired; download, and delete for an admin. */
export function DocumentRow({ document, downloading, onDownload, onDelete }: DocumentRowProps) {
  const { t } = useTranslation();
  const title = [kindLabel(document.kind), document.number].filter(Boolean).join(' ');
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center" data-testid="document">
      <FileText className="hidden h-6 w-6 shrink-0 text-slate-500 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {title}
          {document.expiresOn ? <DueStatusBadge status={document.status} /> : null}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {[
            document.issuer ? t(m.issuedBy, { issuer: document.issuer }) : null,
            document.issuedOn ? t(m.issuedOnDate, { date: document.issuedOn }) : null,
            expiryText(document),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="mt-0.5 break-words text-xs text-slate-600">{document.fileName}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="lg"
          className="h-12 flex-1"
          onClick={onDownload}
          disabled={downloading}
          aria-label={t(m.downloadDocument, { title })}
        >
          <Download className="h-5 w-5" aria-hidden="true" />
          {t(m.download)}
        </Button>
        {onDelete ? (
          <Button
            variant="secondary"
            size="lg"
            className="h-12 text-red-700"
            onClick={onDelete}
            aria-label={t(m.deleteDocument, { title })}
          >
            <Trash2 className="h-5 w-5" aria-hidden="true" />
            {t(m.delete)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

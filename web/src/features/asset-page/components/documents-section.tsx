import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '@/lib/toast';
import { useQuery } from '@tanstack/react-query';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListState } from '@/components/ui/list-state';
import { messageOr } from '@/lib/error-message';
import type { DocumentView } from '@/lib/readers/compliance-readers';
import { documentsQueryOptions, useDeleteDocument, useDownloadDocument } from '../api/documents';
import { DocumentRow } from './document-row';
import { DocumentUploadForm } from './document-upload-form';
import { translate } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { assetPageMessages as m } from '../asset-page-messages';

/** Certificates, survey reports and manuals of the asset; an admin adds and deletes them. */
export function DocumentsSection({ assetId, canManage }: { assetId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const documents = useQuery(documentsQueryOptions(assetId));
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<DocumentView | null>(null);
  const section = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  // Opened from a scan's "Upload the new certificate" (`#documents`): the documents and the upload form in view.
  const loaded = !documents.isPending;
  useEffect(() => {
    if (hash === '#documents' && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(translate(m.documentDeleted));
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, translate(m.deleteFailed))),
    });
  }

  let body;
  if (documents.isPending) body = <ListState kind="loading" message={t(m.loadingDocuments)} />;
  else if (documents.isError)
    body = <ListState kind="error" message={messageOr(documents.error, t(m.documentsFailed))} />;
  else if (documents.data.length === 0) body = <ListState kind="empty" message={t(m.noDocuments)} />;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {documents.data.map((document) => (
          <DocumentRow
            key={document._id}
            document={document}
            downloading={download.isPending && download.variables._id === document._id}
            onDownload={() =>
              download.mutate(document, {
                onError: (error) => toast.error(messageOr(error, translate(m.downloadFailed))),
              })
            }
            onDelete={canManage ? () => setDeleting(document) : undefined}
          />
        ))}
      </ul>
    );

  return (
    <div id="documents" ref={section} className="scroll-mt-20">
      <Card>
        <CardHeader title={t(m.documents)} />
        {body}
        {canManage ? (
          <div className="border-t border-slate-200">
            <DocumentUploadForm assetId={assetId} />
          </div>
        ) : null}
        <ConfirmDialog
          open={deleting !== null}
          title={t(m.deleteDocumentTitle)}
          message={t(m.confirmDelete, { name: deleting?.fileName ?? '' })}
          confirmLabel={t(m.delete)}
          busyLabel={t(m.deleting)}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      </Card>
    </div>
  );
}

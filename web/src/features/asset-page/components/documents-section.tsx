import { useState } from 'react';
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

/** Certificates, survey reports and manuals of the asset; an admin adds and deletes them. */
export function DocumentsSection({ assetId, canManage }: { assetId: string; canManage: boolean }) {
  const documents = useQuery(documentsQueryOptions(assetId));
  const download = useDownloadDocument();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<DocumentView | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success('Document deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error(messageOr(error, 'Failed to delete the document')),
    });
  }

  let body;
  if (documents.isPending) body = <ListState kind="loading" message="Loading documents..." />;
  else if (documents.isError)
    body = <ListState kind="error" message={messageOr(documents.error, 'Failed to load documents')} />;
  else if (documents.data.length === 0) body = <ListState kind="empty" message="No documents yet" />;
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
                onError: (error) => toast.error(messageOr(error, 'Failed to download the document')),
              })
            }
            onDelete={canManage ? () => setDeleting(document) : undefined}
          />
        ))}
      </ul>
    );

  return (
    <Card>
      <CardHeader title="Documents" />
      {body}
      {canManage ? (
        <div className="border-t border-slate-200">
          <DocumentUploadForm assetId={assetId} />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Document"
        message={`Are you sure you want to delete ${deleting?.fileName ?? ''}? This action cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

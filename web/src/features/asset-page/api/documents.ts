/** An asset's documents: GET and POST /api/assets/:id/documents, GET and DELETE /api/documents/:id. */
import { useRef } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest, apiSend } from '@/lib/api-client';
import { lenientList, readAs } from '@/lib/lenient';
import { queryKeys } from '@/lib/query-keys';
import { documentReader, type DocumentView } from '@/lib/readers/compliance-readers';
import { saveBlob } from '@/lib/save-blob';
import { refreshAfter } from '@/lib/stale-lists';
import { formFingerprint } from '../document-form';

const documentsReader = readAs(
  lenientList(documentReader, 'document: unreadable'),
  'GET /assets/:id/documents',
);
const uploadedReader = readAs(documentReader, 'POST /assets/:id/documents');

const documentsPath = (assetId: string) => `/assets/${encodeURIComponent(assetId)}/documents`;

export const documentsQueryOptions = (assetId: string) =>
  queryOptions({
    queryKey: queryKeys.documents.forAsset(assetId),
    queryFn: () => apiRequest(documentsPath(assetId), documentsReader),
  });

/** The same form sent again keeps its key: a resend after a lost answer stores the document once. */
export function useUploadDocument(assetId: string) {
  const queryClient = useQueryClient();
  const key = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMutation({
    mutationFn: (form: FormData) => {
      const fingerprint = formFingerprint(form);
      if (key.current?.fingerprint !== fingerprint) key.current = { fingerprint, key: crypto.randomUUID() };
      return apiRequest(documentsPath(assetId), uploadedReader, {
        method: 'POST',
        body: form,
        idempotencyKey: key.current.key,
      });
    },
    onSuccess: () => refreshAfter(queryClient, 'addDocument'),
  });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiSend(`/documents/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: () => refreshAfter(queryClient, 'removeDocument'),
  });
}

/** The file needs the bearer token, so it is fetched and then handed to the browser as a download. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (document: DocumentView) => {
      const { blob } = await apiBlob(`/documents/${encodeURIComponent(document._id)}`, '*/*');
      saveBlob(blob, document.fileName);
    },
  });
}

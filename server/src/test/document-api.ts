/** Requests of the documents API, shared by its test files. */
import { multipart, type FilePart } from './multipart';
import { bearer, type TestApp } from './test-app';

export const pdfPart = (
  bytes: Buffer,
  filename = 'certificate.pdf',
  contentType = 'application/pdf',
): FilePart => ({
  field: 'file',
  filename,
  contentType,
  bytes,
});

export function uploadDocument(
  t: TestApp,
  assetId: string,
  fields: Record<string, string>,
  file: FilePart | undefined,
  options: { token?: string; key?: string } = {},
) {
  const body = multipart(fields, file);
  return t.server.inject({
    method: 'POST',
    url: `/api/assets/${assetId}/documents`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...bearer(options.token ?? t.adminToken),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
}

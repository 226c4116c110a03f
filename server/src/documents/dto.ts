import type { AssetDocument } from '@harbour/contract';
import { DEFAULT_DUE_SOON_DAYS } from '@harbour/contract';
import { dueStatus, type CalendarDate } from '../common/due-date';
import type { DocumentRow } from './repository';

const documentUrl = (id: string) => `/api/documents/${id}`;

export const toDocumentDto = (row: DocumentRow, today: CalendarDate): AssetDocument => ({
  _id: row.id,
  assetId: row.asset_id,
  kind: row.kind,
  number: row.number,
  issuer: row.issuer,
  issuedOn: row.issued_on,
  expiresOn: row.expires_on,
  status: row.expires_on ? dueStatus(row.expires_on, today, DEFAULT_DUE_SOON_DAYS) : 'none',
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  url: documentUrl(row.id),
  uploadedAt: row.uploaded_at,
  uploadedBy: row.uploaded_by,
});

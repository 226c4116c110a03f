/** An asset's documents and certificates: kept with their file, and an expiry that counts toward compliance. */
import { DEFAULT_DUE_SOON_DAYS, type AssetDocument, type DocumentFields } from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetsRepository } from '../assets/repository';
import type { AuthUser } from '../common/auth-user';
import { subtractDays, todayIn } from '../common/due-date';
import { newId, nowIso } from '../db/ids';
import type { Locks } from '../db/locks';
import type { Transactor } from '../db/transactor';
import { NotFoundError } from '../errors';
import type { DocumentFile } from '../common/document-file';
import { assertHoldsOrAdministers } from '../common/access-scope';
import { toDocumentDto } from './dto';
import type { DocumentRow, DocumentsRepository } from './repository';

interface DocumentsRepositories {
  documents: DocumentsRepository;
  assets: AssetsRepository;
  activity: ActivityRepository;
  locks: Locks;
}

const KIND_LABELS = {
  certificate: 'certificate',
  'survey-report': 'survey report',
  manual: 'manual',
  other: 'document',
} as const;

/** "certificate LR-2024-113 (expires 2026-05-01)": what the history says was added or removed. */
const describe = (row: Pick<DocumentRow, 'kind' | 'number' | 'expires_on' | 'file_name'>) =>
  [
    KIND_LABELS[row.kind],
    row.number ?? row.file_name,
    ...(row.expires_on ? [`(expires ${row.expires_on})`] : []),
  ].join(' ');

const assetNotFound = () => new NotFoundError('asset-not-found', 'Asset not found');
const documentNotFound = () => new NotFoundError('document-not-found', 'Document not found');

export function createDocumentsService(tx: Transactor<DocumentsRepositories>, timeZone: string) {
  const today = () => todayIn(timeZone);

  return {
    /** The asset's documents, for its holder and administrators. */
    async list(viewer: AuthUser, assetId: string): Promise<AssetDocument[]> {
      const rows = await tx.read(async (r) => {
        const asset = await r.assets.findById(assetId);
        if (!asset) throw assetNotFound();
        assertHoldsOrAdministers(viewer, asset);
        return r.documents.listForAsset(assetId);
      });
      const date = today();
      return rows.map((row) => toDocumentDto(row, date));
    },

    async add(
      actor: AuthUser,
      assetId: string,
      fields: DocumentFields,
      file: DocumentFile,
    ): Promise<AssetDocument> {
      const row = await tx.write(async (r) => {
        // Shared: a deletion of the asset waits for this document, or this finds the asset gone.
        await r.locks.asset(assetId, 'share');
        const asset = await r.assets.findById(assetId);
        if (!asset) throw assetNotFound();
        const document: DocumentRow = {
          id: newId(),
          asset_id: assetId,
          kind: fields.kind,
          number: fields.number || null,
          issuer: fields.issuer || null,
          issued_on: fields.issuedOn ?? null,
          expires_on: fields.expiresOn ?? null,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.bytes.length,
          uploaded_at: nowIso(),
          uploaded_by: actor.username,
        };
        await r.documents.insert({ ...document, bytes: file.bytes });
        if (document.expires_on) {
          await r.documents.insertDueItem({
            asset_id: assetId,
            source_id: document.id,
            due_on: document.expires_on,
            warn_on: subtractDays(document.expires_on, DEFAULT_DUE_SOON_DAYS),
            last_done_on: document.issued_on,
          });
        }
        await r.activity.record({
          action: 'document-added',
          details: `Added ${describe(document)}`,
          asset: { id: asset.id, name: asset.name },
          actor,
        });
        return document;
      });
      return toDocumentDto(row, today());
    },

    /** A document's file, for the holder of its asset and administrators. */
    async file(viewer: AuthUser, id: string) {
      const file = await tx.read(async (r) => {
        const found = await r.documents.findFile(id);
        const asset = found && (await r.assets.findById(found.asset_id));
        if (!found || !asset) throw documentNotFound();
        assertHoldsOrAdministers(viewer, asset);
        return found;
      });
      return { fileName: file.file_name, contentType: file.content_type, bytes: file.bytes };
    },

    remove: (actor: AuthUser, id: string) =>
      tx.write(async (r) => {
        const document = await r.documents.findById(id);
        if (!document) throw documentNotFound();
        await r.locks.asset(document.asset_id, 'share');
        const asset = await r.assets.findById(document.asset_id);
        // The delete waits for a concurrent removal of the same document, then finds it gone: one 404.
        if (!asset || !(await r.documents.delete(id))) throw documentNotFound();
        await r.documents.deleteDueItem(id);
        await r.activity.record({
          action: 'document-removed',
          details: `Removed ${describe(document)}`,
          asset: { id: asset.id, name: asset.name },
          actor,
        });
      }),
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** The files served without a token: stored images by name, and the QR image of an asset that exists. */
import type { AssetsRepository } from '../assets/repository';
import type { Transactor } from '../db/transactor';
import { NotFoundError } from '../errors';
import type { QrCache } from '../qr/cache';
import { parseQrImageName, qrPayload, type QrSettings } from '../common/qr-payload';
import { isStoredImageName } from '../common/images';
import type { FilesRepository } from './repository';

interface FilesRepositories {
  assets: AssetsRepository;
  files: FilesRepository;
}

const fileNotFound = () => new NotFoundError('file-not-found', 'File not found');

export function createFilesService(tx: Transactor<FilesRepositories>, qr: QrSettings, qrCache: QrCache) {
  return {
    /** The PNG behind an asset's signed QR image name; `origin` is where the request came in. */
    async qrImage(name: string, origin: string): Promise<Buffer> {
      const assetId = parseQrImageName(qr.secret, name);
      if (!assetId) throw fileNotFound();
      const exists = await tx.read((r) => r.assets.findById(assetId));
      if (!exists) throw fileNotFound();
      return qrCache.png(qrPayload(qr, assetId, origin));
    },

    async storedImage(name: string): Promise<{ contentType: string; bytes: Buffer }> {
      if (!isStoredImageName(name)) throw fileNotFound();
      const file = await tx.read((r) => r.files.find(name));
      if (!file) throw fileNotFound();
      return { contentType: file.content_type, bytes: file.bytes };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

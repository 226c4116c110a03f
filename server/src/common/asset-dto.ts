import type { Selectable } from 'kysely';
import type { Asset } from '@harbour/contract';
import type { AssetsTable } from '../db/types';
import { qrImagePath, qrPayload, type QrSettings } from './qr-payload';
import { parseStoredKeys, parseStoredValues } from './asset-field-values';

/** An asset as it is read: its row (the search key aside) and its holder's name. */
export type AssetRow = Omit<
  Selectable<AssetsTable>,
  'search_key' | 'name_sort' | 'type_sort' | 'location_sort' | 'field_search'
> & {
  assignee_name: string | null;
};

const filePath = (name: string | null) => (name ? `/uploads/${name}` : null);

/** Shapes a row as the API answers it (its field names are the contract). */
export function toAssetDto(row: AssetRow, qr: QrSettings, origin: string | undefined): Asset {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    location: row.location,
    status: row.status,
    assignedTo: row.assigned_to,
    assignedToName: row.assignee_name,
    dateAssigned: row.date_assigned,
    lastUpdated: row.updated_at,
    createdAt: row.created_at,
    assetImage: filePath(row.image_file),
    assetThumbnail: filePath(row.thumb_file),
    qrCodeImage: qrImagePath(qr.secret, row.id),
    qrPayload: qrPayload(qr, row.id, origin),
    serialNumber: row.serial_number,
    manufacturer: row.manufacturer,
    model: row.model,
    manufacturedOn: row.manufactured_on,
    inServiceOn: row.in_service_on,
    critical: row.critical === 1,
    notes: row.notes,
    fields: parseStoredValues(row.fields),
    fieldsNotFitting: parseStoredKeys(row.fields_not_fitting),
  };
}

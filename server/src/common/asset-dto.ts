import type { Selectable } from 'kysely';
import type { Asset, ChartPosition } from '@harbour/contract';
import type { AssetsTable } from '../db/types';
import { qrImagePath, qrPayload, type QrSettings } from './qr-payload';
import { parseStoredKeys, parseStoredValues } from './asset-field-values';

/** An asset as it is read: its row (the search key aside) and its holder's name. */
export type AssetRow = Omit<
  Selectable<AssetsTable>,
  'search_key' | 'name_sort' | 'type_sort' | 'location_sort' | 'field_search'
> & {
  assignee_name: string | null;
  /** Its location's charted position (its own, or its nearest ancestor's). */
  location_lat: number | null;
  location_lon: number | null;
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
    locationId: row.location_id,
    position: row.lat !== null && row.lon !== null ? { lat: row.lat, lon: row.lon } : null,
    chartedPosition: chartedPositionOf(row),
    offStation:
      row.off_station_at !== null &&
      row.off_station_meters !== null &&
      row.off_station_lat !== null &&
      row.off_station_lon !== null
        ? {
            meters: row.off_station_meters,
            accuracy: row.off_station_accuracy,
            position: { lat: row.off_station_lat, lon: row.off_station_lon },
            at: row.off_station_at,
            by: row.off_station_by,
          }
        : null,
  };
}

/** Where an asset belongs: its own charted position, else its location's; null when neither has one. */
export function chartedPositionOf(
  row: Pick<AssetRow, 'lat' | 'lon' | 'location_lat' | 'location_lon'>,
): (ChartPosition & { from: 'asset' | 'location' }) | null {
  if (row.lat !== null && row.lon !== null) return { lat: row.lat, lon: row.lon, from: 'asset' };
  if (row.location_lat !== null && row.location_lon !== null)
    return { lat: row.location_lat, lon: row.location_lon, from: 'location' };
  return null;
}

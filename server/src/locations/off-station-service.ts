/**
 * Off station: a scan, mark or inspection that reports where the device was, farther from the asset's
 * charted position than its type allows (`offStationMeters`, 50 m unless set) plus the report's own
 * accuracy, flags the asset: on the asset, as a due item of kind `off-station` (the compliance list, the
 * digest, the dashboard) and in its history. A later report within reach clears it, as an administrator's
 * word does.
 */
import { DEFAULT_OFF_STATION_METERS, metersBetween, type Position } from '@harbour/contract';
import type { ActivityRepository } from '../activity/repository';
import type { AssetTypesRepository } from '../asset-types/repository';
import type { AssetsRepository } from '../assets/repository';
import { backOnStationEntry, offStationEntry } from '../common/activity-entries';
import { chartedPositionOf, type AssetRow } from '../common/asset-dto';
import { dateIn, subtractDays } from '../common/due-date';
import type { DueItemsRepository } from '../compliance/due-items-repository';

export interface StationRepositories {
  assets: AssetsRepository;
  assetTypes: AssetTypesRepository;
  dueItems: DueItemsRepository;
  activity: ActivityRepository;
}

/** Checks a reported position against the asset's charted one and raises or clears the flag. */
async function checkStation(
  r: StationRepositories,
  actor: { id: string; username: string },
  asset: AssetRow,
  reported: Position,
  /** When the report was made (the device's time for a field record) and the authority's time zone. */
  when: { at: string; timeZone: string },
): Promise<void> {
  const charted = chartedPositionOf(asset);
  if (!charted) return;
  const type = asset.type_id ? await r.assetTypes.findById(asset.type_id) : undefined;
  const allowed = type?.off_station_meters ?? DEFAULT_OFF_STATION_METERS;
  const accuracy = reported.accuracy ?? 0;
  const meters = Math.round(metersBetween(charted, reported));
  const flagged = asset.off_station_at !== null;
  const entryOf = { asset: { id: asset.id, name: asset.name }, actor };
  // Raised only when even the nearest point the report allows is too far; cleared only when even its
  // farthest is near enough. A vague fix between the two changes nothing.
  const surelyOff = meters - accuracy > allowed;
  const surelyOn = meters + accuracy <= allowed;
  if (!surelyOff) {
    if (!flagged || !surelyOn) return;
    await r.assets.setOffStation(asset.id, null);
    await r.dueItems.clearOffStation(asset.id);
    await r.activity.record({ ...backOnStationEntry({ meters }), ...entryOf });
    return;
  }
  await r.assets.setOffStation(asset.id, {
    meters,
    accuracy: reported.accuracy ?? null,
    lat: reported.lat,
    lon: reported.lon,
    at: when.at,
    by: actor.username,
  });
  // Overdue from the moment it is raised: its due day is the day before the report.
  const day = dateIn(when.timeZone, new Date(when.at));
  await r.dueItems.raiseOffStation({
    asset_id: asset.id,
    kind: 'off-station',
    source_id: asset.id,
    due_on: subtractDays(day, 1),
    warn_on: subtractDays(day, 1),
    last_done_on: null,
    asset_type: asset.type,
    asset_location: asset.location,
    assigned_to: asset.assigned_to,
  });
  if (!flagged) await r.activity.record({ ...offStationEntry(meters), ...entryOf });
}

/** An administrator's word that the asset is back where it belongs (it was checked, or its chart was wrong). */
async function clearOffStation(
  r: StationRepositories,
  actor: { id: string; username: string },
  asset: AssetRow,
  note: string,
): Promise<void> {
  await r.assets.setOffStation(asset.id, null);
  await r.dueItems.clearOffStation(asset.id);
  await r.activity.record({
    ...backOnStationEntry({ note }),
    asset: { id: asset.id, name: asset.name },
    actor,
  });
}

/**
 * The check the field writes share (scans, round marks, inspections), given to their services like the
 * due-date recompute: `timeZone` is the authority's, whose calendar day a flag is raised on.
 */
export function createStationCheck(timeZone: string) {
  return {
    /** `at`: when the report was made (a field record's device time). */
    check: (
      r: StationRepositories,
      actor: { id: string; username: string },
      asset: AssetRow,
      reported: Position,
      at: string,
    ) => checkStation(r, actor, asset, reported, { at, timeZone }),
    clear: clearOffStation,
  };
}
export type StationCheck = ReturnType<typeof createStationCheck>;

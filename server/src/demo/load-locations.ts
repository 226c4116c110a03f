/**
 * The demo's location tree and its charted marks: each location made through the locations service
 * (parents first), then twenty lit buoys and beacons on their positions, one of them scanned 312 m off
 * station. What is already there stays.
 */
import { LOCATION_PATH_SEPARATOR, locationKey } from '@harbour/contract';
import { indexFieldValues, valuesOfFields } from '../common/asset-field-values';
import { createdEntry } from '../common/activity-entries';
import type { AuthUser } from '../common/auth-user';
import { newId } from '../db/ids';
import type { Transactor } from '../db/transactor';
import { createLocationsService } from '../locations/service';
import { createStationCheck } from '../locations/off-station-service';
import type { createRepositories } from '../repositories';
import { DEMO_BUOYS, DEMO_LOCATIONS, DEMO_OFF_STATION } from './locations-data';

type Repositories = ReturnType<typeof createRepositories>;

const findPath = (tx: Transactor<Repositories>, path: string) =>
  tx.read((r) => r.locations.findByPathKey(locationKey(path)));

export async function loadDemoLocations(tx: Transactor<Repositories>, locale: string): Promise<number> {
  const locations = createLocationsService(tx, locale);
  let made = 0;
  for (const demo of DEMO_LOCATIONS) {
    if (await findPath(tx, demo.path)) continue;
    const names = demo.path.split(LOCATION_PATH_SEPARATOR);
    const name = names.pop() ?? demo.path;
    const parent = names.length > 0 ? await findPath(tx, names.join(LOCATION_PATH_SEPARATOR)) : undefined;
    await locations.create({
      name,
      kind: demo.kind,
      parentId: parent?.id ?? null,
      ...(demo.position ? { position: demo.position } : {}),
    });
    made++;
  }
  return made;
}

export async function loadDemoBuoys(
  tx: Transactor<Repositories>,
  options: { timeZone: string; admin: AuthUser; existingNames: Set<string> },
): Promise<number> {
  const station = createStationCheck(options.timeZone);
  const at = new Date().toISOString();
  let made = 0;
  for (const buoy of DEMO_BUOYS) {
    if (options.existingNames.has(buoy.name)) continue;
    await tx.write(async (r) => {
      const type = await r.assetTypes.ensure(buoy.type);
      const place = await r.locations.ensure(buoy.location);
      const values = valuesOfFields(type.fields, {
        light_character: buoy.lightCharacter,
        range_nm: buoy.rangeNm,
      });
      const id = newId();
      await r.assets.insert({
        id,
        name: buoy.name,
        type: buoy.type,
        location: place.path,
        location_id: place.id,
        lat: buoy.position.lat,
        lon: buoy.position.lon,
        status: 'In Use',
        assigned_to: null,
        date_assigned: null,
        image_file: null,
        thumb_file: null,
        created_at: at,
        updated_at: at,
        type_id: type.id,
        fieldIndex: indexFieldValues(type.fields, values),
      });
      const asset = { id, name: buoy.name };
      await r.activity.record({ ...createdEntry(buoy.type, place.path), asset, actor: options.admin });
      if (buoy.name === DEMO_OFF_STATION.name) {
        const row = await r.assets.findById(id);
        const north = DEMO_OFF_STATION.metersNorth / 1852 / 60;
        if (row)
          await station.check(
            r,
            options.admin,
            row,
            { lat: buoy.position.lat + north, lon: buoy.position.lon, accuracy: 8 },
            at,
          );
      }
    });
    made++;
  }
  return made;
}

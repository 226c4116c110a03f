/** Demo defects: a public report on a buoy, a duplicate of it, a rejected one with its reason, and an open safety defect. */
import type { AuthUser } from '../common/auth-user';
import type { Transactor } from '../db/transactor';
import { createDefectsService, NO_SAFETY_ALERTS } from '../defects/service';
import type { createRepositories } from '../repositories';

type Repositories = ReturnType<typeof createRepositories>;

export async function loadDemoDefects(
  tx: Transactor<Repositories>,
  options: { admin: AuthUser; reporter: AuthUser },
): Promise<number> {
  // No mailer: demo data tells nobody.
  const defects = createDefectsService(tx, NO_SAFETY_ALERTS);
  if ((await defects.list(options.admin, { limit: 1 })).total > 0) return 0;
  const assets = await tx.read((r) => r.assets.listAll());
  const buoy = assets.find((asset) => asset.type === 'Navigation Buoy');
  // A vessel of the register, not one of the fairway's buoys and beacons whose status history is set.
  const vessel = assets.find((asset) => asset.type === 'Patrol Vessel');
  if (!buoy || !vessel) return 0;
  await defects.createPublic(
    buoy.id,
    { description: 'The light on this buoy was out when we passed at dusk.', contact: 'skipper@example.no' },
    [],
  );
  const head = (await defects.list(options.admin, { limit: 1 })).rows[0];
  const again = await defects.create(
    options.reporter,
    buoy.id,
    { description: 'No light seen from the fairway last night.', severity: 'normal' },
    [],
  );
  if (head) await defects.triage(options.admin, again._id, { state: 'duplicate', duplicateOf: head._id });
  const rejected = await defects.create(
    options.reporter,
    vessel.id,
    { description: 'Paint scratched on the port side.', severity: 'low' },
    [],
  );
  await defects.triage(options.admin, rejected._id, {
    state: 'rejected',
    rejectionReason: 'Cosmetic: left for the yearly docking.',
  });
  await defects.create(
    options.reporter,
    vessel.id,
    { description: 'Fire pump does not start.', severity: 'safety' },
    [],
  );
  return 4;
}

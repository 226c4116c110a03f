/**
 * The demo's rounds: a monthly life-saving-appliance audit at the Lifeboat Station, open, half walked, so
 * the Rounds screen has progress to show and a report to download. Loaded once, by name.
 */
import type { AuthUser } from '../common/auth-user';
import { addInterval, todayIn } from '../common/due-date';
import type { Transactor } from '../db/transactor';
import type { createRepositories } from '../repositories';
import { createStationCheck } from '../locations/off-station-service';
import { createRoundsService } from '../rounds/service';

type Repositories = ReturnType<typeof createRepositories>;

export const DEMO_ROUND = {
  name: 'Lifeboat Station monthly LSA audit',
  location: 'Main Harbour / Lifeboat Station',
  assignees: ['erik.hansen', 'maria.silva'],
  /** How many of its assets were already scanned, by the first assignee. */
  found: 2,
} as const;

export interface DemoRoundsOptions {
  timeZone: string;
  admin: AuthUser;
  userIds: Map<string, string>;
}

export async function loadDemoRounds(
  tx: Transactor<Repositories>,
  options: DemoRoundsOptions,
): Promise<number> {
  const rounds = createRoundsService(tx, createStationCheck(options.timeZone));
  const existing = await rounds.list(options.admin, { limit: 100 });
  if (existing.rounds.some(({ row }) => row.name === DEMO_ROUND.name)) return 0;
  const assignees = DEMO_ROUND.assignees.flatMap((name) => options.userIds.get(name) ?? []);
  const { row } = await rounds.create(options.admin, {
    name: DEMO_ROUND.name,
    kind: 'audit',
    scope: { locations: [DEMO_ROUND.location] },
    assignees,
    dueOn: addInterval(todayIn(options.timeZone), { count: 7, unit: 'days' }),
  });
  const walker: AuthUser = {
    id: assignees[0] ?? options.admin.id,
    username: DEMO_ROUND.assignees[0],
    role: 'user',
  };
  const items = await rounds.items(options.admin, row.id, { state: 'pending', limit: DEMO_ROUND.found });
  for (const item of items.rows)
    await rounds.mark(walker, row.id, {
      assetId: item.asset_id,
      position: { lat: 69.6489, lon: 18.9551, accuracy: 9 },
    });
  return 1;
}

/** Loads the demo data set. Idempotent: what already exists (by username or asset name) is left alone. */
import sharp from 'sharp';
import { ASSET_STATUSES } from '@harbour/contract';
import { hashPassword } from '../common/passwords';
import type { Db } from '../db/database';
import { assignedEntry, createdEntry, maintenanceEntry, scannedEntry } from '../common/activity-entries';
import { newId } from '../db/ids';
import { createTransactor } from '../db/transactor';
import { processImageUpload } from '../common/images';
import { createRepositories } from '../repositories';
import { subtractDays, todayIn } from '../common/due-date';
import { indexFieldValues, valuesOfFields } from '../common/asset-field-values';
import { assetTypeKey } from '@harbour/contract';
import { DEMO_ASSET_TYPES, DEMO_FIELD_VALUES } from './asset-types-data';
import { DEMO_ASSETS, DEMO_PASSWORDS, DEMO_USERS, type DemoAsset, type DemoRegister } from './data';
import { loadDemoCompliance } from './load-compliance';
import { loadDemoRounds } from './load-rounds';
import { loadDemoStatusHistory } from './load-status-history';
import { loadDemoDefects } from './load-defects';
import { loadDemoBuoys, loadDemoLocations } from './load-locations';

const DAY = 24 * 60 * 60 * 1000;

async function pictureFor(asset: DemoAsset): Promise<Buffer> {
  const initials = asset.type
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#7dd3fc"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/>
    <path d="M0 360 Q160 330 320 360 T640 360 V480 H0Z" fill="#0c4a6e" opacity="0.85"/>
    <circle cx="320" cy="220" r="120" fill="${asset.color}"/>
    <text x="320" y="250" font-family="sans-serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An asset's register columns, its dates counted back from today. */
function registerColumns(register: DemoRegister | undefined, today: string) {
  if (!register) return {};
  const daysAgo = (days: number | undefined) => (days === undefined ? null : subtractDays(today, days));
  return {
    serial_number: register.serialNumber ?? null,
    manufacturer: register.manufacturer ?? null,
    model: register.model ?? null,
    manufactured_on: daysAgo(register.madeDaysAgo),
    in_service_on: daysAgo(register.inServiceDaysAgo),
    critical: register.critical ? 1 : 0,
  };
}

/** Where the loader reports what it added (the server's logger). */
interface DemoLog {
  info(details: object, message: string): void;
}

export interface DemoOptions {
  /** The authority's time zone: due dates are calendar dates there. */
  timeZone: string;
  orgName: string;
  /** ORGANISATION_LOCALE: the sort keys' collation. */
  locale: string;
}

export async function loadDemoData(db: Db, options: DemoOptions, log: DemoLog): Promise<void> {
  const tx = createTransactor(db, (kysely, kind) => createRepositories(kysely, kind, options.locale));
  const now = Date.now();
  const today = todayIn(options.timeZone);
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const userIds = new Map<string, string>();
  let createdUsers = 0;
  for (const [index, demo] of DEMO_USERS.entries()) {
    const existing = await tx.read((r) => r.users.findByUsername(demo.username));
    if (existing) {
      userIds.set(demo.username, existing.id);
      continue;
    }
    const id = newId(now - (120 - index) * DAY);
    const passwordHash = await hashPassword(DEMO_PASSWORDS[demo.role]);
    await tx.write((r) =>
      r.users.insert({
        id,
        username: demo.username,
        password_hash: passwordHash,
        role: demo.role,
        // An address for everyone, so the daily digest has someone to write to (with SMTP_URL set).
        email: `${demo.username}@harbour-authority.example`,
        token_version: 0,
        last_login: index % 3 === 0 ? null : iso(index * 3600_000),
        created_at: iso((120 - index) * DAY),
        updated_at: iso((120 - index) * DAY),
      }),
    );
    userIds.set(demo.username, id);
    createdUsers++;
  }
  const admin = { id: userIds.get('harbourmaster') ?? '', username: 'harbourmaster' };

  // Types first, with their fields, so each asset is written with its values; a type already kept stays.
  await tx.write(async (r) => {
    for (const type of DEMO_ASSET_TYPES) {
      if (await r.assetTypes.findByKey(assetTypeKey(type.name))) continue;
      await r.assetTypes.insert(
        newId(now - 121 * DAY),
        {
          name: type.name,
          fields: type.fields,
          public_reports: type.publicReports ? 1 : 0,
          off_station_meters: 50,
          availability_category: type.availabilityCategory ?? null,
          common_faults: [],
        },
        iso(121 * DAY),
      );
    }
  });

  const locations = await loadDemoLocations(tx, options.locale);
  const existingNames = new Set((await tx.read((r) => r.assets.listAll())).map((a) => a.name));
  let createdAssets = 0;
  for (const [index, demo] of DEMO_ASSETS.entries()) {
    if (existingNames.has(demo.name)) continue;
    const image = await processImageUpload(await pictureFor(demo));
    const createdAgo = (120 - index * 3) * DAY;
    const assigneeId = demo.assignee ? userIds.get(demo.assignee) : undefined;
    const id = newId(now - createdAgo);
    const row = {
      id,
      name: demo.name,
      type: demo.type,
      location: demo.location,
      status: demo.status,
      assigned_to: assigneeId ?? null,
      date_assigned: assigneeId ? iso(createdAgo - DAY) : null,
      image_file: image.image.name,
      thumb_file: image.thumbnail.name,
      created_at: iso(createdAgo),
      updated_at: iso(index * 5 * 3600_000 + 600_000),
      ...registerColumns(demo.register, today),
    };
    const asset = { id, name: demo.name };
    const history = [
      {
        ...createdEntry(demo.type, demo.location),
        at: createdAgo,
        by: admin,
      },
      ...(demo.assignee && assigneeId
        ? [
            {
              ...assignedEntry(demo.assignee),
              at: createdAgo - DAY,
              by: admin,
            },
          ]
        : []),
      ...(demo.status === 'Under Maintenance'
        ? [
            {
              ...maintenanceEntry(ASSET_STATUSES[0]),
              at: index * 5 * 3600_000 + 600_000,
              by: admin,
            },
          ]
        : []),
      ...(demo.assignee && assigneeId
        ? [
            {
              ...scannedEntry(demo.assignee),
              at: index * 2 * 3600_000 + 120_000,
              by: { id: assigneeId, username: demo.assignee },
            },
          ]
        : []),
    ];
    await tx.write(async (r) => {
      await r.files.save(image.image);
      await r.files.save(image.thumbnail);
      const type = await r.assetTypes.ensure(demo.type);
      const values = valuesOfFields(type.fields, DEMO_FIELD_VALUES[demo.name] ?? {});
      const place = await r.locations.ensure(row.location);
      await r.assets.insert({
        ...row,
        location: place.path,
        location_id: place.id,
        type_id: type.id,
        fieldIndex: indexFieldValues(type.fields, values),
      });
      await r.activity.record(
        ...history.map((entry) => ({
          action: entry.action,
          details: entry.details,
          asset,
          actor: entry.by,
          at: iso(entry.at),
        })),
      );
    });
    createdAssets++;
  }
  const compliance = await loadDemoCompliance(tx, {
    timeZone: options.timeZone,
    orgName: options.orgName,
    admin: { ...admin, role: 'admin' },
    userIds,
  });
  const rounds = await loadDemoRounds(tx, {
    timeZone: options.timeZone,
    admin: { ...admin, role: 'admin' },
    userIds,
  });
  const buoys = await loadDemoBuoys(tx, {
    timeZone: options.timeZone,
    admin: { ...admin, role: 'admin' },
    existingNames,
  });
  const statusHistories = await loadDemoStatusHistory(tx, now);
  const reporter = userIds.get('erik.hansen');
  const defects = await loadDemoDefects(tx, {
    admin: { ...admin, role: 'admin' },
    reporter: reporter
      ? { id: reporter, username: 'erik.hansen', role: 'user' }
      : { ...admin, role: 'admin' },
  });
  log.info(
    { createdUsers, createdAssets, locations, buoys, statusHistories, ...compliance, rounds, defects },
    'demo data loaded',
  );
}

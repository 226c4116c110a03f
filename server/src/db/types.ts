/** Table types as the database stores them: ids are 24-hex text, times ISO-8601 UTC text. */
import type { Generated } from 'kysely';
import type {
  ActivityAction,
  AssetStatus,
  DefectSeverity,
  DefectSource,
  DefectState,
  DocumentKind,
  DueItemKind,
  InspectionSource,
  LabelCodeState,
  LocationKind,
  Role,
  RoundItemState,
  RoundKind,
  RoundStatus,
  WorkOrderOutcome,
  WorkOrderPriority,
  WorkOrderSource,
  WorkOrderStatus,
} from '@harbour/contract';

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  /** The username's confusable skeleton: unique, so no name looks like another (users/username-skeleton.ts). */
  username_skeleton: string | null;
  /** Sort keys in the organisation's collation (common/collation-sort-key.ts, migration 0017), as are *_sort below. */
  username_sort: string;
  password_hash: string;
  role: Role;
  token_version: Generated<number>;
  last_login: string | null;
  created_at: string;
  updated_at: string;
  /** The secret of the user's calendar feed URL; null until first asked for. */
  calendar_secret: Generated<string | null>;
  email: Generated<string | null>;
  /** The language chosen on the Account page (`en`, `nb`, `nn`); null: not chosen. */
  language: Generated<string | null>;
  /** 0 or 1: an administrator e-mailed at once of a safety defect (migration 0022). */
  duty_officer: Generated<number>;
}

export interface AssetsTable {
  id: string;
  name: string;
  type: string;
  location: string;
  status: AssetStatus;
  assigned_to: string | null;
  date_assigned: string | null;
  image_file: string | null;
  thumb_file: string | null;
  /** searchKey(name, type, location) and field_search, maintained by the assets repository (migrations 0002, 0019). */
  search_key: Generated<string>;
  name_sort: string;
  type_sort: string;
  location_sort: string;
  created_at: string;
  updated_at: string;
  // Register fields (migration 0005); dates are YYYY-MM-DD.
  serial_number: Generated<string | null>;
  manufacturer: Generated<string | null>;
  model: Generated<string | null>;
  manufactured_on: Generated<string | null>;
  in_service_on: Generated<string | null>;
  /** 0 or 1: ISM Code 10 critical equipment. */
  critical: Generated<number>;
  notes: Generated<string | null>;
  /** Its asset type (migration 0019), matched by the type text's key. */
  type_id: string | null;
  /** The values of its type's fields by key, JSON (FieldValues). */
  fields: Generated<string>;
  /** JSON array: keys of kept values that no longer fit their field. */
  fields_not_fitting: Generated<string>;
  /** Its text, IMO, MMSI and call-sign values folded, joined as the search key joins: appended to it. */
  field_search: Generated<string>;
  /** The location `location` is the path of (migration 0020). */
  location_id: string | null;
  /** Its own charted position, decimal degrees; null: its location's. */
  lat: Generated<number | null>;
  lon: Generated<number | null>;
  /** The off-station flag: metres from the charted position, the position reported, when and by whom. */
  off_station_meters: Generated<number | null>;
  off_station_accuracy: Generated<number | null>;
  off_station_lat: Generated<number | null>;
  off_station_lon: Generated<number | null>;
  off_station_at: Generated<string | null>;
  off_station_by: Generated<string | null>;
}

/** A location of the tree (migration 0020). */
export interface LocationsTable {
  id: string;
  name: string;
  /** locationKey(name): a location text may name a location by its name alone when no other has it. */
  name_key: string;
  kind: LocationKind;
  parent_id: string | null;
  /** The names from the root down joined by ' / '. */
  path: string;
  /** locationKey(path): unique. */
  path_key: string;
  depth: number;
  lat: number | null;
  lon: number | null;
  /** Its own position, else its nearest ancestor's (kept by the locations repository). */
  charted_lat: number | null;
  charted_lon: number | null;
  created_at: string;
  updated_at: string;
}

/** Every (ancestor, descendant) pair of the tree, a location with itself at depth 0. */
export interface LocationTreeTable {
  ancestor_id: string;
  descendant_id: string;
  depth: number;
}

/** An asset type (migration 0019); `fields` is the JSON of its FieldDefinition list. */
export interface AssetTypesTable {
  id: string;
  name: string;
  /** assetTypeKey(name): unique. */
  name_key: string;
  fields: string;
  /** 0 or 1. */
  public_reports: Generated<number>;
  off_station_meters: Generated<number>;
  availability_category: number | null;
  /** JSON list of one-line faults offered when a defect is reported (migration 0022). */
  common_faults: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** One choice or yes-no value of an asset, folded ('true'/'false' for yes-no): what list filters read. */
export interface AssetFieldValuesTable {
  asset_id: string;
  key: string;
  value: string;
}

export interface FilesTable {
  name: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  created_at: string;
}

export interface ActivitiesTable {
  id: string;
  action: ActivityAction;
  details: string;
  asset_id: string | null;
  asset_name: string;
  user_id: string | null;
  username: string;
  scan_location: string | null;
  /** When it happened (a field record made offline: the device's time). */
  created_at: string;
  /** When it reached the server; null on rows from before this was kept. */
  received_at: string | null;
}

/** One failed sign-in under one of its throttle keys (address, username, username at address). */
export interface SignInFailuresTable {
  id: string;
  key: string;
  /** Epoch milliseconds. */
  at: number;
}

/** A username-at-address key that signed in successfully, and when it last did. */
export interface SignInKnownAddressesTable {
  key: string;
  since: number;
}

/** JSON columns (rule, checklist, answers) are text on both databases: stringified on write, parsed on read. */
export interface InspectionPlansTable {
  id: string;
  name: string;
  /** foldCase(name): unique. */
  name_key: string;
  reference: string | null;
  rule: string;
  due_soon_days: number;
  checklist: string;
  /** 0 or 1. */
  fail_sets_maintenance: number;
  created_at: string;
  updated_at: string;
}

export interface PlanTypesTable {
  plan_id: string;
  type: string;
}

export interface PlanAssetsTable {
  plan_id: string;
  asset_id: string;
}

export interface InspectionsTable {
  id: string;
  asset_id: string;
  plan_id: string | null;
  plan_name: string;
  user_id: string | null;
  username: string;
  performed_at: string;
  /** The calendar date in the authority's zone when it was completed. */
  performed_on: string;
  /** 0 or 1. */
  passed: number;
  answers: string;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  next_due_on: string | null;
  /** When it reached the server (performed_at: when it was done); null on rows from before this was kept. */
  received_at: string | null;
  /** `field`: recorded with its checklist; `register`: a last inspection date brought in by a CSV import. */
  source: Generated<InspectionSource>;
}

export interface DocumentsTable {
  id: string;
  asset_id: string;
  kind: DocumentKind;
  number: string | null;
  issuer: string | null;
  issued_on: string | null;
  expires_on: string | null;
  file_name: string;
  content_type: string;
  bytes: Buffer;
  size: number;
  uploaded_at: string;
  uploaded_by: string;
}

/** The stored next due date of one plan (kind 'inspection') or expiring document on one asset. */
export interface DueItemsTable {
  asset_id: string;
  kind: DueItemKind;
  source_id: string;
  due_on: string;
  /** due_on less the lead: from this day the item is due soon, and overdue after due_on. */
  warn_on: string;
  last_done_on: string | null;
  /** The asset's type, location and holder, kept in step with it by a trigger (migration 0005). */
  asset_type: string;
  asset_location: string;
  assigned_to: string | null;
}

/** A write's first answer per user and Idempotency-Key; status_code null while it is still running. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  /** sha256 of method, path and body: the same key with another request is refused. */
  request_hash: string;
  status_code: number | null;
  response: string | null;
  created_at: string;
}

export interface DigestRunsTable {
  day: string;
  started_at: string;
}

/** An audit, stocktake or inspection round; its counts and version change with every mark (migration 0006). */
export interface RoundsTable {
  id: string;
  name: string;
  kind: RoundKind;
  status: RoundStatus;
  /** JSON arrays. */
  scope_locations: string;
  scope_types: string;
  plan_id: string | null;
  plan_name: string | null;
  due_on: string | null;
  /** 0 or 1. */
  assignees_may_finish: number;
  created_by: string;
  started_at: string;
  finished_at: string | null;
  finished_by: string | null;
  expected_count: number;
  found_count: number;
  unexpected_count: number;
  version: number;
}

export interface RoundAssigneesTable {
  round_id: string;
  user_id: string;
}

/** One expected asset of a round (frozen at its start) or one unexpected asset scanned in it. */
export interface RoundItemsTable {
  round_id: string;
  asset_id: string;
  asset_name: string;
  asset_type: string;
  asset_location: string;
  asset_name_sort: string;
  asset_location_sort: string;
  state: RoundItemState;
  /** The round's version when marked, 0 until then: lists show the newest mark first. */
  mark_seq: number;
  marked_at: string | null;
  marked_by: string | null;
  /** When the mark reached the server (marked_at: when it was made). */
  mark_received_at: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  moved_at: string | null;
}

/** A printer's measured correction (migration 0008): millimetres and a factor. */
export interface PrinterProfilesTable {
  id: string;
  name: string;
  name_key: string;
  offset_x: number;
  offset_y: number;
  scale: number;
  created_at: string;
  updated_at: string;
}

/** A label code printed blank (migration 0009); asset_id null until linked, or after its asset was deleted. */
export interface LabelCodesTable {
  code: string;
  state: LabelCodeState;
  asset_id: string | null;
  created_at: string;
  created_by: string;
  linked_at: string | null;
  linked_by: string | null;
  retired_at: string | null;
}

/** An API token (migration 0010): only the SHA-256 of its secret is stored. */
export interface ApiTokensTable {
  id: string;
  name: string;
  role: Role;
  secret_hash: string;
  /** The administrator who made it and whom it acts as. */
  created_by: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** A committed CSV import of assets (migration 0011); user_id null once the user is deleted. */
export interface AssetImportsTable {
  id: string;
  /** sha256 of the file's bytes and the column mapping, hex. */
  digest: string;
  user_id: string | null;
  username: string;
  rows: number;
  created: number;
  updated: number;
  created_at: string;
}

/** What the server keeps about its own data (migration 0017): `sort_keys`, what the sort keys were made with. */
export interface SettingsTable {
  name: string;
  value: string;
}

/** A defect reported on an asset (migration 0022). */
export interface DefectsTable {
  id: string;
  /** `D-` and eight Crockford base-32 characters: unique. */
  reference: string;
  asset_id: string;
  description: string;
  fault: string | null;
  severity: DefectSeverity;
  state: DefectState;
  source: DefectSource;
  /** Null for a public report, or once the user is deleted (reported_by_name stays). */
  reported_by: string | null;
  reported_by_name: string | null;
  /** The public reporter's contact, as typed. */
  contact: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  duplicate_of: string | null;
  /** The first open public report of the same asset it was grouped under. */
  grouped_under: string | null;
  /** 1 and the reports grouped under it. */
  report_count: Generated<number>;
  /** Written by the database: 0 to 2 for a new defect by severity, 3 to 5 for the rest. */
  triage_rank: Generated<number>;
  rejection_reason: string | null;
  triage_note: string | null;
  triaged_by: string | null;
  triaged_by_name: string | null;
  triaged_at: string | null;
  work_order_id: string | null;
  /** When the reporter saw it; received_at: when it reached the server. */
  occurred_at: string;
  received_at: string;
  created_at: string;
  updated_at: string;
}

/** A photo of a defect: a stored file (served at /uploads/<file_name>). */
export interface DefectPhotosTable {
  id: string;
  defect_id: string;
  file_name: string;
  position: number;
}

/** What put an asset into a status: the path that changed it (migration 0023). */
export type StatusCause = 'created' | 'edit' | 'import' | 'inspection' | 'change' | 'backfill';

/** One stretch of an asset's status (migration 0023): `ended_at` null while it is the current one. */
export interface AssetStatusIntervalsTable {
  id: string;
  asset_id: string;
  status: AssetStatus;
  started_at: string;
  ended_at: string | null;
  cause: StatusCause;
}

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  assets: AssetsTable;
  asset_types: AssetTypesTable;
  asset_field_values: AssetFieldValuesTable;
  files: FilesTable;
  activities: ActivitiesTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  inspection_plans: InspectionPlansTable;
  plan_types: PlanTypesTable;
  plan_assets: PlanAssetsTable;
  inspections: InspectionsTable;
  documents: DocumentsTable;
  due_items: DueItemsTable;
  locations: LocationsTable;
  location_tree: LocationTreeTable;
  digest_runs: DigestRunsTable;
  idempotency_keys: IdempotencyKeysTable;
  rounds: RoundsTable;
  round_assignees: RoundAssigneesTable;
  round_items: RoundItemsTable;
  printer_profiles: PrinterProfilesTable;
  label_codes: LabelCodesTable;
  api_tokens: ApiTokensTable;
  asset_imports: AssetImportsTable;
  defects: DefectsTable;
  defect_photos: DefectPhotosTable;
  asset_status_intervals: AssetStatusIntervalsTable;
  work_orders: WorkOrdersTable;
  work_order_assignees: WorkOrderAssigneesTable;
  work_order_photos: WorkOrderPhotosTable;
  work_order_notes: WorkOrderNotesTable;
  work_order_labour: WorkOrderLabourTable;
  work_order_parts: WorkOrderPartsTable;
}

/** A work order (migration 0024); `number` is what people say (`WO-000123`). */
export interface WorkOrdersTable {
  id: string;
  number: number;
  asset_id: string;
  title: string;
  description: string | null;
  priority: WorkOrderPriority;
  due_on: string | null;
  status: WorkOrderStatus;
  source: WorkOrderSource;
  inspection_id: string | null;
  notes: string | null;
  /** 0 or 1: it holds the asset Under Maintenance until done. */
  holds_asset: number;
  /** The asset's status from before, given back when the last work order holding it is done. */
  restores_status: AssetStatus | null;
  outcome: WorkOrderOutcome | null;
  completed_by: string | null;
  completed_by_name: string | null;
  completed_at: string | null;
  completion_received_at: string | null;
  /** The drawn signature, a stored image's name. */
  signature_file: string | null;
  completion_note: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface WorkOrderAssigneesTable {
  work_order_id: string;
  user_id: string;
}

export interface WorkOrderPhotosTable {
  id: string;
  work_order_id: string;
  /** `/uploads/<name>`: the same stored file as where it came from. */
  url: string;
  origin: 'defect' | 'inspection' | 'before' | 'after';
  source_id: string | null;
  caption: string | null;
}

export interface WorkOrderNotesTable {
  id: string;
  work_order_id: string;
  origin: 'defect' | 'inspection';
  source_id: string;
  text: string;
}

export interface WorkOrderLabourTable {
  id: string;
  work_order_id: string;
  user_id: string | null;
  username: string;
  minutes: number;
  note: string | null;
  occurred_at: string;
  received_at: string;
}

export interface WorkOrderPartsTable {
  id: string;
  work_order_id: string;
  user_id: string | null;
  username: string;
  text: string;
  quantity: number;
  unit: string;
  occurred_at: string;
  received_at: string;
}

/** Table types as the database stores them: ids are 24-hex text, times ISO-8601 UTC text. */
import type { Generated } from 'kysely';
import type { ActivityAction, AssetStatus, Role } from '@harbour/contract';

export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  password_hash: string;
  role: Role;
  token_version: Generated<number>;
  last_login: string | null;
  created_at: string;
  updated_at: string;
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
  /** searchKey(name, type, location), maintained by the assets repository (migration 0002). */
  search_key: Generated<string>;
  created_at: string;
  updated_at: string;
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
  created_at: string;
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

export interface Database {
  users: UsersTable;
  assets: AssetsTable;
  files: FilesTable;
  activities: ActivitiesTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
}

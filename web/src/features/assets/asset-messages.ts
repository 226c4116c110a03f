/** Strings of the asset screens; those the server also sends come from the contract. */
import { LIMITS, MESSAGES } from '@harbour/contract';

export const ASSET_MESSAGES = {
  loading: 'Loading assets...',
  empty: 'No assets found',
  loadFailed: 'Failed to load assets',
  usersLoadFailed: 'Failed to load users',
  added: MESSAGES.assetAdded,
  updated: MESSAGES.assetUpdated,
  deleted: MESSAGES.assetDeleted,
  addFailed: 'Failed to add asset',
  updateFailed: 'Failed to update asset',
  deleteFailed: 'Failed to delete asset',
  notAssigned: 'Not Assigned',
  dateNotAssigned: 'Not assigned',
  searchPlaceholder: 'Search assets...',
  textRule: `Up to ${LIMITS.assetText} characters`,
  imageNotImage: 'Please choose an image file',
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
} as const;

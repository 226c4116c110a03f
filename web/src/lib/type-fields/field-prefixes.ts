/**
 * The contract's FIELD_VALUE_PREFIX and FIELD_FILTER_PREFIX (contract/src/asset-type.ts), written again here so
 * the asset list and forms do not load the contract's type schemas for two words; field-prefixes.test.ts holds
 * them equal.
 */
export const FIELD_VALUE_PREFIX = 'fields.';
export const FIELD_FILTER_PREFIX = 'field.';

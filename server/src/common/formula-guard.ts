/**
 * A spreadsheet runs a cell that starts like a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one): such a text is exported behind a `'`. A text that already starts with quotes before such a
 * character gets one more, so the importer can take exactly one off and every text comes back as it was.
 */
const GUARDED = /^'*[=+\-@\t\r]/;
const UNGUARD = /^'+[=+\-@\t\r]/;

export const guardCell = (value: string): string => (GUARDED.test(value) ? `'${value}` : value);

export const unguardCell = (value: string): string => (UNGUARD.test(value) ? value.slice(1) : value);

/** The asset import screen's words: the file, the columns' mapping, the dates and the preview. */
import { ASSET_FIELD_NAMES as NAMES } from '@harbour/contract';
import { defineMessages } from '@/i18n/define-messages';
import { fieldNameMessages } from './field-name-messages';

export const importMessages = defineMessages('import', {
  title: 'Import assets',
  subtitle:
    'A CSV file (UTF-8, comma or semicolon, up to {megabytes} MB) with a header row: each row creates an asset, or updates the one with its _id or serial number.',
  csvFile: 'CSV file',
  downloadTemplate: 'Download a template CSV',
  templateHint: 'Every column the import reads, with one example row to replace.',
  reading: 'Reading the file...',
  readFailed: 'The file could not be read',
  columns: 'Columns',
  preview: 'Preview',
  importing: 'Importing...',
  importAssets: { one: 'Import {number} assets', other: 'Import {number} assets' },
  importFailed: 'The import failed: nothing was changed',
  imported: 'Imported: {created} created, {updated} updated.',
  seeAssets: 'See the assets',
  columnInFile: 'Column in the file',
  readInto: 'Read into',
  noHeader: '(no header)',
  fieldForColumn: 'Field for column {header}',
  ignoreColumn: 'Ignore this column',
  lastInspected: 'Last inspected: {plan}',
  fieldOption: '{name} ({field})',
  ...fieldNameMessages(NAMES),
  dayFirst: 'Day first (03/04/2020 is 3 April)',
  monthFirst: 'Month first (03/04/2020 is March 4)',
  dates: 'Dates',
  readAs: 'read as {formats}',
  noDates: 'no dates',
  dateOrderIn: 'Order of the dates in {header}',
  chooseOrder: 'Choose: the file does not say',
  toCreate: 'to create',
  toUpdate: 'to update',
  unchanged: 'unchanged',
  errors: 'errors',
  lastInspections: {
    one: '{count} last inspection will be recorded as imported from the register.',
    other: '{count} last inspections will be recorded as imported from the register.',
  },
  alreadyImported: 'This file was imported already: importing it again changes nothing.',
  errorsInFile: {
    one: '{count} error in the file: nothing can be imported until they are fixed.',
    other: '{count} errors in the file: nothing can be imported until they are fixed.',
  },
  rowErrorsInFile: {
    one: '{number} row has errors: fix the file and choose it again, or import the other rows now and download this one to fix.',
    other:
      '{number} rows have errors: fix the file and choose it again, or import the other rows now and download them to fix.',
  },
  importValidRows: {
    one: 'Import {number} asset without errors',
    other: 'Import {number} assets without errors',
  },
  downloadErrorRows: {
    one: 'Download the row with errors (CSV)',
    other: 'Download the {number} rows with errors (CSV)',
  },
  leftOut: {
    one: '{number} row with errors was left out.',
    other: '{number} rows with errors were left out.',
  },
  errorColumn: 'Import error',
  firstListed: 'The first {number} are listed.',
  ignoredColumns: {
    one: '{count} column will not be imported: {headers}. Choose a field for it under Columns, or leave it out.',
    other:
      '{count} columns will not be imported: {headers}. Choose a field for each under Columns, or leave them out.',
  },
  rowError: 'Row {row}: {message}',
  rowColumnError: 'Row {row}, {column}: {message}',
});

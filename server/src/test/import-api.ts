/** Sends a CSV to the import endpoint as a browser or curl would (multipart, field 'file'). */
import type { ImportDateOrders, ImportMapping, ImportResult } from '@harbour/contract';
import { multipart } from './multipart';
import { bearer, type TestApp } from './test-app';

export async function importCsv(
  t: TestApp,
  csv: string | Buffer,
  options: {
    dryRun: boolean;
    mapping?: ImportMapping;
    dateOrder?: ImportDateOrders;
    token?: string;
    skipInvalidRows?: boolean;
  },
) {
  const fields = {
    ...(options.mapping ? { mapping: JSON.stringify(options.mapping) } : {}),
    ...(options.dateOrder ? { dateOrder: JSON.stringify(options.dateOrder) } : {}),
  };
  const form = multipart(fields, {
    field: 'file',
    filename: 'assets.csv',
    contentType: 'text/csv',
    bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'),
  });
  const response = await t.server.inject({
    method: 'POST',
    url: `/api/admin/import/assets?dryRun=${String(options.dryRun)}${options.skipInvalidRows ? '&skipInvalidRows=true' : ''}`,
    headers: { ...form.headers, ...bearer(options.token ?? t.adminToken) },
    payload: form.payload,
  });
  return { response, result: response.json<ImportResult & { message?: string }>() };
}

export async function exportCsv(t: TestApp, path: string, token = t.adminToken) {
  const response = await t.server.inject({ url: `/api/admin/export/${path}`, headers: bearer(token) });
  return response;
}

/**
 * API tokens and the API docs in Chromium: an administrator creates a token on the API tokens
 * screen, sees and copies its secret once, the token calls the API, and a confirmed revoke refuses it at once;
 * the docs page at /api/docs renders the OpenAPI document from our own origin without breaking its policy.
 */
import { beforeAll, describe, expect } from 'vitest';
import type { LoginResponse } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/api';
import { expectHidden, expectVisible, openSignedIn, toast } from '../support/app';
import { browserSuite } from '../support/browser';
import { watchContentPolicy } from '../support/content-policy';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const callWith = async (baseUrl: string, secret: string) =>
  (
    await fetch(`${baseUrl}/api/compliance?status=overdue`, {
      headers: { Authorization: `Bearer ${secret}` },
    })
  ).status;

describe('API tokens and the API docs page', () => {
  let adminSession: LoginResponse;

  beforeAll(async () => {
    adminSession = await login(fileServer().baseUrl, 'admin', fileServer().adminPassword);
  });

  const test = browserSuite();

  test('a token is created and copied once, calls the API, and is refused once revoked', async ({
    baseUrl,
    context,
    page,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const name = unique('Port system');
    await openSignedIn(page, adminSession, '/admin/api-tokens');
    await page.getByRole('navigation').getByRole('link', { name: 'API tokens' }).waitFor();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Role').selectOption('user');
    await page.getByLabel('Expires').selectOption('30');
    await page.getByRole('button', { name: 'Create token' }).click();

    const secretField = page.getByLabel('Your new token');
    await expectVisible(secretField);
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^hbr_[A-Za-z0-9_-]{43}$/);
    await expectVisible(page.getByText('It is not shown again'));
    await expectAccessible(page, 'a new API token shown once');
    await page.getByRole('button', { name: 'Copy token' }).click();
    await expectVisible(toast(page, 'Token copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await page.getByRole('button', { name: 'Done' }).click();
    await expectHidden(secretField);
    const row = page.getByRole('row').filter({ hasText: name });
    await expectVisible(row);
    await expect.poll(() => page.content()).not.toContain(secret.slice(4));
    expect(await callWith(baseUrl, secret)).toBe(200);
    await page.reload();
    await expectVisible(row);
    expect(await page.content()).not.toContain(secret.slice(4));
    await expectAccessible(page, 'API tokens list');

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expectVisible(dialog.getByText(`Revoke the API token '${name}'?`));
    await dialog.getByRole('button', { name: 'Revoke Token' }).click();
    await expectVisible(toast(page, 'API token revoked'));
    await expectVisible(row.getByText(/^Revoked/));
    expect(await callWith(baseUrl, secret)).toBe(401);
  });

  test('the API docs page renders the OpenAPI document from our origin alone', async ({ context, page }) => {
    const violations = await watchContentPolicy(context);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/api/docs');
    await expectVisible(page.getByRole('heading', { name: /asset register API/ }));
    await expectVisible(page.getByText('/api/compliance', { exact: true }).first());
    await expectVisible(page.getByRole('button', { name: /Authorize/ }));
    expect(fetched.some((url) => url.endsWith('/api/openapi.json'))).toBe(true);
    const origin = new URL(page.url()).origin;
    expect(fetched.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(violations).toEqual([]);
  });
});

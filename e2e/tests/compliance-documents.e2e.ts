/** On a phone, an admin files certificates on the asset page: one expiring tomorrow is due soon, one expired yesterday overdue. */
import { beforeAll, describe, expect } from 'vitest';
import type { Asset, LoginResponse } from '@harbour/contract';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectHidden, expectPath, expectVisible, openSignedIn, searchAssets, toast } from '../support/app';
import { browserSuite, PHONE } from '../support/browser';
import { plainPdf } from '../../server/src/test/pdfs';
import { createRegisteredAsset, dayFromToday } from '../support/compliance';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

const test = browserSuite({ viewport: PHONE });

interface Certificate {
  number: string;
  issuedOn: string;
  expiresOn: string;
}

async function uploadCertificate(page: Page, certificate: Certificate): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a document' });
  await form.getByLabel('Kind').selectOption('certificate');
  await form.getByLabel('Number').fill(certificate.number);
  await form.getByLabel('Issuer').fill('DNV');
  await form.getByLabel('Issued on').fill(certificate.issuedOn);
  await form.getByLabel('Expires on').fill(certificate.expiresOn);
  await form.getByLabel(/File/).setInputFiles({
    name: `${certificate.number}.pdf`,
    mimeType: 'application/pdf',
    buffer: plainPdf(`Certificate ${certificate.number}`),
  });
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expectVisible(toast(page, 'Document added'));
}

describe('certificates on the asset page, on a phone', () => {
  let session: LoginResponse;
  let davit: Asset;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    davit = await createRegisteredAsset(admin, {
      name: unique('Rescue Boat Davit'),
      type: unique('Davit'),
      location: 'Starboard Deck',
    });
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test('one expiring tomorrow is due soon, one expired yesterday is overdue; download and delete', async ({
    page,
  }) => {
    await openSignedIn(page, session, '/admin/assets');
    await searchAssets(page, davit.name);
    await page.getByRole('link', { name: davit.name, exact: true }).click();
    await expectPath(page, `/admin/assets/${davit._id}`);
    const state = page.getByTestId('compliance-state');
    await expectVisible(state.getByText('No plan', { exact: true }));

    const soon: Certificate = {
      number: unique('SC'),
      issuedOn: dayFromToday(1, -1),
      expiresOn: dayFromToday(1),
    };
    await uploadCertificate(page, soon);
    const soonRow = page.getByTestId('document').filter({ hasText: soon.number });
    await expectVisible(soonRow.getByText('Due soon', { exact: true }));
    await expectVisible(soonRow.getByText(new RegExp(`Expires on ${soon.expiresOn}`)));
    await expectVisible(state.getByText('Due soon', { exact: true }));
    await expectVisible(state.getByText(`Certificate ${soon.number}: expires on ${soon.expiresOn}`));

    const expired: Certificate = {
      number: unique('LL'),
      issuedOn: dayFromToday(-1, -1),
      expiresOn: dayFromToday(-1),
    };
    await uploadCertificate(page, expired);
    const expiredRow = page.getByTestId('document').filter({ hasText: expired.number });
    await expectVisible(expiredRow.getByText('Overdue', { exact: true }));
    await expectVisible(expiredRow.getByText(new RegExp(`Expired on ${expired.expiresOn}`)));
    await expectVisible(state.getByText('Overdue', { exact: true }));
    await expectVisible(state.getByText(`Certificate ${expired.number}: expired on ${expired.expiresOn}`));
    const dueItems = page.getByTestId('due-item');
    expect(await dueItems.count()).toBe(2);
    await expectVisible(
      page.getByRole('list', { name: 'Activity history' }).getByText(new RegExp(expired.number)),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await expectAccessible(page, 'asset page with certificates');

    // The label says it too: the link a scan opens shows the expired certificate first, with its upload.
    await page.goto(`/a/${davit._id}`);
    const scanDue = page.getByTestId('scan-due');
    await expectVisible(scanDue.getByText(`Certificate ${expired.number}: expired on ${expired.expiresOn}`));
    await scanDue
      .getByRole('link', { name: `Upload the new certificate: Certificate ${expired.number}` })
      .click();
    await expectPath(page, `/admin/assets/${davit._id}`);
    await expectVisible(page.getByRole('form', { name: 'Add a document' }));

    const download = page.waitForEvent('download');
    await soonRow.getByRole('button', { name: /^Download/ }).click();
    expect((await download).suggestedFilename()).toBe(`${soon.number}.pdf`);

    await expiredRow.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Document' });
    await expectAccessible(page, 'delete document confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(toast(page, 'Document deleted'));
    await expectHidden(expiredRow);
    await expectVisible(state.getByText('Due soon', { exact: true }));
  });
});

/** On a desktop: an inspection recorded from the asset page fails, says what failed, and sets Under Maintenance. */
import { beforeAll, describe } from 'vitest';
import type { Asset, LoginResponse, Plan } from '@harbour/contract';
import { expectAccessible } from '../support/a11y';
import { Api, login } from '../support/api';
import { expectPath, expectVisible, openSignedIn } from '../support/app';
import { browserSuite } from '../support/browser';
import { createPlan, createRegisteredAsset, dayFromToday } from '../support/compliance';
import { unique } from '../support/fixtures-data';
import { fileServer } from '../support/file-server';

// The default window is the desktop one.
const test = browserSuite();

describe('inspection from the asset page, on a desktop', () => {
  let session: LoginResponse;
  let plan: Plan;
  let crane: Asset;

  beforeAll(async () => {
    const baseUrl = fileServer().baseUrl;
    const admin = await Api.as(baseUrl, 'admin', fileServer().adminPassword);
    const type = unique('Quay Crane');
    plan = await createPlan(admin, {
      name: unique('Crane thorough examination'),
      rule: { every: { count: 12, unit: 'months' } },
      checklist: [
        { id: 'wire', label: 'Wire rope free of broken strands', kind: 'pass-fail', required: true },
        { id: 'remarks', label: 'Remarks', kind: 'text', required: false },
      ],
      failSetsMaintenance: true,
      assetTypes: [type],
    });
    crane = await createRegisteredAsset(admin, {
      name: unique('Crane QC'),
      type,
      location: 'Container Quay',
      inServiceOn: dayFromToday(0, -3),
    });
    session = await login(baseUrl, 'admin', fileServer().adminPassword);
  });

  test('a failed item is named in the result and the history, and the asset goes Under Maintenance', async ({
    page,
  }) => {
    await openSignedIn(page, session, `/admin/assets/${crane._id}`);
    await expectVisible(page.getByTestId('compliance-state').getByText('Overdue', { exact: true }));
    await expectVisible(page.getByText('No inspections recorded yet'));
    await expectAccessible(page, 'asset page, desktop');
    await page.getByRole('link', { name: `Start inspection: ${plan.name}` }).click();
    await expectPath(page, `/admin/assets/${crane._id}/inspect/${plan._id}`);

    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.getByRole('textbox', { name: /Remarks/ }).fill('Two broken strands near the drum');
    await page.getByLabel('Notes').fill('Crane taken out of service.');
    await expectAccessible(page, 'inspection checklist, desktop');
    await page.getByRole('button', { name: 'Submit inspection' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Inspection failed' }));
    await expectVisible(page.getByRole('listitem').filter({ hasText: 'Wire rope free of broken strands' }));

    await page.getByRole('link', { name: 'Open asset page' }).click();
    await expectPath(page, `/admin/assets/${crane._id}`);
    await expectVisible(page.getByText('Under Maintenance', { exact: true }));
    const entry = page.getByTestId('inspection-entry').first();
    await expectVisible(entry.getByText('Failed', { exact: true }));
    await expectVisible(entry.getByText('Failed: Wire rope free of broken strands'));
    await expectVisible(entry.getByText('Crane taken out of service.'));
  });
});

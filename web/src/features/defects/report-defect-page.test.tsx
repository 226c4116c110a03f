import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, LocationProbe, renderWithProviders, requestUrl } from '@/test/render';
import { ALICE, storedAssetOf, tokenOf } from '@/test/offline-people';
import { offlineDb } from '@/lib/offline/offline-db';
import { signIn } from '@/lib/session';
import { ReportDefectPage } from './report-defect-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';
const BUOY = {
  _id: ID,
  name: 'Light buoy B-12',
  type: 'Light buoy',
  location: 'Oslofjord',
  status: 'Available',
};
const BUOY_TYPE = {
  _id: '65a1f0c2b3d4e5f6a7b8c9e0',
  name: 'Light buoy',
  fields: [],
  publicReports: true,
  offStationMeters: 50,
  availabilityCategory: 1,
  commonFaults: ['Light not working', 'Off station'],
  assetCount: 1,
  valuesNotFitting: 0,
  createdAt: null,
  updatedAt: null,
};

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/user/assets/:id/report" element={<ReportDefectPage area="user" />} />
      <Route path="/user/assets/:id" element={<LocationProbe />} />
    </Routes>,
    `/user/assets/${ID}/report`,
  );
}

beforeEach(async () => {
  await Promise.all([offlineDb.assets.clear(), offlineDb.outbox.clear()]);
  signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
});

describe('a staff member reports a problem', () => {
  it('takes a common fault in one tap and sends it as a safety defect', async () => {
    const calls: Array<{ url: URL; init: RequestInit | undefined }> = [];
    // why: the asset, its type's common faults and the report's answer, as the server gives them.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        const url = requestUrl(input);
        calls.push({ url, init });
        if (url.pathname.endsWith('/asset-types')) return Promise.resolve(jsonResponse([BUOY_TYPE]));
        if (init?.method === 'POST')
          return Promise.resolve(
            jsonResponse({ _id: '65a1f0c2b3d4e5f6a7b8c9f0', reference: 'D-7K3M9QX2' }, 201),
          );
        return Promise.resolve(jsonResponse(BUOY));
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Light not working' }));
    expect(screen.getByLabelText(/What is wrong/)).toHaveValue('Light not working');
    await user.click(screen.getByRole('radio', { name: /Safety/ }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/user/assets/${ID}`);
    const sent = calls.find(({ init }) => init?.method === 'POST');
    expect(sent?.url.pathname).toBe(`/api/assets/${ID}/defects`);
    const body = sent?.init?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toMatchObject({
      description: 'Light not working',
      fault: 'Light not working',
      severity: 'safety',
    });
  });

  it('without signal keeps the report on the phone, in the outbox, to be sent later', async () => {
    await offlineDb.assets.put(storedAssetOf(ALICE, BUOY));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // why: no network at all.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/What is wrong/), 'Chain worn through');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/user/assets/${ID}`);
    const queued = await offlineDb.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'defect',
      path: `/assets/${ID}/defects`,
      body: { json: { description: 'Chain worn through', severity: 'normal' } },
      summary: `Defect on ${BUOY.name}`,
    });
  });
});

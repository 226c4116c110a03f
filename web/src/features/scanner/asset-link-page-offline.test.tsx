import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { ALICE, storedAssetOf, tokenOf } from '@/test/offline-people';
import { offlineDb } from '@/lib/offline/offline-db';
import { signIn } from '@/lib/session';
import { AssetLinkPage } from './asset-link-page';
import { scannerMessages } from './scanner-messages';

const SCAN_QUEUED = scannerMessages.queued.en;
const SCAN_QUEUED_NOT_STORED = scannerMessages.queuedNotStored.en;

const STORED = {
  _id: '65a1f0c2b3d4e5f6a7b8c9d0',
  name: 'Pilot boat Osprey',
  type: 'Vessel',
  status: 'Available',
  location: 'North Quay',
  assignedToName: null,
  lastUpdated: '2026-11-01T00:00:00Z',
  assetImage: null,
};
const NOT_STORED = '65a1f0c2b3d4e5f6a7b8c9d9';

function renderLink(id: string) {
  renderWithProviders(
    <Routes>
      <Route path="/a/:id" element={<AssetLinkPage />} />
    </Routes>,
    `/a/${id}`,
  );
}

beforeEach(async () => {
  await Promise.all([offlineDb.assets.clear(), offlineDb.outbox.clear()]);
  await offlineDb.assets.put(storedAssetOf(ALICE, STORED));
  signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});

describe('a label link opened without signal', () => {
  it('shows a stored asset with its age and keeps the scan on the phone, once', async () => {
    renderLink(STORED._id);
    expect(await screen.findByText(STORED.name)).toBeInTheDocument();
    expect(screen.getByTestId('offline-data-note')).toHaveTextContent('Offline data, stored 3 hours ago');
    expect(await screen.findByTestId('scan-queued')).toHaveTextContent(SCAN_QUEUED);
    const queued = await offlineDb.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'scan',
      userId: ALICE.userId,
      assetId: STORED._id,
      summary: `Scan of ${STORED.name}`,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the scan of an asset not taken offline, and says its details show later', async () => {
    renderLink(NOT_STORED);
    expect(await screen.findByTestId('scan-queued')).toHaveTextContent(SCAN_QUEUED_NOT_STORED);
    await waitFor(async () => expect(await offlineDb.outbox.count()).toBe(1));
    expect((await offlineDb.outbox.toArray())[0]).toMatchObject({ assetId: NOT_STORED, kind: 'scan' });
    expect(screen.queryByTestId('asset-link-error')).not.toBeInTheDocument();
  });
});

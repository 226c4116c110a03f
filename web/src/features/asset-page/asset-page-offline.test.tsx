import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { ALICE, BOB, storedAssetOf, tokenOf } from '@/test/offline-people';
import { offlineDb } from '@/lib/offline/offline-db';
import { signIn } from '@/lib/session';
import { AssetPage } from './asset-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';
const PLAN = '65a1f0c2b3d4e5f6a7b8c9d1';

const asset = {
  _id: ID,
  name: 'Life raft LR-7',
  type: 'Life Raft',
  location: 'Deck 3',
  status: 'In Use',
  assignedTo: null,
  assignedToName: null,
  dateAssigned: null,
  lastUpdated: '2026-11-01T00:00:00Z',
  createdAt: '2024-01-01T00:00:00Z',
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  qrPayload: ID,
  serialNumber: null,
  manufacturer: null,
  model: null,
  manufacturedOn: null,
  inServiceOn: null,
  critical: false,
  notes: null,
};

const dueItem = {
  assetId: ID,
  assetName: asset.name,
  assetType: 'Life Raft',
  location: 'Deck 3',
  kind: 'inspection',
  sourceId: PLAN,
  name: 'Life raft annual service',
  reference: null,
  dueOn: '2025-11-25',
  status: 'overdue',
  lastDoneOn: null,
  checklist: [],
  dueSoonDays: 30,
};

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/user/assets/:id" element={<AssetPage area="user" />} />
    </Routes>,
    `/user/assets/${ID}`,
  );
}

beforeEach(async () => {
  await offlineDb.assets.clear();
  await offlineDb.assets.put({
    ...storedAssetOf(ALICE, asset),
    inspections: { due: [dueItem], history: [] },
  });
  // why: no network; the browser still believes it is online, so the page tries the server first.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});

describe('the asset page without signal', () => {
  it('shows an asset taken offline from the phone, with its age and its due inspections', async () => {
    signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
    renderPage();
    expect(await screen.findByRole('heading', { name: asset.name })).toBeInTheDocument();
    expect(screen.getByTestId('offline-data-note')).toHaveTextContent('Offline data, stored 3 hours ago');
    expect(await screen.findByText('Life raft annual service')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start inspection: Life raft annual service' })).toHaveAttribute(
      'href',
      `/user/assets/${ID}/inspect/${PLAN}`,
    );
    expect(screen.getByTestId('needs-network')).toHaveTextContent('show when the phone is back online');
    expect(screen.queryByText(/Failed to/)).not.toBeInTheDocument();
  });

  it("does not show another person's stored copy", async () => {
    signIn({ token: tokenOf(BOB), role: 'user', username: BOB.username });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the asset');
    expect(screen.queryByText(asset.name)).not.toBeInTheDocument();
  });
});

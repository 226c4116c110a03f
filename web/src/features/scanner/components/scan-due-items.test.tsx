import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { signIn } from '@/lib/session';
import { AssetLinkPage } from '../asset-link-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';
const PLAN = '65a1f0c2b3d4e5f6a7b8c9d1';

const due = (name: string, status: string, dueOn: string, sourceId: string) => ({
  assetId: ID,
  assetName: 'Life raft LR-7',
  assetType: 'Life Raft',
  location: 'Deck 3',
  kind: 'inspection',
  sourceId,
  name,
  reference: null,
  dueOn,
  status,
  lastDoneOn: null,
  dueSoonDays: 30,
  checklist: [],
});

/** why: the label link page asks for the asset, records the scan and asks what is due; no server here. */
function mockServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/assets/scan'))
        return Promise.resolve(jsonResponse({ message: 'ok', msg: 'ok' }, 201));
      if (url.endsWith('/compliance'))
        return Promise.resolve(
          jsonResponse({
            status: 'overdue',
            items: [
              due('Life raft annual service', 'overdue', '2026-10-01', PLAN),
              {
                ...due('Certificate SOL-2291', 'overdue', '2026-11-01', '65a1f0c2b3d4e5f6a7b8c9d3'),
                kind: 'document',
              },
              {
                ...due('Certificate DNV-7', 'ok', '2028-01-01', '65a1f0c2b3d4e5f6a7b8c9d4'),
                kind: 'document',
              },
            ],
          }),
        );
      if (url.endsWith('/inspections'))
        return Promise.resolve(
          jsonResponse({
            due: [
              due('Life raft annual service', 'overdue', '2026-10-01', PLAN),
              due('Hydrostatic release', 'ok', '2027-10-01', '65a1f0c2b3d4e5f6a7b8c9d2'),
            ],
            history: [],
          }),
        );
      return Promise.resolve(
        jsonResponse({
          _id: ID,
          name: 'Life raft LR-7',
          type: 'Life Raft',
          location: 'Deck 3',
          status: 'Available',
          lastUpdated: '2026-11-01T00:00:00Z',
          assetImage: null,
          assignedToName: null,
        }),
      );
    }),
  );
}

describe('scan result of an asset with something due', () => {
  it('says what is due and since when, with one button to start it and a link to the asset page', async () => {
    mockServer();
    signIn({ token: 't', role: 'user', username: 'lena' });
    renderWithProviders(
      <Routes>
        <Route path="/a/:id" element={<AssetLinkPage />} />
      </Routes>,
      `/a/${ID}`,
    );
    expect(await screen.findByText('Life raft annual service: overdue since 2026-10-01')).toBeInTheDocument();
    expect(screen.queryByText(/Hydrostatic release/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Start inspection/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Start inspection/ })).toHaveAttribute(
      'href',
      `/user/assets/${ID}/inspect/${PLAN}`,
    );
    expect(screen.getByRole('link', { name: 'Open asset page' })).toHaveAttribute(
      'href',
      `/user/assets/${ID}`,
    );
  });

  const openLink = (role: 'user' | 'admin') => {
    mockServer();
    signIn({ token: 't', role, username: role === 'admin' ? 'admin' : 'lena' });
    renderWithProviders(
      <Routes>
        <Route path="/a/:id" element={<AssetLinkPage />} />
      </Routes>,
      `/a/${ID}`,
    );
  };

  it('shows an expired certificate with the upload for an administrator', async () => {
    openLink('admin');
    expect(await screen.findByText('Certificate SOL-2291: expired on 2026-11-01')).toBeInTheDocument();
    expect(screen.queryByText(/DNV-7/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Upload the new certificate: Certificate SOL-2291' }),
    ).toHaveAttribute('href', `/admin/assets/${ID}#documents`);
  });

  it('tells an employee who uploads an expired certificate', async () => {
    openLink('user');
    expect(await screen.findByText('Certificate SOL-2291: expired on 2026-11-01')).toBeInTheDocument();
    expect(screen.getByText('An administrator uploads the new certificate: tell one.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upload the new certificate/ })).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { signIn } from '@/lib/session';
import { AssetLinkPage } from './asset-link-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';

describe('asset link page, read from another server version', () => {
  it("shows 'N/A' for a null Last Updated and the rest of the asset", async () => {
    // why: the asset as a server that leaves lastUpdated null sends it; the scan record is answered with 201.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        Promise.resolve(
          (input instanceof Request ? input.url : input.toString()).endsWith('/assets/scan')
            ? jsonResponse({ message: 'ok', msg: 'ok' }, 201)
            : jsonResponse({
                _id: ID,
                name: 'Pilot boat Osprey',
                type: 'Vessel',
                location: 'North Quay',
                status: 'Available',
                assignedTo: null,
                assignedToName: null,
                dateAssigned: null,
                lastUpdated: null,
                createdAt: '2026-01-01T00:00:00Z',
                assetImage: null,
                assetThumbnail: null,
                qrCodeImage: '/uploads/qr.png',
                qrPayload: ID,
              }),
        ),
      ),
    );
    signIn({ token: 't', role: 'user', username: 'bo' });
    renderWithProviders(
      <Routes>
        <Route path="/a/:id" element={<AssetLinkPage />} />
      </Routes>,
      `/a/${ID}`,
    );
    expect(await screen.findByText('Pilot boat Osprey')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows first that this very scan found the asset off station, from the scan’s answer', async () => {
    const buoy = {
      _id: ID,
      name: 'Light buoy B-12',
      type: 'Light buoy',
      location: 'Oslofjord',
      status: 'Available',
      assignedToName: null,
      lastUpdated: '2026-11-29T14:00:00Z',
      assetImage: null,
      fields: {},
      fieldsNotFitting: [],
      offStation: null,
    };
    const offStation = {
      meters: 312,
      accuracy: 12,
      position: { lat: 59.9, lon: 10.7 },
      at: '2026-11-29T14:05:00Z',
      by: 'bo',
    };
    // why: before the scan the server knows nothing wrong; the scan's answer carries the asset it flagged.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) =>
        Promise.resolve(
          (input instanceof Request ? input.url : input.toString()).endsWith('/assets/scan')
            ? jsonResponse({ message: 'ok', msg: 'ok', asset: { ...buoy, offStation } }, 201)
            : jsonResponse(buoy),
        ),
      ),
    );
    signIn({ token: 't', role: 'user', username: 'bo' });
    renderWithProviders(
      <Routes>
        <Route path="/a/:id" element={<AssetLinkPage />} />
      </Routes>,
      `/a/${ID}`,
    );
    const warning = await screen.findByTestId('off-station');
    expect(warning).toHaveTextContent('Off station: 312 m from its charted position');
    expect(warning).toHaveTextContent(/Found there .* by bo/);
    expect(screen.getByTestId('scanned-asset')).toHaveTextContent('Light buoy B-12');
  });
});

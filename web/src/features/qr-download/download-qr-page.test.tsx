import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { DownloadQrPage } from './download-qr-page';

describe('Download QR, read from another server version', () => {
  it('shows the logo for an asset whose QR image is null, and the rest of the list', async () => {
    // why: users-with-assets as a server that has no QR image for one asset sends it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          jsonResponse([
            {
              _id: 'u1',
              username: 'sofia',
              role: 'user',
              assignedAssets: [
                { _id: 'a1', name: 'Buoy 7', location: 'Fairway', status: 'In Use', qrCodeImage: null },
                {
                  _id: 'a2',
                  name: 'Crane 2',
                  location: 'Berth 4',
                  status: 'In Use',
                  qrCodeImage: '/qr/a2.png',
                },
              ],
            },
          ]),
        ),
      ),
    );
    renderWithProviders(<DownloadQrPage />);
    expect(await screen.findByText('Buoy 7 - Fairway')).toBeInTheDocument();
    expect(screen.getByAltText('QR code of Buoy 7')).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByAltText('QR code of Crane 2')).toHaveAttribute('src', '/qr/a2.png');
    expect(screen.queryByText('Failed to load users')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
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

describe('Download QR, paged and searched on the server', () => {
  const user = (n: number) => ({
    _id: `u${n}`,
    username: `crew.${n}`,
    role: 'user',
    assignedAssets: [],
  });

  it('asks for one page of ten at a time and the search, and shows the total the server counts', async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const url = requestUrl(input);
        asked.push(url);
        const page = Number(url.searchParams.get('page'));
        const q = url.searchParams.get('q');
        const users = q ? [user(37)] : Array.from({ length: 10 }, (_, i) => user((page - 1) * 10 + i + 1));
        return Promise.resolve(jsonResponse(users, 200, { 'X-Total-Count': q ? '1' : '2000' }));
      }),
    );
    renderWithProviders(<DownloadQrPage />);
    expect(await screen.findByText('crew.1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 2000 users')).toBeInTheDocument();
    expect(asked[0]!.pathname).toBe('/api/admin/users-with-assets');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ page: '1', limit: '10' });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('crew.11')).toBeInTheDocument();
    expect(screen.getByText('Showing 11 to 20 of 2000 users')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'crew.37');
    expect(await screen.findByText('Showing 1 to 1 of 1 users')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({ page: '1', limit: '10', q: 'crew.37' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { UserAssetsPage } from './user-assets-page';

const asset = (id: string, name: string, status: string) => ({
  _id: id,
  name,
  type: 'Vessel',
  location: 'North Quay',
  status,
  assignedTo: null,
  assignedToName: null,
  dateAssigned: null,
  lastUpdated: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  qrPayload: id,
  serialNumber: null,
  manufacturer: null,
  model: null,
  manufacturedOn: null,
  inServiceOn: null,
  critical: false,
  notes: null,
});

describe('asset list, read from a newer server', () => {
  it('shows a status it does not know in a grey badge, ignores new fields, and lists the rest', async () => {
    // why: GET /assets as a newer server answers: a status added later and fields this app never heard of.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          jsonResponse(
            [
              { ...asset('a1', 'Old tug', 'Decommissioned'), retiredOn: '2026-02-01', hull: { steel: true } },
              asset('a2', 'Pilot boat', 'Available'),
            ],
            200,
            { 'X-Total-Count': '2' },
          ),
        ),
      ),
    );
    renderWithProviders(<UserAssetsPage />);
    const oldTug = (await screen.findByText('Old tug')).closest('tr');
    expect(oldTug).not.toBeNull();
    expect(within(oldTug!).getByText('Decommissioned')).toHaveAttribute('data-colour', 'grey');
    expect(screen.getByText('Pilot boat')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load assets')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { readLabelSelection } from '@/lib/label-selection';
import { AdminAssetsPage } from './admin-assets-page';

const TOTAL = 25;
const id = (n: number) => `65a1f0c2b3d4e5f6a7b8c9${String(n).padStart(2, '0')}`;
const asset = (n: number) => ({
  _id: id(n),
  name: `Buoy ${n}`,
  type: 'Buoy',
  location: 'Outer harbour',
  status: 'Available',
  assignedTo: null,
  assignedToName: null,
  dateAssigned: null,
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  serialNumber: null,
  manufacturer: null,
  model: null,
  manufacturedOn: null,
  inServiceOn: null,
  critical: false,
  notes: null,
});

/** why: no server in a component test; /api/assets answers 25 buoys, 10 a page. */
function mockAssets() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = requestUrl(input);
      if (url.pathname !== '/api/assets') return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
      const page = Number(url.searchParams.get('page') ?? '1');
      const numbers = Array.from({ length: TOTAL }, (_, i) => i + 1).slice((page - 1) * 10, page * 10);
      return Promise.resolve(jsonResponse(numbers.map(asset), 200, { 'X-Total-Count': String(TOTAL) }));
    }),
  );
}

function LabelsProbe() {
  return <pre data-testid="handed-over">{JSON.stringify(readLabelSelection(useLocation().state))}</pre>;
}

function renderAssets(entry = '/admin/assets') {
  mockAssets();
  renderWithProviders(
    <Routes>
      <Route path="/admin/assets" element={<AdminAssetsPage />} />
      <Route path="/admin/labels" element={<LabelsProbe />} />
    </Routes>,
    entry,
  );
}

const bar = () => screen.getByRole('region', { name: 'Selected assets' });

describe('choosing assets on the list for labels', () => {
  it('keeps ticks across pages and hands the chosen assets to the Labels screen', async () => {
    renderAssets();
    const user = userEvent.setup();
    await screen.findByText('Buoy 1');
    expect(screen.queryByRole('region', { name: 'Selected assets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all assets on this page' }));
    expect(bar()).toHaveTextContent('10 assets selected');
    expect(within(bar()).getByRole('button', { name: 'Select all 25 matching' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Buoy 11');
    expect(screen.getByRole('checkbox', { name: 'Select all assets on this page' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Buoy 11' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Buoy 12' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Buoy 13' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Buoy 12' }));
    expect(bar()).toHaveTextContent('12 assets selected');

    await user.click(within(bar()).getByRole('button', { name: 'Print labels' }));
    const handed = JSON.parse((await screen.findByTestId('handed-over')).textContent ?? 'null') as unknown;
    expect(handed).toEqual({
      kind: 'assets',
      assets: [...Array.from({ length: 10 }, (_, i) => i + 1), 11, 13].map((n) => ({
        id: id(n),
        name: `Buoy ${n}`,
      })),
    });
  });

  it('selects every asset that matches, and one untick goes back to the page less that one', async () => {
    renderAssets();
    const user = userEvent.setup();
    await screen.findByText('Buoy 1');
    await user.type(screen.getByPlaceholderText('Search assets...'), 'buoy');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(screen.getByRole('checkbox', { name: 'Select all assets on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all 25 matching' }));
    expect(bar()).toHaveTextContent('All 25 matching assets selected');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Buoy 14' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select Buoy 14' }));
    expect(bar()).toHaveTextContent('9 assets selected');
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected assets' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all assets on this page' }));
    await user.click(within(bar()).getByRole('button', { name: 'Select all 25 matching' }));
    await user.click(within(bar()).getByRole('button', { name: 'Print labels' }));
    const handed = JSON.parse((await screen.findByTestId('handed-over')).textContent ?? 'null') as unknown;
    expect(handed).toEqual({ kind: 'matching', count: 25, match: { q: 'buoy' } });
  });

  it("offers no 'all matching' while a type's field filters the list: a print could not name that filter", async () => {
    renderAssets('/admin/assets?field.colour=Red');
    const user = userEvent.setup();
    await screen.findByText('Buoy 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all assets on this page' }));
    expect(bar()).toHaveTextContent('10 assets selected');
    expect(within(bar()).queryByRole('button', { name: 'Select all 25 matching' })).not.toBeInTheDocument();
  });
});

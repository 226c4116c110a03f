import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { AvailabilityPage } from './availability-page';

const DAY = 86_400_000;
const figures = (availability: number, downtimeDays: number) => ({
  serviceMs: 10 * DAY,
  downtimeMs: downtimeDays * DAY,
  availability,
  failures: 1,
  meanTimeToRepairMs: downtimeDays * DAY,
});
const REPORT = {
  from: '2025-01-01T00:00:00.000Z',
  to: '2025-01-11T00:00:00.000Z',
  measuredTo: '2025-01-11T00:00:00.000Z',
  totals: { assets: 2, assetsBelowTarget: 1, typesBelowTarget: 1, ...figures(85, 3) },
  types: [
    {
      type: 'Lateral buoy',
      category: 1,
      target: 99.8,
      belowTarget: true,
      assets: 2,
      assetsBelowTarget: 1,
      ...figures(85, 3),
    },
  ],
  assets: {
    total: 2,
    items: [
      {
        _id: 'a1',
        name: 'Buoy B',
        type: 'Lateral buoy',
        location: 'Oslofjord',
        status: 'Under Maintenance',
        category: 1,
        target: 99.8,
        belowTarget: true,
        ...figures(70, 3),
      },
      {
        _id: 'a2',
        name: 'Buoy A',
        type: 'Lateral buoy',
        location: 'Oslofjord',
        status: 'Available',
        category: 1,
        target: 99.8,
        belowTarget: false,
        ...figures(100, 0),
      },
    ],
  },
};

/** why: the screen asks GET /availability and the admin dashboard (the types to filter by). */
function mockApi() {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/dashboard/admin')
      return Promise.resolve(
        jsonResponse({ distributions: { byType: [{ type: 'Lateral buoy', count: 2 }], byLocation: [] } }),
      );
    if (url.pathname === '/api/locations') return Promise.resolve(jsonResponse([]));
    return Promise.resolve(jsonResponse(REPORT));
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .filter((url) => url.pathname === '/api/availability')
      .map((url) => Object.fromEntries(url.searchParams));
}

describe('the availability screen', () => {
  it('shows each type against its target and the assets worst first, with below target in words', async () => {
    mockApi();
    renderWithProviders(<AvailabilityPage />, '/admin/availability');
    const types = await screen.findByRole('table', { name: 'By asset type' });
    const typeRow = within(types).getByRole('row', { name: /Lateral buoy/ });
    expect(typeRow).toHaveTextContent('99.80%');
    expect(typeRow).toHaveTextContent('Below target');
    expect(typeRow).toHaveTextContent('85.00%');
    const assets = screen.getByRole('table', { name: 'By asset, lowest availability first' });
    const names = within(assets)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Buoy B', 'Buoy A']);
    expect(within(assets).getByRole('link', { name: 'Buoy B' })).toHaveAttribute('href', '/admin/assets/a1');
    expect(screen.getByText('1 assets and 1 asset types below target')).toBeInTheDocument();
  });

  it('asks for the chosen type and a custom period, its last day included', async () => {
    const requests = mockApi();
    renderWithProviders(<AvailabilityPage />, '/admin/availability');
    await screen.findByRole('table', { name: 'By asset type' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Asset type'), 'Lateral buoy');
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To (inclusive)'), '2025-03-31');
    const last = requests().at(-1);
    expect(last?.type).toBe('Lateral buoy');
    expect(last?.from).toBe(new Date(2025, 2, 1).toISOString());
    expect(last?.to).toBe(new Date(2025, 3, 1).toISOString());
  });
});

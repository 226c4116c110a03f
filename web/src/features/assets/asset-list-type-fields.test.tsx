import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { UserAssetsPage } from './user-assets-page';

const LIT_BUOY = {
  _id: '65a1f0c2b3d4e5f6a7b8c9a1',
  name: 'Lit buoy',
  fields: [
    { key: 'light', label: { en: 'Light character' }, kind: 'text', required: false, inList: true },
    {
      key: 'colour',
      label: { en: 'Colour' },
      kind: 'choice',
      options: ['Red', 'Green'],
      required: false,
      inList: false,
    },
    { key: 'radar', label: { en: 'Radar reflector' }, kind: 'yes-no', required: false, inList: true },
  ],
  publicReports: false,
  offStationMeters: 50,
  availabilityCategory: null,
  assetCount: 1,
  valuesNotFitting: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const VESSEL = {
  ...LIT_BUOY,
  _id: '65a1f0c2b3d4e5f6a7b8c9a2',
  name: 'Vessel',
  fields: [{ key: 'imo', label: { en: 'IMO number' }, kind: 'imo', required: false, inList: true }],
};

const BUOY = {
  _id: '65a1f0c2b3d4e5f6a7b8c9d0',
  name: 'Buoy 14',
  type: 'Lit buoy',
  location: 'Byfjorden',
  status: 'Available',
  assignedTo: null,
  assignedToName: null,
  dateAssigned: null,
  lastUpdated: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  qrPayload: 'x',
  serialNumber: null,
  manufacturer: null,
  model: null,
  manufacturedOn: null,
  inServiceOn: null,
  critical: false,
  notes: null,
  fields: { light: 'Fl(2) R 10s', colour: 'Red', radar: false },
  fieldsNotFitting: [],
};

function mockServer() {
  // why: no server in a component test: the types with their fields, and one page of assets.
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/asset-types') return Promise.resolve(jsonResponse([LIT_BUOY, VESSEL]));
    if (url.pathname === '/api/assets')
      return Promise.resolve(jsonResponse([BUOY], 200, { 'X-Total-Count': '1' }));
    return Promise.resolve(jsonResponse({}));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const assetQueries = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.map(([input]) => requestUrl(input)).filter((url) => url.pathname === '/api/assets');

describe("the asset list and its types' fields", () => {
  it('shows a column for each field shown in the list of the types listed, and only theirs', async () => {
    mockServer();
    renderWithProviders(<UserAssetsPage />, '/user/assets');
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('columnheader', { name: 'Light character' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Radar reflector' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'IMO number' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Colour' })).not.toBeInTheDocument();
    const row = within(table).getByText('Buoy 14').closest('tr')!;
    expect(within(row).getByText('Fl(2) R 10s')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
  });

  it('filters by a choice field from the address and from the panel, named in a chip', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<UserAssetsPage />, '/user/assets?field.colour=Red');
    expect(await screen.findByRole('button', { name: /Colour: Red/ })).toBeInTheDocument();
    expect(assetQueries(fetchMock).at(-1)?.searchParams.get('field.colour')).toBe('Red');

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('group', { name: 'Filters' });
    await user.selectOptions(within(panel).getByLabelText('Radar reflector'), 'Yes');
    expect(await screen.findByRole('button', { name: /Radar reflector: Yes/ })).toBeInTheDocument();
    const last = assetQueries(fetchMock).at(-1)!;
    expect(last.searchParams.get('field.colour')).toBe('Red');
    expect(last.searchParams.get('field.radar')).toBe('yes');
  });
});

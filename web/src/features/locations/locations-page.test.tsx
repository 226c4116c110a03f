import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { LocationsPage } from './locations-page';

const BERGEN = '65a1f0c2b3d4e5f6a7b8c9b1';
const QUAY_7 = '65a1f0c2b3d4e5f6a7b8c9b2';
const STORE_B = '65a1f0c2b3d4e5f6a7b8c9b3';
const QUAY_8 = '65a1f0c2b3d4e5f6a7b8c9b4';

const place = (
  _id: string,
  path: string,
  parentId: string | null,
  kind: string,
  [assetCount, subtreeAssetCount, childCount]: [number, number, number],
) => ({
  _id,
  name: path.split(' / ').at(-1),
  kind,
  parentId,
  path,
  depth: path.split(' / ').length - 1,
  position: null as { lat: number; lon: number } | null,
  assetCount,
  subtreeAssetCount,
  childCount,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const LOCATIONS = [
  { ...place(BERGEN, 'Bergen', null, 'port', [0, 41, 2]), position: { lat: 60.39167, lon: 5.30833 } },
  place(QUAY_7, 'Bergen / Quay 7', BERGEN, 'quay', [3, 41, 1]),
  place(STORE_B, 'Bergen / Quay 7 / Store B', QUAY_7, 'store', [38, 38, 0]),
  place(QUAY_8, 'Bergen / Quay 8', BERGEN, 'quay', [0, 0, 0]),
];

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

/** why: no server in a component test; the tree above, every write answered, a delete refused as the API does. */
function mockServer() {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const { pathname } = requestUrl(input);
    if (init?.method === 'DELETE') {
      const message = 'Quay 8 holds assets or other locations: move or merge them first';
      return Promise.resolve(jsonResponse({ message, msg: message, code: 'location-not-empty' }, 409));
    }
    if (init?.method === 'POST' || init?.method === 'PUT') return Promise.resolve(jsonResponse(LOCATIONS[0]));
    if (pathname === '/api/locations') return Promise.resolve(jsonResponse(LOCATIONS));
    return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === method)
      .map(([input, init]) => [requestUrl(input).pathname, bodyOf(init)]);
}

describe('the Locations screen', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it('shows the tree with the top level open, each place its kind, counts and charted position', async () => {
    mockServer();
    const user = userEvent.setup();
    renderWithProviders(<LocationsPage />, '/admin/locations');
    const tree = await screen.findByRole('list', { name: 'Locations' });
    expect(within(tree).getByText('Bergen')).toBeInTheDocument();
    expect(within(tree).getByText('Port')).toBeInTheDocument();
    expect(within(tree).getByText("60° 23.500' N 005° 18.500' E")).toBeInTheDocument();
    expect(within(tree).getByText('Assets: 3 here · 41 in all')).toBeInTheDocument();
    expect(within(tree).queryByText('Store B')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show what is inside Quay 7' }));
    expect(within(tree).getByText('Store B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide what is inside Bergen' }));
    expect(within(tree).queryByText('Quay 7')).not.toBeInTheDocument();
  });

  it('filters the tree by path, keeping the places above each match', async () => {
    mockServer();
    const user = userEvent.setup();
    renderWithProviders(<LocationsPage />, '/admin/locations');
    await screen.findByText('Bergen');
    await user.type(screen.getByRole('searchbox', { name: 'Search locations by path' }), 'store');
    expect(screen.getByText('Store B')).toBeInTheDocument();
    expect(screen.getByText('Quay 7')).toBeInTheDocument();
    expect(screen.queryByText('Quay 8')).not.toBeInTheDocument();
  });

  it('adds a location inside another, reading its position back as it is typed', async () => {
    const sent = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<LocationsPage />, '/admin/locations');
    await user.click(await screen.findByRole('button', { name: 'Add a location inside Quay 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Add location' });
    expect(within(dialog).getByText('Inside Bergen / Quay 8')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kind')).toHaveValue('store');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Shed 2');
    const position = within(dialog).getByLabelText('Charted position');
    await user.type(position, '60 23.5 N 5 18,5 E');
    expect(within(dialog).getByText("Reads as 60° 23.500' N 005° 18.500' E")).toBeInTheDocument();
    await user.clear(position);
    await user.type(position, "60° 73' N 5° 18' E");
    expect(within(dialog).getByText('Minutes must be from 0 to under 60')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    expect(within(dialog).getByText('Correct the charted position, or leave it empty')).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
    await user.clear(position);
    await user.click(within(dialog).getByRole('button', { name: 'Add location' }));
    await waitFor(() =>
      expect(sent('POST')).toEqual([['/api/locations', { name: 'Shed 2', kind: 'store', parentId: QUAY_8 }]]),
    );
  });

  it('moves a location under another, offering neither itself nor what is inside it', async () => {
    const sent = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<LocationsPage />, '/admin/locations');
    await user.click(await screen.findByRole('button', { name: 'Move Quay 7 under another location' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Quay 7' });
    await user.type(within(dialog).getByRole('combobox', { name: 'New place above it' }), 'b');
    const offered = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Bergen Port', 'Bergen / Quay 8 Quay']);
    await user.click(within(dialog).getAllByRole('option')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(sent('PUT')).toEqual([[`/api/locations/${QUAY_7}`, { parentId: QUAY_8 }]]));
  });

  it('merges after saying how many assets move', async () => {
    const sent = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<LocationsPage />, '/admin/locations');
    await user.click(await screen.findByRole('button', { name: 'Merge Quay 7 into another location' }));
    const dialog = screen.getByRole('dialog', { name: 'Merge Quay 7' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Merge into' }), 'quay 8');
    await user.click(within(dialog).getByRole('option'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Merge locations' });
    expect(confirm).toHaveTextContent(
      'Merge Quay 7 into Bergen / Quay 8? 41 assets move into it. The 1 location inside it moves too. Quay 7 is then removed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(sent('POST')).toEqual([[`/api/locations/${QUAY_7}/merge`, { into: QUAY_8 }]]));
  });

  it('offers Delete only for an empty location, and shows a refusal in the reader’s language', async () => {
    const { default: nb } = await import('@/app/catalogs/nb');
    provideCatalogs({
      nb: () => Promise.resolve({ default: nb }),
      nn: () => Promise.resolve({ default: {} }),
    });
    mockServer();
    const user = userEvent.setup();
    renderWithProviders(<LocationsPage />, '/admin/locations');
    await screen.findByText('Quay 8');
    expect(screen.queryByRole('button', { name: 'Delete Quay 7' })).not.toBeInTheDocument();
    await setLanguage('nb', { remember: false });
    await user.click(await screen.findByRole('button', { name: 'Slett Quay 8' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Slett' }));
    expect(
      await screen.findByText(/^Plasseringen har eiendeler eller underplasseringer og kan ikke slettes\./),
    ).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AssetPage } from './asset-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9d0';
const PLAN = '65a1f0c2b3d4e5f6a7b8c9d1';

const asset = {
  _id: ID,
  name: 'Life raft LR-7',
  type: 'Life Raft',
  location: 'Deck 3',
  status: 'In Use',
  assignedTo: '65a1f0c2b3d4e5f6a7b8c9aa',
  assignedToName: 'lena',
  dateAssigned: '2026-01-05T00:00:00Z',
  lastUpdated: '2026-11-01T00:00:00Z',
  createdAt: '2024-01-01T00:00:00Z',
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  qrPayload: ID,
  serialNumber: 'VIK-2211',
  manufacturer: null,
  model: null,
  manufacturedOn: null,
  inServiceOn: '2024-11-25',
  critical: true,
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
};
const certificate = {
  ...dueItem,
  kind: 'document',
  sourceId: '65a1f0c2b3d4e5f6a7b8c9d5',
  name: 'Certificate C-77',
  dueOn: '2026-11-24',
};

const answers: Record<string, unknown> = {
  [`/api/assets/${ID}`]: asset,
  [`/api/assets/${ID}/compliance`]: { status: 'overdue', items: [dueItem, certificate] },
  [`/api/assets/${ID}/inspections`]: { due: [], history: [] },
  [`/api/assets/${ID}/rounds`]: [
    {
      roundId: '65a1f0c2b3d4e5f6a7b8c9e0',
      name: 'Deck 3 audit',
      kind: 'audit',
      status: 'finished',
      state: 'found',
      startedAt: '2026-11-20T08:00:00Z',
      markedAt: '2026-11-20T09:30:00Z',
      markedBy: 'lena',
    },
    {
      roundId: '65a1f0c2b3d4e5f6a7b8c9e1',
      name: 'October stocktake',
      kind: 'stocktake',
      status: 'finished',
      state: 'missing',
      startedAt: '2026-10-01T08:00:00Z',
      markedAt: null,
      markedBy: null,
    },
  ],
  [`/api/assets/${ID}/documents`]: [
    {
      _id: '65a1f0c2b3d4e5f6a7b8c9d5',
      assetId: ID,
      kind: 'certificate',
      number: 'C-77',
      issuer: 'DNV',
      issuedOn: '2025-11-24',
      expiresOn: '2026-11-24',
      status: 'overdue',
      fileName: 'c-77.pdf',
      contentType: 'application/pdf',
      size: 1000,
      url: '/api/documents/65a1f0c2b3d4e5f6a7b8c9d5',
      uploadedAt: '2026-11-01T00:00:00Z',
      uploadedBy: 'admin',
    },
  ],
};

/** why: a component test has no server; each path answers its fixture, the history a page of one, anything else 404. */
function mockServer(overrides: Record<string, Response> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      if (overrides[url.pathname]) return Promise.resolve(overrides[url.pathname]!);
      if (url.pathname.endsWith('/history'))
        return Promise.resolve(
          jsonResponse(
            [
              {
                _id: 'h1',
                action: 'created',
                details: 'Asset created',
                asset: { _id: ID, name: asset.name },
                timestamp: '2024-01-01T00:00:00Z',
                username: 'admin',
              },
            ],
            200,
            { 'X-Total-Count': '1' },
          ),
        );
      const body = answers[url.pathname];
      return Promise.resolve(
        body === undefined ? jsonResponse({ msg: 'Not found' }, 404) : jsonResponse(body),
      );
    }),
  );
}

function renderAt(area: 'user' | 'admin', id = ID) {
  renderWithProviders(
    <Routes>
      <Route path={`/${area}/assets/:id`} element={<AssetPage area={area} />} />
    </Routes>,
    `/${area}/assets/${id}`,
  );
}

describe('asset page', () => {
  it('shows the compliance state in words, each due item, and starts the inspection of a due plan', async () => {
    mockServer();
    renderAt('user');
    expect(await screen.findByRole('heading', { name: 'Life raft LR-7', level: 1 })).toBeInTheDocument();
    const state = await screen.findByTestId('compliance-state');
    expect(state).toHaveTextContent('Overdue');
    expect(state).toHaveTextContent('Life raft annual service: overdue since 2025-11-25 (and 1 more)');
    const items = screen.getAllByTestId('due-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText(/expired on 2026-11-24/)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: /Start inspection/ })).toHaveAttribute(
      'href',
      `/user/assets/${ID}/inspect/${PLAN}`,
    );
  });

  it('shows the register fields that are set and not the others', async () => {
    mockServer();
    renderAt('user');
    expect(await screen.findByText('VIK-2211')).toBeInTheDocument();
    expect(screen.getByText('2024-11-25')).toBeInTheDocument();
    expect(screen.getByText('Critical equipment (ISM Code 10)')).toBeInTheDocument();
    expect(screen.queryByText('Manufacturer')).not.toBeInTheDocument();
    expect(screen.queryByText('Notes')).not.toBeInTheDocument();
  });

  it("shows the charted position, saying when it is its location's", async () => {
    const own = { lat: 60.39167, lon: 5.30833 };
    mockServer({
      [`/api/assets/${ID}`]: jsonResponse({ ...asset, chartedPosition: { ...own, from: 'location' } }),
    });
    renderAt('user');
    expect(await screen.findByText("60° 23.500' N 005° 18.500' E (from its location)")).toBeInTheDocument();
    expect(screen.getByText('Charted position')).toBeInTheDocument();
  });

  it('shows no charted position when neither the asset nor its location has one', async () => {
    mockServer();
    renderAt('user');
    expect(await screen.findByText('VIK-2211')).toBeInTheDocument();
    expect(screen.queryByText('Charted position')).not.toBeInTheDocument();
  });

  it('lists documents with their expiry, and only an admin gets the upload form and delete', async () => {
    mockServer();
    renderAt('user');
    const document = await screen.findByTestId('document');
    expect(document).toHaveTextContent('Certificate C-77');
    expect(document).toHaveTextContent('Expired on 2026-11-24');
    expect(within(document).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a document' })).not.toBeInTheDocument();
  });

  it('asks an admin to confirm before deleting a document', async () => {
    mockServer();
    const user = userEvent.setup();
    renderAt('admin');
    expect(await screen.findByRole('form', { name: 'Add a document' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete Certificate C-77' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Document' })).toHaveTextContent(
      'Are you sure you want to delete c-77.pdf?',
    );
  });

  it('refuses an upload without a file before sending it', async () => {
    mockServer();
    const user = userEvent.setup();
    renderAt('admin');
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    expect(screen.getByText('Choose the file (PDF or image)')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says in words that no asset has this id, or that the address holds no id', async () => {
    mockServer({ [`/api/assets/${ID}`]: jsonResponse({ msg: 'Asset not found' }, 404) });
    renderAt('user');
    expect(await screen.findByText('Asset not found. It may have been deleted.')).toBeInTheDocument();
  });

  it('says so when the address holds no asset id', async () => {
    mockServer();
    renderAt('user', 'not-an-id');
    expect(await screen.findByText('This address does not contain a valid asset ID.')).toBeInTheDocument();
  });

  it('shows the activity history', async () => {
    mockServer();
    renderAt('user');
    const history = await screen.findByRole('list', { name: 'Activity history' });
    expect(history).toHaveTextContent('Asset created');
  });

  it('lists the rounds the asset was in, where it stood in each, and opens the round', async () => {
    mockServer();
    renderAt('admin');
    const rounds = await screen.findAllByTestId('asset-round');
    expect(rounds).toHaveLength(2);
    expect(within(rounds[0]!).getByRole('link', { name: 'Deck 3 audit' })).toHaveAttribute(
      'href',
      '/admin/rounds/65a1f0c2b3d4e5f6a7b8c9e0',
    );
    expect(rounds[0]).toHaveTextContent('Found');
    expect(rounds[0]).toHaveTextContent(/Audit · scanned .* by lena/);
    expect(rounds[1]).toHaveTextContent('Missing');
    expect(rounds[1]).toHaveTextContent(/Stocktake · started /);
  });

  describe('an asset off station', () => {
    const offStation = {
      meters: 312,
      accuracy: 12,
      position: { lat: 59.9, lon: 10.7 },
      at: '2026-11-29T14:05:00Z',
      by: 'lena',
    };

    /** why: the asset answers with its off-station flag, and the back-on-station call is recorded. */
    function mockOffStation() {
      mockServer();
      const base = vi.mocked(fetch).getMockImplementation()!;
      const sent: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>((input, init) => {
          const path = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost')
            .pathname;
          if (path === `/api/assets/${ID}/back-on-station`) {
            sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
            return Promise.resolve(jsonResponse({ ...asset, offStation: null }));
          }
          if (path === `/api/assets/${ID}`)
            return Promise.resolve(jsonResponse({ ...asset, offStation: sent.length ? null : offStation }));
          return base(input, init);
        }),
      );
      return sent;
    }

    it('says how far it was found first, and an employee gets no action on it', async () => {
      mockOffStation();
      renderAt('user');
      const warning = await screen.findByTestId('off-station');
      expect(warning).toHaveTextContent('Off station: 312 m from its charted position');
      expect(warning).toHaveTextContent(/Found there .* by lena/);
      expect(within(warning).queryByRole('button')).not.toBeInTheDocument();
    });

    it('lets an administrator mark it back on station, with a note it cannot leave out', async () => {
      const sent = mockOffStation();
      const user = userEvent.setup();
      renderAt('admin');
      await user.click(await screen.findByRole('button', { name: 'Back on station' }));
      const dialog = screen.getByRole('dialog', { name: 'Back on station: Life raft LR-7' });
      await user.click(within(dialog).getByRole('button', { name: 'Back on station' }));
      expect(within(dialog).getByText('Write a note: what was done about it')).toBeInTheDocument();
      expect(sent).toEqual([]);
      await user.type(within(dialog).getByLabelText(/Note/), 'Towed back to its mooring');
      await user.click(within(dialog).getByRole('button', { name: 'Back on station' }));
      await vi.waitFor(() => expect(sent).toEqual([{ note: 'Towed back to its mooring' }]));
      await vi.waitFor(() => expect(screen.queryByTestId('off-station')).not.toBeInTheDocument());
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Round, RoundItem } from '@harbour/contract';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { RoundPage } from './round-page';
import { anItem, aRound, BUOY_ID, ROUND_ID } from './test-fixtures';

interface Server {
  round: Round;
  items: Partial<Record<string, RoundItem[]>>;
}

/**
 * why: a component test has no server. GET /rounds/:id answers 304 to the ETag of the version it holds
 * (as the server does), the items by state, anything else 404.
 */
function mockServer(server: Server) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = requestUrl(input);
    const etag = `W/"round-${server.round.version}"`;
    if (url.pathname === `/api/rounds/${ROUND_ID}`) {
      const held = new Headers(init?.headers).get('If-None-Match');
      if (held === etag) return Promise.resolve(new Response(null, { status: 304 }));
      return Promise.resolve(jsonResponse(server.round, 200, { ETag: etag }));
    }
    if (url.pathname === `/api/rounds/${ROUND_ID}/items`) {
      const items = server.items[url.searchParams.get('state') ?? ''] ?? [];
      return Promise.resolve(jsonResponse(items, 200, { 'X-Total-Count': String(items.length) }));
    }
    return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderRound(area: 'user' | 'admin' = 'admin') {
  renderWithProviders(
    <Routes>
      <Route path={`/${area}/rounds/:id`} element={<RoundPage area={area} />} />
    </Routes>,
    `/${area}/rounds/${ROUND_ID}`,
  );
}

const buoy = anItem({
  assetId: BUOY_ID,
  assetName: 'Buoy B-12',
  location: 'Store 2',
  state: 'unexpected',
  position: { lat: -33.8, lon: -70.65 },
});

describe('the round page', () => {
  it('shows the round, its counts and progress, and who found what, when and where', async () => {
    mockServer({ round: aRound(), items: { found: [anItem()] } });
    renderRound();
    expect(await screen.findByRole('heading', { name: 'Quay 7 audit', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('round-progress')).toHaveTextContent('1 of 4 found');
    expect(screen.getByRole('progressbar', { name: 'Found' })).toHaveAttribute('aria-valuenow', '25');
    const counts = screen.getByTestId('round-counts');
    expect(within(counts).getByText('Not found yet').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('ingrid', { selector: 'dd' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Life raft LR-7' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/admin\/assets\//));
    expect(screen.getByText('59.91234, 10.75231 ±8 m')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan labels' })).toBeInTheDocument();
  });

  it('offers "move here" on unexpected rows of an open round scoped to one location only', async () => {
    mockServer({ round: aRound(), items: { unexpected: [buoy] } });
    const user = userEvent.setup();
    renderRound();
    await user.click(await screen.findByRole('tab', { name: /Not expected/ }));
    expect(await screen.findByRole('button', { name: 'Move Buoy B-12 here' })).toBeInTheDocument();
    expect(screen.getByText('-33.80000, -70.65000')).toBeInTheDocument();
  });

  it('shows a finished round read-only: missing instead of not found yet, no scan, no finish, no move', async () => {
    mockServer({
      round: aRound({
        status: 'finished',
        finishedAt: '2026-11-25T10:00:00.000Z',
        finishedBy: 'admin',
        can: { mark: false, finish: false, edit: false },
      }),
      items: {
        unexpected: [buoy],
        missing: [anItem({ state: 'missing', markedAt: null, markedBy: null, position: null })],
      },
    });
    const user = userEvent.setup();
    renderRound();
    expect(await screen.findByRole('tab', { name: /Missing/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan labels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish round' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report PDF' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Not expected/ }));
    await screen.findByRole('link', { name: 'Buoy B-12' });
    expect(screen.queryByRole('button', { name: /Move .* here/ })).not.toBeInTheDocument();
  });

  it('asks before finishing, saying how many assets become missing', async () => {
    const fetchMock = mockServer({ round: aRound(), items: {} });
    const user = userEvent.setup();
    renderRound();
    await user.click(await screen.findByRole('button', { name: 'Finish round' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Finish round' });
    expect(dialog).toHaveTextContent('Finish Quay 7 audit? 3 assets not found yet become missing');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lets an admin rename the round and clear its due date, sending only what may change', async () => {
    const fetchMock = mockServer({ round: aRound(), items: {} });
    const user = userEvent.setup();
    renderRound();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit round' });
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Quay 7 and 8 audit');
    await user.clear(within(dialog).getByLabelText('Due date'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : 'null')).toEqual({
      name: 'Quay 7 and 8 audit',
      assignees: ['65a1f0c2b3d4e5f6a7b8c9aa'],
      dueOn: null,
      assigneesMayFinish: false,
    });
  });

  it('polls with the ETag it holds and fetches the list again only when the version moves', async () => {
    const server: Server = { round: aRound(), items: { found: [anItem()] } };
    const fetchMock = mockServer(server);
    renderRound('user');
    await screen.findByRole('link', { name: 'Life raft LR-7' });
    const itemCalls = () =>
      fetchMock.mock.calls.filter(([input]) => requestUrl(input).pathname.endsWith('/items')).length;
    const conditional = () =>
      fetchMock.mock.calls.filter(([, init]) => new Headers(init?.headers).get('If-None-Match')).length;
    await waitFor(() => expect(conditional()).toBeGreaterThan(0), { timeout: 3000 });
    expect(itemCalls()).toBe(1);

    server.round = aRound({ version: 4, counts: { expected: 4, found: 2, missing: 2, unexpected: 1 } });
    server.items = { found: [anItem({ assetId: BUOY_ID, assetName: 'Raft 9' }), anItem()] };
    expect(await screen.findByText('2 of 4 found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Raft 9' })).toBeInTheDocument();
    expect(itemCalls()).toBe(2);
  });
});

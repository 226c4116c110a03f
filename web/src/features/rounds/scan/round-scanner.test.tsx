import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { anItem, aRound, BUOY_ID, RAFT_ID, ROUND_ID } from '../test-fixtures';
import { roundReader } from '../api/round-readers';
import { RoundScanner } from './round-scanner';

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

/** why: no server in a component test: the raft is expected, the buoy is not, any other id is no asset. */
function mockMarks() {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    if (requestUrl(input).pathname !== `/api/rounds/${ROUND_ID}/marks`)
      return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
    const { assetId } = bodyOf(init) as { assetId: string };
    const counts = { expected: 4, found: 2, missing: 2, unexpected: 0 };
    if (assetId === RAFT_ID)
      return Promise.resolve(jsonResponse({ result: 'found', item: anItem(), counts }));
    if (assetId === BUOY_ID)
      return Promise.resolve(
        jsonResponse({
          result: 'unexpected',
          item: anItem({ assetId: BUOY_ID, assetName: 'Buoy B-12', state: 'unexpected' }),
          counts,
        }),
      );
    return Promise.resolve(jsonResponse({ message: 'Asset not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function type(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Type or paste a code'), code);
  await user.click(screen.getByRole('button', { name: 'Mark' }));
}

describe("a round's scan mode", () => {
  it('marks a typed code with its own Idempotency-Key and shows the result in the banner', async () => {
    const fetchMock = mockMarks();
    renderWithProviders(<RoundScanner round={roundReader.parse(aRound())} canMove inspectPath={null} />);
    await type(`https://assets.example.org/a/${RAFT_ID}`);
    const banner = screen.getByTestId('scan-banner');
    await waitFor(() => expect(banner).toHaveAttribute('data-outcome', 'found'));
    expect(banner).toHaveTextContent('Life raft LR-7');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodyOf(init)).toEqual({ assetId: RAFT_ID });

    await type(BUOY_ID);
    await waitFor(() => expect(banner).toHaveAttribute('data-outcome', 'unexpected'));
    expect(screen.getByRole('button', { name: 'Move here (Quay 7)' })).toBeInTheDocument();
    const keys = fetchMock.mock.calls.map(([, call]) => new Headers(call?.headers).get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('calls a code that is no label of ours, or no asset, an unknown code', async () => {
    const fetchMock = mockMarks();
    renderWithProviders(
      <RoundScanner round={roundReader.parse(aRound())} canMove={false} inspectPath={null} />,
    );
    await type('hello world');
    const banner = screen.getByTestId('scan-banner');
    expect(banner).toHaveAttribute('data-outcome', 'unknown');
    expect(fetchMock).not.toHaveBeenCalled();
    await type('65a1f0c2b3d4e5f6a7b8c9ff');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(banner).toHaveTextContent('No asset has this code.'));
    expect(banner).toHaveAttribute('data-outcome', 'unknown');
  });

  it("offers an inspection round's checklist for a found asset", async () => {
    mockMarks();
    renderWithProviders(
      <RoundScanner
        round={roundReader.parse(aRound())}
        canMove={false}
        inspectPath={(assetId) => `/user/assets/${assetId}/inspect/p1?return=x`}
      />,
    );
    await type(RAFT_ID);
    expect(await screen.findByRole('link', { name: 'Inspect' })).toHaveAttribute(
      'href',
      `/user/assets/${RAFT_ID}/inspect/p1?return=x`,
    );
  });
});

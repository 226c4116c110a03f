import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { RoundsPage } from './rounds-page';
import { aRound, ROUND_ID } from './test-fixtures';

/** why: the screen's one call is GET /rounds; each answer is one page of two rounds out of 12. */
function mockRounds() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      jsonResponse(
        [
          aRound(),
          aRound({
            _id: 'r2',
            name: 'Stores stocktake',
            kind: 'stocktake',
            dueOn: null,
            counts: { expected: 10, found: 10, missing: 0, unexpected: 0 },
          }),
        ],
        200,
        { 'X-Total-Count': '12' },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([input]) => Object.fromEntries(requestUrl(input).searchParams));
}

describe('the rounds list', () => {
  it('shows the open rounds with kind, status, due date and progress, each opening its round', async () => {
    const requests = mockRounds();
    renderWithProviders(<RoundsPage area="admin" />, '/admin/rounds');
    const link = await screen.findByRole('link', { name: 'Quay 7 audit' });
    expect(link).toHaveAttribute('href', `/admin/rounds/${ROUND_ID}`);
    expect(screen.getByText('1 of 4 found')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quay 7 audit progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('progressbar', { name: 'Stores stocktake progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(screen.getByRole('table', { name: 'Rounds' })).getByText('Stocktake')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New round' })).toHaveAttribute('href', '/admin/rounds/new');
    expect(requests()[0]).toMatchObject({ status: 'open', page: '1' });
  });

  it('asks for finished rounds of one kind when those are chosen; an employee gets no New round', async () => {
    const requests = mockRounds();
    const user = userEvent.setup();
    renderWithProviders(<RoundsPage area="user" />, '/user/rounds');
    await screen.findByRole('link', { name: 'Quay 7 audit' });
    expect(screen.queryByRole('link', { name: 'New round' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finished' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'inspection');
    await waitFor(() => expect(requests().at(-1)).toMatchObject({ status: 'finished', kind: 'inspection' }));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(requests().at(-1)).not.toHaveProperty('status'));
  });
});

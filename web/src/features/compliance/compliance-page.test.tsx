import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { CompliancePage } from './compliance-page';

const due = (assetId: string, assetName: string, status: string, dueOn: string) => ({
  assetId,
  assetName,
  assetType: 'Life Raft',
  location: 'Pilot Station',
  kind: 'inspection',
  sourceId: 'p1',
  name: 'Life raft annual service',
  reference: 'SOLAS III/20.8',
  dueOn,
  status,
  lastDoneOn: null,
});

/** why: the screen asks GET /compliance (the list) and a dashboard (the types and locations to filter by). */
function mockApi(items: unknown[], total: number) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/dashboard/admin') {
      return Promise.resolve(
        jsonResponse({
          distributions: {
            byType: [
              { type: 'Life Raft', count: 2 },
              { type: 'EPIRB', count: 1 },
            ],
            byLocation: [{ location: 'Pilot Station', count: 3 }],
          },
        }),
      );
    }
    if (url.pathname === '/api/dashboard/user') {
      return Promise.resolve(
        jsonResponse({ userAssets: [{ type: 'Life Raft', location: 'Pilot Station' }] }),
      );
    }
    return Promise.resolve(jsonResponse(items, 200, { 'X-Total-Count': String(total) }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .filter((url) => url.pathname === '/api/compliance')
      .map((url) => Object.fromEntries(url.searchParams));
}

describe('the compliance screen', () => {
  it('lists the due items of the filter in the address, each asset opening its page', async () => {
    const requests = mockApi(
      [due('a1', 'Raft 4', 'overdue', '2026-01-10'), due('a2', 'Raft 7', 'overdue', '2026-02-01')],
      12,
    );
    renderWithProviders(<CompliancePage area="admin" />, '/admin/compliance?status=overdue');
    const link = await screen.findByRole('link', { name: 'Raft 4' });
    expect(link).toHaveAttribute('href', '/admin/assets/a1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-10')).toBeInTheDocument();
    expect(within(row).getByText('Inspection · SOLAS III/20.8')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('overdue');
    expect(screen.getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    expect(requests()).toEqual([{ page: '1', limit: '10', status: 'overdue' }]);
  });

  it('asks again filtered, from page 1, when a filter changes; Clear filters goes back to the default list', async () => {
    const requests = mockApi([due('a1', 'Raft 4', 'due-soon', '2026-03-01')], 25);
    const user = userEvent.setup();
    renderWithProviders(<CompliancePage area="admin" />, '/admin/compliance');
    await screen.findByRole('link', { name: 'Raft 4' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests().at(-1)).toEqual({ page: '2', limit: '10' }));
    await screen.findByRole('option', { name: 'EPIRB' });
    await user.selectOptions(screen.getByLabelText('Type'), 'EPIRB');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Documents');
    await waitFor(() =>
      expect(requests().at(-1)).toEqual({ page: '1', limit: '10', type: 'EPIRB', kind: 'document' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(requests().at(-1)).toEqual({ page: '1', limit: '10' }));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('reads a status it does not know in the address as the default list, and says when nothing is due', async () => {
    mockApi([], 0);
    renderWithProviders(<CompliancePage area="user" />, '/user/compliance?status=bogus');
    expect(await screen.findByText('Nothing is overdue or due soon.')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it("labels each value of a row, so it reads as a card on a phone; an employee's asset opens in their area", async () => {
    mockApi([due('a1', 'Raft 4', 'ok', '2027-01-10')], 1);
    renderWithProviders(<CompliancePage area="user" />, '/user/compliance?status=ok');
    const link = await screen.findByRole('link', { name: 'Raft 4' });
    expect(link).toHaveAttribute('href', '/user/assets/a1');
    const cells = within(link.closest('tr')!).getAllByRole('cell');
    expect(cells.slice(1, -1).map((cell) => cell.firstElementChild?.textContent)).toEqual([
      'What',
      'Due',
      'Status',
      'Type',
      'Location',
      'Last done',
    ]);
  });

  it('gives each row the action that resolves it: an inspection starts its checklist, a certificate opens its asset', async () => {
    mockApi(
      [
        due('a1', 'Raft 4', 'overdue', '2026-01-10'),
        {
          ...due('a2', 'Raft 5', 'due-soon', '2026-12-01'),
          kind: 'document',
          sourceId: 'd1',
          name: 'Certificate 7',
        },
      ],
      2,
    );
    renderWithProviders(<CompliancePage area="admin" />, '/admin/compliance');
    const inspect = await screen.findByRole('link', { name: 'Start inspection' });
    expect(inspect).toHaveAttribute('href', '/admin/assets/a1/inspect/p1');
    expect(screen.getByRole('link', { name: 'Open asset page' })).toHaveAttribute('href', '/admin/assets/a2');
  });

  it('folds its filters behind one Filters button that says how many are in use', async () => {
    mockApi([], 0);
    renderWithProviders(<CompliancePage area="user" />, '/user/compliance?status=overdue&kind=document');
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('2');
    expect(document.getElementById('compliance-filters')).toHaveClass('hidden');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('compliance-filters')).not.toHaveClass('hidden');
  });
});

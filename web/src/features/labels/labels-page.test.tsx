import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { saveBlob } from '@/lib/save-blob';
import { LabelsPage } from './labels-page';

// why: jsdom has no downloads; the test checks the PDF is handed over under the server's name.
vi.mock('@/lib/save-blob', () => ({ saveBlob: vi.fn() }));

const TEMPLATES = [
  {
    id: 'avery-l7160',
    name: 'Avery L7160',
    description: 'A4, 21 labels of 63.5 × 38.1 mm',
    columns: 3,
    rows: 7,
    roll: false,
  },
  {
    id: 'brother-dk-22205',
    name: 'Brother DK-22205',
    description: '62 mm continuous roll',
    columns: 1,
    rows: 1,
    roll: true,
  },
];
const PROFILE = {
  _id: '65a1f0c2b3d4e5f6a7b8c9aa',
  name: 'Office laser',
  offsetX: 1.5,
  offsetY: -0.5,
  scale: 1,
};

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

const pdf = (headers: Record<string, string>) =>
  new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', ...headers } });

const ASSET = '65a1f0c2b3d4e5f6a7b8c9d0';

const VESSEL_TYPE = {
  _id: '65a1f0c2b3d4e5f6a7b8c9d1',
  name: 'Patrol vessel',
  fields: [{ key: 'imo', label: { en: 'IMO number' }, kind: 'imo', required: false, inList: false }],
  publicReports: false,
  offStationMeters: 50,
  availabilityCategory: null,
  assetCount: 1,
  valuesNotFitting: 0,
  createdAt: '2026-11-25T10:00:00Z',
  updatedAt: '2026-11-25T10:00:00Z',
};

/** 12 linked codes (two pages of 10) and no other. */
function codeList(query: URLSearchParams): Response {
  if (query.get('state') !== 'linked') return jsonResponse([], 200, { 'X-Total-Count': '0' });
  const page = Number(query.get('page'));
  const rows = Array.from({ length: page === 1 ? 10 : 2 }, (_, i) => ({
    code: `K7QM3Z${page}${i}`,
    state: 'linked',
    assetId: ASSET,
    assetName: `Raft ${page}-${i}`,
    createdAt: '2026-11-25T10:00:00Z',
    linkedAt: '2026-11-25T11:00:00Z',
    linkedBy: 'admin',
    retiredAt: null,
  }));
  return jsonResponse(rows, 200, { 'X-Total-Count': '12' });
}

/** why: no server in a component test; each print answers what the test gives it. */
function mockServer(prints: { labels?: Response; codes?: Response }) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = requestUrl(input);
    switch (url.pathname) {
      case '/api/admin/label-templates':
        return Promise.resolve(jsonResponse(TEMPLATES));
      case '/api/admin/printer-profiles':
        return Promise.resolve(jsonResponse([PROFILE]));
      case '/api/dashboard/admin':
        return Promise.resolve(
          jsonResponse({
            distributions: { byType: [{ type: 'Radio' }], byLocation: [{ location: 'Bridge' }] },
          }),
        );
      case '/api/admin/label-codes':
        if (url.search === '') return Promise.resolve(prints.codes ?? jsonResponse({}, 500));
        return Promise.resolve(codeList(url.searchParams));
      case '/api/label-codes/K7QM3Z20/retire':
        return Promise.resolve(jsonResponse({ code: 'K7QM3Z20', state: 'retired' }));
      case '/api/admin/labels':
        return Promise.resolve(prints.labels ?? jsonResponse({}, 500));
      case '/api/asset-types':
        return Promise.resolve(jsonResponse([VESSEL_TYPE]));
      default:
        return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => init?.method === 'POST' && requestUrl(input).pathname === path)
      .map(([, init]) => bodyOf(init));
}

describe('the Labels screen', () => {
  it('prints blank labels, hands over the PDF and lists the new codes', async () => {
    const posted = mockServer({
      codes: pdf({
        'X-Label-Codes': 'K7QM3ZX9,4HX2ABCD,0000AAAA',
        'Content-Disposition': `attachment; filename="Blank labels.pdf"; filename*=UTF-8''Blank%20labels.pdf`,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LabelsPage />, '/admin/labels?view=blank');
    const form = await screen.findByRole('form', { name: 'Blank labels' });
    await user.clear(within(form).getByLabelText('Number of labels'));
    await user.type(within(form).getByLabelText('Number of labels'), '3');
    await user.selectOptions(within(form).getByLabelText(/Template/), 'avery-l7160');
    await user.clear(within(form).getByLabelText('Start at label'));
    await user.type(within(form).getByLabelText('Start at label'), '22');
    await user.click(within(form).getByRole('button', { name: 'Download blank labels PDF' }));
    expect(within(form).getByText('Start at a label from 1 to 21')).toBeInTheDocument();
    expect(posted('/api/admin/label-codes')).toEqual([]);

    await user.clear(within(form).getByLabelText('Start at label'));
    await user.type(within(form).getByLabelText('Start at label'), '5');
    await user.click(within(form).getByRole('radio', { name: /^H, high/ }));
    await user.selectOptions(within(form).getByLabelText('Printer profile'), PROFILE._id);
    await user.click(within(form).getByRole('button', { name: 'Download blank labels PDF' }));

    const codes = await screen.findByTestId('new-label-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['K7QM3ZX9', '4HX2ABCD', '0000AAAA']);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'Blank labels.pdf');
    expect(posted('/api/admin/label-codes')).toEqual([
      {
        templateId: 'avery-l7160',
        startAt: 5,
        errorCorrection: 'H',
        printerProfileId: PROFILE._id,
        count: 3,
      },
    ]);
  });

  it('shows one job at a time, chosen by tab and kept in the address; the next print starts on the last template', async () => {
    mockServer({});
    const user = userEvent.setup();
    localStorage.setItem(
      'labels:last-print',
      JSON.stringify({ templateId: 'avery-l7160', printerProfileId: '' }),
    );
    renderWithProviders(<LabelsPage />, '/admin/labels');
    const print = await screen.findByRole('tab', { name: 'Print for assets' });
    expect(print).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('form', { name: 'Blank labels' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/Template/)).toHaveValue('avery-l7160');
    await user.click(screen.getByRole('tab', { name: 'Blank labels' }));
    expect(await screen.findByRole('form', { name: 'Blank labels' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Print labels for assets' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Blank labels' })).toHaveAttribute('aria-selected', 'true');
    localStorage.removeItem('labels:last-print');
  });

  it('prints by filter without a start on a roll, and shows a refusal in plain words beside the form', async () => {
    const posted = mockServer({
      labels: jsonResponse(
        { message: 'No asset matches: nothing to print', errors: { assetIds: 'No asset matches' } },
        400,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<LabelsPage />, '/admin/labels');
    const form = await screen.findByRole('form', { name: 'Print labels for assets' });
    await user.selectOptions(
      within(form).getByLabelText('Type'),
      await within(form).findByRole('option', { name: 'Radio' }),
    );
    await user.selectOptions(within(form).getByLabelText('Status'), 'Available');
    await user.selectOptions(within(form).getByLabelText(/Template/), 'brother-dk-22205');
    expect(within(form).queryByLabelText('Start at label')).not.toBeInTheDocument();
    await user.selectOptions(
      within(form).getByLabelText(/Line under the name/),
      await within(form).findByRole('option', { name: 'IMO number' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Download labels PDF' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('No asset matches: nothing to print');
    expect(posted('/api/admin/labels')).toEqual([
      {
        templateId: 'brother-dk-22205',
        errorCorrection: 'M',
        copies: 1,
        filter: { type: 'Radio', status: 'Available' },
        fieldLine: 'imo',
      },
    ]);
  });

  it('lists codes by state a page at a time, with the asset of a linked one, and retires one after asking', async () => {
    const posted = mockServer({});
    const user = userEvent.setup();
    renderWithProviders(<LabelsPage />, '/admin/labels?view=codes');
    const list = await screen.findByRole('region', { name: 'Label codes' });
    expect(await within(list).findByText('No label codes in this list yet.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Linked' }));
    expect(await within(list).findByText('Raft 1-0')).toBeInTheDocument();
    expect(within(list).getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Raft 2-0')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Retire label K7QM3Z20' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retire Label' });
    await user.click(within(confirm).getByRole('button', { name: 'Retire Label' }));
    expect(await screen.findByText('Label retired')).toBeInTheDocument();
    expect(posted('/api/label-codes/K7QM3Z20/retire')).toEqual([null]);
  });
  it('prints the assets chosen on the Assets list by their ids, or all that match its search and filters', async () => {
    const posted = mockServer({ labels: pdf({}) });
    const user = userEvent.setup();
    const assets = Array.from({ length: 12 }, (_, i) => ({
      id: `65a1f0c2b3d4e5f6a7b8c9${String(i).padStart(2, '0')}`,
      name: `Life raft ${i + 1}`,
    }));
    const chosen = renderWithProviders(<LabelsPage />, {
      pathname: '/admin/labels',
      state: { labelSelection: { kind: 'assets', assets } },
    });
    const form = await screen.findByRole('form', { name: 'Print labels for assets' });
    expect(within(form).getByTestId('chosen-assets')).toHaveTextContent(
      '12 assets chosen on the Assets list: Life raft 1, Life raft 2, Life raft 3, Life raft 4, Life raft 5 and 7 more.',
    );
    expect(within(form).queryByLabelText('Type')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/Template/), 'avery-l7160');
    await user.clear(within(form).getByLabelText('Start at label'));
    await user.type(within(form).getByLabelText('Start at label'), '5');
    await user.click(within(form).getByRole('button', { name: 'Download labels PDF' }));
    expect(await screen.findByText('Labels downloaded')).toBeInTheDocument();
    expect(posted('/api/admin/labels')).toEqual([
      {
        templateId: 'avery-l7160',
        startAt: 5,
        errorCorrection: 'M',
        copies: 1,
        assetIds: assets.map((asset) => asset.id),
      },
    ]);
    chosen.unmount();

    renderWithProviders(<LabelsPage />, {
      pathname: '/admin/labels',
      state: { labelSelection: { kind: 'matching', count: 40, match: { q: 'raft', compliance: 'overdue' } } },
    });
    const matching = await screen.findByRole('form', { name: 'Print labels for assets' });
    expect(within(matching).getByTestId('chosen-assets')).toHaveTextContent(
      "All 40 assets matching the Assets list's search and filters, in name order.",
    );
    await user.selectOptions(within(matching).getByLabelText(/Template/), 'brother-dk-22205');
    await user.click(within(matching).getByRole('button', { name: 'Download labels PDF' }));
    await vi.waitFor(() => expect(posted('/api/admin/labels')).toHaveLength(2));
    expect(posted('/api/admin/labels')[1]).toEqual({
      templateId: 'brother-dk-22205',
      errorCorrection: 'M',
      copies: 1,
      filter: { q: 'raft', compliance: 'overdue' },
    });

    await user.click(within(matching).getByRole('button', { name: 'Print by filter instead' }));
    expect(within(matching).queryByTestId('chosen-assets')).not.toBeInTheDocument();
    expect(within(matching).getByLabelText('Type')).toBeInTheDocument();
  });
});

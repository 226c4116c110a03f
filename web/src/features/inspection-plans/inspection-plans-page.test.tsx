import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { InspectionPlansPage } from './inspection-plans-page';

const hru = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Hydrostatic release replacement',
  reference: 'SOLAS III/20.8',
  rule: {
    every: { count: 2, unit: 'years' },
    firstOf: { from: 'manufacture', after: { count: 4, unit: 'years' } },
  },
  dueSoonDays: 30,
  checklist: [{ id: 'date', label: 'Expiry date legible', kind: 'pass-fail', required: true }],
  failSetsMaintenance: false,
  assetTypes: ['Hydrostatic Release'],
  assetIds: ['cccccccccccccccccccccccc'],
  assetCount: 14,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** why: the screen talks to the plans API, the admin dashboard (types in use) and GET /assets (the picker). */
function mockApi(answerWrite: (sent: Sent) => Response = () => jsonResponse(hru, 201)) {
  const writes: Sent[] = [];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (method !== 'GET') {
      const sent = {
        method,
        path: url.pathname,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      };
      writes.push(sent);
      return Promise.resolve(answerWrite(sent));
    }
    if (url.pathname === '/api/admin/inspection-plans') return Promise.resolve(jsonResponse([hru]));
    if (url.pathname === '/api/dashboard/admin') {
      return Promise.resolve(
        jsonResponse({
          distributions: {
            byType: [
              { type: 'Life Raft', count: 3 },
              { type: 'EPIRB', count: 2 },
            ],
            byLocation: [],
          },
        }),
      );
    }
    if (url.pathname === '/api/assets/cccccccccccccccccccccccc') {
      return Promise.resolve(jsonResponse({ _id: 'cccccccccccccccccccccccc', name: 'HRU on Raft 4' }));
    }
    if (url.pathname === '/api/assets') {
      return Promise.resolve(
        jsonResponse(
          [{ _id: 'dddddddddddddddddddddddd', name: 'Raft 9', type: 'Life Raft', location: 'Tug Berth' }],
          200,
          {
            'X-Total-Count': '1',
          },
        ),
      );
    }
    return Promise.resolve(jsonResponse({ message: 'not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return writes;
}

/** Types a whole text at once, as a paste: the flows below fill many fields. */
async function fill(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(text);
}

describe('the inspection plans screen', () => {
  it('lists each plan with its interval in words, what it applies to, its asset count and checklist size', async () => {
    mockApi();
    renderWithProviders(<InspectionPlansPage />);
    const row = (await screen.findByText('Hydrostatic release replacement')).closest('tr')!;
    expect(within(row).getByText('SOLAS III/20.8')).toBeInTheDocument();
    expect(
      within(row).getByText('every 2 years; or 4 years from manufacture, whichever first'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Hydrostatic Release; 1 single asset')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
    expect(within(row).getByText('1 item')).toBeInTheDocument();
  });

  it(
    'creates a plan from the form: interval, clocks, checklist in order, types in use and typed',
    async () => {
      const writes = mockApi();
      const user = userEvent.setup();
      renderWithProviders(<InspectionPlansPage />);
      await screen.findByText('Hydrostatic release replacement');
      await user.click(screen.getByRole('button', { name: 'Add Plan' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Inspection Plan' });
      const form = within(dialog);
      await fill(form.getByLabelText(/^Name/), 'Immersion suit air-pressure test');
      await fill(form.getByLabelText('Reference'), 'MSC/Circ.1114');
      await user.clear(form.getByLabelText('Interval: count'));
      await user.type(form.getByLabelText('Interval: count'), '3');
      await user.selectOptions(form.getByLabelText('Interval: unit'), 'years');
      await user.click(form.getByLabelText('A shorter interval once the asset is older'));
      await user.clear(form.getByLabelText('Interval past that age: count'));
      await user.type(form.getByLabelText('Interval past that age: count'), '2');
      await user.selectOptions(form.getByLabelText('Interval past that age: unit'), 'years');
      expect(form.getByTestId('rule-in-words')).toHaveTextContent(
        'Reads: every 3 years; every 2 years once older than 10 years',
      );
      await user.click(form.getByRole('button', { name: 'Add checklist item' }));
      await fill(form.getByLabelText('Checklist item 1'), 'Air pressure held');
      await user.selectOptions(form.getByLabelText('Kind of item 1'), 'Number');
      await user.type(form.getByLabelText('Unit of item 1'), 'mbar');
      await user.click(form.getByRole('button', { name: 'Add checklist item' }));
      await fill(form.getByLabelText('Checklist item 2'), 'Zip and seams intact');
      await user.click(form.getByRole('button', { name: 'Move item 2 up' }));
      await user.click(form.getByLabelText('A failed inspection sets the asset Under Maintenance'));
      await user.click(await form.findByRole('button', { name: 'EPIRB' }));
      await user.type(form.getByLabelText('Another asset type'), 'Immersion Suit{Enter}');
      await user.type(form.getByLabelText('Search assets to add'), 'raft');
      await user.click(await form.findByRole('button', { name: 'Add Raft 9' }));
      expect(form.getByRole('list', { name: 'Chosen assets' })).toHaveTextContent('Raft 9');
      await user.click(form.getByRole('button', { name: 'Create Plan' }));

      await waitFor(() => expect(writes).toHaveLength(1));
      const [sent] = writes;
      expect(sent?.method).toBe('POST');
      expect(sent?.path).toBe('/api/admin/inspection-plans');
      expect(sent?.body).toMatchObject({
        name: 'Immersion suit air-pressure test',
        reference: 'MSC/Circ.1114',
        rule: {
          every: { count: 3, unit: 'years' },
          olderThan: { years: 10, every: { count: 2, unit: 'years' } },
        },
        dueSoonDays: 30,
        checklist: [
          { label: 'Zip and seams intact', kind: 'pass-fail', required: true },
          { label: 'Air pressure held', kind: 'number', unit: 'mbar', required: true },
        ],
        failSetsMaintenance: true,
        assetTypes: ['EPIRB', 'Immersion Suit'],
        assetIds: ['dddddddddddddddddddddddd'],
      });
      expect(await screen.findByText('Inspection plan created')).toBeInTheDocument();
    },
    // why: a whole plan filled in as a person would, some thirty steps; jsdom takes seconds under load.
    20_000,
  );

  it('says what is missing in words and sends nothing', async () => {
    const writes = mockApi();
    const user = userEvent.setup();
    renderWithProviders(<InspectionPlansPage />);
    await screen.findByText('Hydrostatic release replacement');
    await user.click(screen.getByRole('button', { name: 'Add Plan' }));
    const form = within(screen.getByRole('dialog', { name: 'Add Inspection Plan' }));
    await user.click(form.getByRole('button', { name: 'Add checklist item' }));
    await user.click(form.getByRole('button', { name: 'Create Plan' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Give checklist item 1 a label')).toBeInTheDocument();
    expect(form.getByText('Choose at least one asset type or asset')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it("edits a plan with its stored values, and shows the server's refusal field by field", async () => {
    const writes = mockApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid request',
          msg: 'Invalid request',
          errors: { 'checklist.0.label': 'A checklist item must be at most 200 characters' },
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<InspectionPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Hydrostatic release replacement' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Inspection Plan' }));
    expect(form.getByLabelText(/^Name/)).toHaveValue('Hydrostatic release replacement');
    expect(form.getByLabelText('Whichever-first time: count')).toHaveValue('4');
    expect(form.getByLabelText('Checklist item 1')).toHaveValue('Expiry date legible');
    expect(await form.findByText('HRU on Raft 4')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(
      await form.findByText('Checklist item 1: A checklist item must be at most 200 characters'),
    ).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/admin/inspection-plans/${hru._id}`,
      body: { checklist: [{ id: 'date', label: 'Expiry date legible' }], assetIds: hru.assetIds },
    });
  });

  it('deletes a plan after the confirmation', async () => {
    const writes = mockApi(() => jsonResponse({ message: 'deleted', msg: 'deleted' }));
    const user = userEvent.setup();
    renderWithProviders(<InspectionPlansPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Hydrostatic release replacement' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete Inspection Plan' }));
    expect(
      confirm.getByText(/Are you sure you want to delete Hydrostatic release replacement\?/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete Plan' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'DELETE', path: `/api/admin/inspection-plans/${hru._id}`, body: null },
      ]),
    );
  });
});

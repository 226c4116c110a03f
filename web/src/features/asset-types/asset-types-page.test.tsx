import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { AssetTypesPage } from './asset-types-page';

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

const VESSEL = {
  _id: '65a1f0c2b3d4e5f6a7b8c9a1',
  name: 'Vessel',
  fields: [{ key: 'imo', label: { en: 'IMO number' }, kind: 'imo', required: true, inList: true }],
  publicReports: false,
  offStationMeters: 50,
  availabilityCategory: null,
  assetCount: 3,
  valuesNotFitting: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** why: no server in a component test; creating adds the type, deleting a type in use is refused as the API does. */
function mockServer() {
  let types: unknown[] = [VESSEL];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === '/api/admin/asset-types' && init?.method === 'POST') {
      const created = {
        ...VESSEL,
        ...(bodyOf(init) as object),
        _id: '65a1f0c2b3d4e5f6a7b8c9a2',
        assetCount: 0,
      };
      types = [...types, created];
      return Promise.resolve(jsonResponse(created, 201));
    }
    if (url.pathname === '/api/admin/asset-types') return Promise.resolve(jsonResponse(types));
    if (url.pathname === `/api/admin/asset-types/${VESSEL._id}` && init?.method === 'DELETE') {
      const message = 'Vessel is the type of 3 assets: change their type first';
      return Promise.resolve(jsonResponse({ message, msg: message, code: 'asset-type-in-use' }, 409));
    }
    return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Typed at once (pasted): the form reads it as typed, and the test does not spend its time on keystrokes. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('the asset types screen', () => {
  it('lists each type with its fields, assets and values not fitting', async () => {
    mockServer();
    renderWithProviders(<AssetTypesPage />, '/admin/asset-types');
    const row = (await screen.findByText('Vessel')).closest('tr')!;
    expect(within(row).getByText('1 field')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('1')).toBeInTheDocument();
  });

  it('creates a type with ordered fields of their kinds', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<AssetTypesPage />, '/admin/asset-types');
    await screen.findByText('Vessel');
    await user.click(screen.getByRole('button', { name: 'Add type' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Lit buoy');
    await user.click(within(dialog).getByLabelText('Visitors may report defects from the label'));
    await user.selectOptions(within(dialog).getByLabelText('Availability category'), '1');

    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const first = within(dialog).getByRole('listitem', { name: 'Field 1' });
    await fill(user, within(first).getByLabelText(/^Key/), 'colour');
    await fill(user, within(first).getByLabelText(/^Label \(English\)/), 'Colour');
    await user.selectOptions(within(first).getByLabelText(/^Kind/), 'choice');
    await fill(user, within(first).getByLabelText(/^Options/), 'Red\nGreen');

    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    const second = within(dialog).getByRole('listitem', { name: 'Field 2' });
    await fill(user, within(second).getByLabelText(/^Key/), 'light_character');
    await fill(user, within(second).getByLabelText(/^Label \(English\)/), 'Light character');
    await fill(user, within(second).getByLabelText(/^Label \(bokmål\)/), 'Lyskarakter');
    await user.click(within(second).getByLabelText('Shown in the list'));
    await user.click(within(dialog).getByRole('button', { name: 'Move field 2 up' }));

    await user.click(within(dialog).getByRole('button', { name: 'Create type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(posted[1])).toEqual({
      name: 'Lit buoy',
      publicReports: true,
      offStationMeters: 50,
      availabilityCategory: 1,
      commonFaults: [],
      fields: [
        {
          key: 'light_character',
          label: { en: 'Light character', nb: 'Lyskarakter' },
          kind: 'text',
          required: false,
          inList: true,
        },
        {
          key: 'colour',
          label: { en: 'Colour' },
          kind: 'choice',
          options: ['Red', 'Green'],
          required: false,
          inList: false,
        },
      ],
    });
    expect(await screen.findByText('Lit buoy')).toBeInTheDocument();
  }, 15_000); // why: two fields filled in a dialog take 2 to 5 s on a busy two-core machine

  it('shows why a field cannot be saved, beside it, and sends nothing', async () => {
    const fetchMock = mockServer();
    const user = userEvent.setup();
    renderWithProviders(<AssetTypesPage />, '/admin/asset-types');
    await screen.findByText('Vessel');
    await user.click(screen.getByRole('button', { name: 'Add type' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Buoy');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await fill(user, within(dialog).getByLabelText(/^Key/), 'Colour');
    await user.click(within(dialog).getByRole('button', { name: 'Create type' }));
    expect(
      await within(dialog).findByText(/Field key must start with a lower-case letter/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('English label is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal to delete a type in use", async () => {
    mockServer();
    const user = userEvent.setup();
    renderWithProviders(<AssetTypesPage />, '/admin/asset-types');
    await user.click(await screen.findByRole('button', { name: 'Delete Vessel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete type' }),
    );
    expect(
      await screen.findByText('Vessel is the type of 3 assets: change their type first'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vessel')).toBeInTheDocument();
  });
});

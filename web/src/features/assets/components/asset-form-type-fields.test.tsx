import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideCatalogs, setLanguage } from '@/i18n/language-store';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { AssetFormDialog } from './asset-form-dialog';

const VESSEL = {
  _id: '65a1f0c2b3d4e5f6a7b8c9a1',
  name: 'Vessel',
  fields: [
    { key: 'imo', label: { en: 'IMO number', nb: 'IMO-nummer' }, kind: 'imo', required: true, inList: true },
    {
      key: 'length',
      label: { en: 'Length' },
      kind: 'number',
      unit: 'm',
      min: 1,
      required: false,
      inList: false,
    },
    { key: 'built', label: { en: 'Built' }, kind: 'date', required: false, inList: false },
    {
      key: 'hull',
      label: { en: 'Hull' },
      kind: 'choice',
      options: ['Steel', 'Aluminium'],
      required: false,
      inList: false,
    },
    { key: 'ice_class', label: { en: 'Ice class' }, kind: 'yes-no', required: false, inList: false },
  ],
  publicReports: false,
  offStationMeters: 50,
  availabilityCategory: null,
  assetCount: 1,
  valuesNotFitting: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const place = (_id: string, path: string) => ({
  _id,
  name: path.split(' / ').at(-1),
  kind: 'quay',
  parentId: null,
  path,
  depth: path.split(' / ').length - 1,
  position: null,
  assetCount: 0,
  subtreeAssetCount: 0,
  childCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});
const LOCATIONS = [
  place('65a1f0c2b3d4e5f6a7b8c9b1', 'Bergen / Quay 7'),
  place('65a1f0c2b3d4e5f6a7b8c9b2', 'Bergen / Quay 9'),
];

function mockServer() {
  // why: the form loads the types (GET /asset-types), the locations to pick from and the assignable users.
  const answers: Record<string, unknown> = { '/api/asset-types': [VESSEL], '/api/locations': LOCATIONS };
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => Promise.resolve(jsonResponse(answers[requestUrl(input).pathname] ?? []))),
  );
}

async function pickLocation(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByLabelText(/^Location/));
  await user.paste(text);
  await user.click(await screen.findByRole('option', { name: new RegExp(text) }));
}

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'MS Fjordbris');
  await pickLocation(user, 'Quay 7');
  await user.type(screen.getByLabelText(/^Type/), 'vessel');
}

describe("the asset form's type fields", () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it("shows the typed type's fields by kind, checks them, and sends them as fields.<key>", async () => {
    mockServer();
    const onSubmit = vi.fn<(form: FormData) => void>();
    renderWithProviders(<AssetFormDialog mode="add" busy={false} onSubmit={onSubmit} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await fillCommon(user);
    const group = await screen.findByRole('group', { name: 'Fields of Vessel' });
    expect(within(group).getByLabelText(/^Built/)).toHaveAttribute('type', 'date');
    await user.type(within(group).getByLabelText(/^IMO number/), 'IMO 9074728');
    await user.type(within(group).getByLabelText(/^Length \(m\)/), '0,5');
    await user.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(
      await within(group).findByText(
        'IMO number IMO 9074728 is not an IMO number: its last digit does not match the check digit',
      ),
    ).toBeInTheDocument();
    expect(within(group).getByText('Length must be at least 1')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(within(group).getByLabelText(/^IMO number/));
    await user.type(within(group).getByLabelText(/^IMO number/), 'IMO 9074729');
    await user.clear(within(group).getByLabelText(/^Length \(m\)/));
    await user.type(within(group).getByLabelText(/^Length \(m\)/), '24,5');
    await user.selectOptions(within(group).getByLabelText(/^Hull/), 'Steel');
    await user.selectOptions(within(group).getByLabelText(/^Ice class/), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add Asset' }));
    const form = onSubmit.mock.calls[0]![0];
    expect([...form.keys()].filter((key) => key.startsWith('fields.'))).toEqual([
      'fields.imo',
      'fields.length',
      'fields.hull',
      'fields.ice_class',
    ]);
    expect(form.get('fields.imo')).toBe('9074729');
    expect(form.get('fields.length')).toBe('24.5');
    expect(form.get('fields.hull')).toBe('Steel');
    expect(form.get('fields.ice_class')).toBe('true');
  }, 15_000); // why: a form filled twice, field by field, takes 2 to 5 s on a busy two-core machine

  it('refuses a missing required value in bokmål, with the label in bokmål', async () => {
    const { default: nb } = await import('@/app/catalogs/nb');
    provideCatalogs({
      nb: () => Promise.resolve({ default: nb }),
      nn: () => Promise.resolve({ default: {} }),
    });
    await setLanguage('nb', { remember: false });
    mockServer();
    const onSubmit = vi.fn();
    renderWithProviders(<AssetFormDialog mode="add" busy={false} onSubmit={onSubmit} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Navn/), 'MS Fjordbris');
    await user.type(screen.getByLabelText(/^Plassering/), 'Kai 7');
    await user.type(screen.getByLabelText(/^Type/), 'Vessel');
    await screen.findByRole('group', { name: 'Felter for Vessel' });
    await user.click(screen.getByRole('button', { name: /Legg til/ }));
    expect(await screen.findByText('IMO-nummer må fylles ut')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on edit, checks and sends only the values changed: a kept value that no longer fits does not stop a move', async () => {
    mockServer();
    const onSubmit = vi.fn<(form: FormData) => void>();
    const stored = {
      _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
      name: 'MS Fjordbris',
      type: 'Vessel',
      location: 'Quay 7',
      status: 'Available',
      assignedTo: null,
      assignedToName: null,
      dateAssigned: null,
      assetImage: null,
      assetThumbnail: null,
      qrCodeImage: '/uploads/qr.png',
      serialNumber: null,
      manufacturer: null,
      model: null,
      manufacturedOn: null,
      inServiceOn: null,
      critical: false,
      notes: null,
      fields: { imo: '9074728', hull: 'Wood' },
      fieldsNotFitting: ['imo', 'hull'],
      locationId: null,
      position: null,
      chartedPosition: null,
      offStation: null,
    };
    renderWithProviders(
      <AssetFormDialog mode="edit" asset={stored} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />,
    );
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: 'Fields of Vessel' });
    expect(within(group).getByLabelText(/^IMO number/)).toHaveValue('9074728');
    expect(within(group).getByLabelText(/^Hull/)).toHaveValue('Wood');
    await user.clear(screen.getByLabelText(/^Location/));
    await pickLocation(user, 'Quay 9');
    await user.type(within(group).getByLabelText(/^Length \(m\)/), '31');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = onSubmit.mock.calls[0]![0];
    expect(form.get('location')).toBe('Bergen / Quay 9');
    expect([...form.keys()].filter((key) => key.startsWith('fields.'))).toEqual(['fields.length']);
  });
});

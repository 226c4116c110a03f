import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Asset } from '@harbour/contract';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AssetFormDialog } from './asset-form-dialog';

const users = [
  {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    username: 'erik',
    role: 'user',
    lastLogin: null,
    createdAt: '2026-01-01T00:00:00Z',
  },
];

function mockUsers() {
  // why: the assignee select loads GET /admin/users.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(users))),
  );
}

const asset: Asset = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Crane STS-1',
  type: 'Crane',
  location: 'Container Terminal',
  status: 'Under Maintenance',
  assignedTo: null,
  assignedToName: null,
  dateAssigned: null,
  lastUpdated: '2026-01-01T00:00:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  assetImage: null,
  assetThumbnail: null,
  qrCodeImage: '/uploads/qr.png',
  qrPayload: 'x',
  serialNumber: 'STS-0001',
  manufacturer: 'Liebherr',
  model: null,
  manufacturedOn: '2015-03-01',
  inServiceOn: null,
  critical: true,
  notes: null,
  fields: {},
  fieldsNotFitting: [],
  locationId: null,
  position: null,
  chartedPosition: null,
  offStation: null,
};

describe('Add New Asset', () => {
  it('sets In Use and disables the status while a user is assigned', async () => {
    mockUsers();
    renderWithProviders(<AssetFormDialog mode="add" busy={false} onSubmit={vi.fn()} onClose={vi.fn()} />);
    const user = userEvent.setup();
    const status = screen.getByLabelText(/Status/);
    expect(status).toHaveValue('Available');
    expect(status).toBeEnabled();
    await screen.findByRole('option', { name: 'erik' });
    await user.selectOptions(screen.getByLabelText('Assigned To'), 'erik');
    expect(status).toHaveValue('In Use');
    expect(status).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Assigned To'), 'Not Assigned');
    expect(status).toBeEnabled();
  });

  it('refuses to submit without name, type and location', async () => {
    mockUsers();
    const onSubmit = vi.fn();
    renderWithProviders(<AssetFormDialog mode="add" busy={false} onSubmit={onSubmit} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Buoy 7');
    await user.click(screen.getByRole('button', { name: 'Add Asset' }));
    expect(
      (await screen.findAllByText('Name, type, and location are required fields')).length,
    ).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Edit Asset', () => {
  it("sets In Use on choosing an assignee and keeps the status on 'Not Assigned'", async () => {
    mockUsers();
    const onSubmit = vi.fn<(form: FormData) => void>();
    renderWithProviders(
      <AssetFormDialog mode="edit" asset={asset} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />,
    );
    const user = userEvent.setup();
    const status = screen.getByLabelText(/Status/);
    expect(status).toHaveValue('Under Maintenance');
    await screen.findByRole('option', { name: 'erik' });
    await user.selectOptions(screen.getByLabelText('Assigned To'), 'erik');
    expect(status).toHaveValue('In Use');
    expect(status).toBeEnabled();
    await user.selectOptions(status, 'Reservable');
    await user.selectOptions(screen.getByLabelText('Assigned To'), 'Not Assigned');
    expect(status).toHaveValue('Reservable');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = onSubmit.mock.calls[0]![0];
    expect(form.get('assignedTo')).toBe('');
    expect(form.get('status')).toBe('Reservable');
  });
});

describe('register details', () => {
  it('shows the stored ones, and sends what the admin changed, a cleared one as blank', async () => {
    mockUsers();
    const onSubmit = vi.fn<(form: FormData) => void>();
    renderWithProviders(
      <AssetFormDialog mode="edit" asset={asset} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Register details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Serial number')).toHaveValue('STS-0001');
    expect(screen.getByLabelText('Date of manufacture')).toHaveValue('2015-03-01');
    const critical = screen.getByLabelText('Critical equipment (ISM Code 10)');
    expect(critical).toBeChecked();
    await user.clear(screen.getByLabelText('Manufacturer'));
    await user.type(screen.getByLabelText('Model'), 'STS 65t');
    await user.type(screen.getByLabelText('Date in service'), '2016-01-15');
    await user.type(screen.getByLabelText('Notes'), 'Boom limit switch replaced');
    await user.click(critical);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const form = onSubmit.mock.calls[0]![0];
    expect(
      Object.fromEntries(
        ['serialNumber', 'manufacturer', 'model', 'manufacturedOn', 'inServiceOn', 'critical', 'notes'].map(
          (key) => [key, form.get(key)],
        ),
      ),
    ).toEqual({
      serialNumber: 'STS-0001',
      manufacturer: '',
      model: 'STS 65t',
      manufacturedOn: '2015-03-01',
      inServiceOn: '2016-01-15',
      critical: 'false',
      notes: 'Boom limit switch replaced',
    });
  });

  it('says which date is wrong and does not submit', async () => {
    mockUsers();
    const onSubmit = vi.fn();
    renderWithProviders(
      <AssetFormDialog mode="edit" asset={asset} busy={false} onSubmit={onSubmit} onClose={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date in service'), '2014-12-31');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('The date in service cannot be before the date of manufacture'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

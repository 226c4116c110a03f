import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@/lib/session';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { LocationPicker, type LocationChoice } from './location-picker';

const place = (_id: string, path: string, kind: string) => ({
  _id,
  name: path.split(' / ').at(-1),
  kind,
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
  place('65a1f0c2b3d4e5f6a7b8c9b1', 'Bergen', 'port'),
  place('65a1f0c2b3d4e5f6a7b8c9b2', 'Bergen / Kai 7', 'quay'),
  place('65a1f0c2b3d4e5f6a7b8c9b3', 'Bergen / Kai 7 / Lager B', 'store'),
  place('65a1f0c2b3d4e5f6a7b8c9b4', 'Ålesund', 'port'),
];

/** why: no server in a component test; GET /locations answers the tree above. */
function mockLocations() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) =>
      Promise.resolve(
        requestUrl(input).pathname === '/api/locations' ? jsonResponse(LOCATIONS) : jsonResponse({}, 404),
      ),
    ),
  );
}

function Picker({
  onChange,
  exclude,
}: {
  onChange: (choice: LocationChoice | null) => void;
  exclude?: string;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="where">Where</label>
      <LocationPicker
        id="where"
        label="Where"
        value={value}
        onChange={(choice) => {
          setValue(choice?.path ?? '');
          onChange(choice);
        }}
        excludeIds={exclude ? new Set([exclude]) : undefined}
      />
    </>
  );
}

describe('the location picker', () => {
  afterEach(() => signOut());

  it('finds a location by any part of its path, accents ignored, and gives its path and id', async () => {
    mockLocations();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Where' }), 'alesund');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await user.type(screen.getByRole('combobox'), '{Backspace>7/}kai lager');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bergen / Kai 7 / Lager B Store']);
    await user.click(options[0]!);
    expect(onChange).toHaveBeenLastCalledWith({
      id: '65a1f0c2b3d4e5f6a7b8c9b3',
      path: 'Bergen / Kai 7 / Lager B',
    });
    expect(screen.getByRole('combobox')).toHaveValue('Bergen / Kai 7 / Lager B');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('is worked with the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    mockLocations();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'kai 7');
    await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      id: '65a1f0c2b3d4e5f6a7b8c9b3',
      path: 'Bergen / Kai 7 / Lager B',
    });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes no free text: what matches nothing is not chosen, and leaving the field puts the choice back', async () => {
    mockLocations();
    signIn({ token: 't', role: 'user', username: 'erik' });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Tromsø');
    expect(await screen.findByText('No such location')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add it on the Locations screen' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an administrator where to add a location that does not exist', async () => {
    mockLocations();
    signIn({ token: 't', role: 'admin', username: 'admin' });
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={vi.fn()} />);
    await user.type(screen.getByRole('combobox'), 'Tromsø');
    expect(await screen.findByRole('link', { name: 'Add it on the Locations screen' })).toHaveAttribute(
      'href',
      '/admin/locations',
    );
  });

  it('does not offer the locations it is told to leave out', async () => {
    mockLocations();
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={vi.fn()} exclude="65a1f0c2b3d4e5f6a7b8c9b2" />);
    await user.type(screen.getByRole('combobox'), 'kai');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bergen / Kai 7 / Lager B Store']);
  });

  it('is cleared by its clear button, or by emptying it and leaving', async () => {
    mockLocations();
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'bergen');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Clear Where' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, 'bergen');
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

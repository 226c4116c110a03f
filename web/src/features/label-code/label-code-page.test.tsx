import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, LocationProbe, renderWithProviders, requestUrl } from '@/test/render';
import { signIn } from '@/lib/session';
import { LabelCodePage } from './label-code-page';

const ASSET = '65a1f0c2b3d4e5f6a7b8c9d0';
const CODE = 'K7QM3ZX9';
const NEW_ASSET = '65a1f0c2b3d4e5f6a7b8c9d1';

const label = (state: string, assetId: string | null = null) => ({
  code: CODE,
  state,
  assetId,
  assetName: assetId ? 'VHF radio Ørn' : null,
  createdAt: '2026-11-25T10:00:00Z',
  linkedAt: null,
  linkedBy: null,
  retiredAt: null,
});

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

/** why: no server in a component test; the code's answer is what each test gives, the search finds one asset. */
const LIFE_RAFT = {
  _id: '65a1f0c2b3d4e5f6a7b8c9a1',
  name: 'Life raft',
  fields: [
    { key: 'persons', label: { en: 'Persons' }, kind: 'number', min: 1, required: true, inList: false },
  ],
  publicReports: false,
  offStationMeters: 50,
  availabilityCategory: null,
  assetCount: 0,
  valuesNotFitting: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const DAVIT = {
  _id: '65a1f0c2b3d4e5f6a7b8c9b7',
  name: 'Davit 2',
  kind: 'area',
  parentId: '65a1f0c2b3d4e5f6a7b8c9b6',
  path: 'MS Fjordbris / Davit 2',
  depth: 1,
  position: null,
  assetCount: 0,
  subtreeAssetCount: 0,
  childCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function mockServer(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === `/api/label-codes/${CODE}`) return Promise.resolve(answer.clone());
    if (url.pathname === `/api/label-codes/${CODE}/link`) {
      return Promise.resolve(jsonResponse({ ...label('linked', ASSET), ...(bodyOf(init) as object) }));
    }
    if (url.pathname === '/api/assets' && init?.method === 'POST') {
      const form = init.body as FormData;
      if (form.get('name') === 'Bad\u202Ename') {
        return Promise.resolve(
          jsonResponse(
            {
              message: 'Validation failed',
              errors: { name: 'Name contains characters that are not allowed' },
            },
            400,
          ),
        );
      }
      return Promise.resolve(
        jsonResponse(
          { _id: NEW_ASSET, name: form.get('name'), type: form.get('type'), location: form.get('location') },
          201,
        ),
      );
    }
    if (url.pathname === '/api/asset-types') return Promise.resolve(jsonResponse([LIFE_RAFT]));
    if (url.pathname === '/api/locations') return Promise.resolve(jsonResponse([DAVIT]));
    if (url.pathname === '/api/assets') {
      return Promise.resolve(
        jsonResponse([{ _id: ASSET, name: 'VHF radio Ørn', type: 'Radio', location: 'Bridge' }], 200, {
          'X-Total-Count': '1',
        }),
      );
    }
    return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(code: string) {
  renderWithProviders(
    <Routes>
      <Route path="/l/:code" element={<LabelCodePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    `/l/${code}`,
  );
}

describe('a scanned blank label (/l/:code)', () => {
  it("opens a linked label's asset in the viewer's own area", async () => {
    mockServer(jsonResponse(label('linked', ASSET)));
    signIn({ token: 't', role: 'user', username: 'sigrid' });
    renderAt(CODE.toLowerCase());
    expect(await screen.findByTestId('location')).toHaveTextContent(`/user/assets/${ASSET}`);
  });

  it('says a retired label was replaced', async () => {
    mockServer(jsonResponse(label('retired', ASSET)));
    signIn({ token: 't', role: 'admin', username: 'admin' });
    renderAt(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This label was replaced and no longer opens an asset.',
    );
  });

  it('tells an employee to ask an administrator to link an unlinked label', async () => {
    mockServer(jsonResponse(label('unlinked')));
    signIn({ token: 't', role: 'user', username: 'sigrid' });
    renderAt(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This label is not linked to an asset yet. Ask an administrator to link it.',
    );
    expect(screen.queryByRole('heading', { name: 'Link this label' })).not.toBeInTheDocument();
  });

  it('says so of a code no label carries', async () => {
    mockServer(jsonResponse({ message: 'Label code not found' }, 404));
    signIn({ token: 't', role: 'admin', username: 'admin' });
    renderAt(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown label code');
  });

  it('says an address that cannot hold a code is not one, without asking the server', async () => {
    const fetchMock = mockServer(jsonResponse(label('unlinked')));
    signIn({ token: 't', role: 'admin', username: 'admin' });
    renderAt('ILOU0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link does not contain a valid label code.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets an administrator find the asset, link the label (retiring old ones) and open the asset', async () => {
    const fetchMock = mockServer(jsonResponse(label('unlinked')));
    signIn({ token: 't', role: 'admin', username: 'admin' });
    const user = userEvent.setup();
    renderAt(CODE);
    expect(await screen.findByRole('heading', { name: 'Link this label' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the asset this label goes on.');

    await user.type(screen.getByLabelText('Search assets'), 'radio');
    await user.click(await screen.findByRole('radio', { name: /VHF radio Ørn/ }));
    await user.click(screen.getByRole('checkbox', { name: "Replace the asset's old labels (retire them)" }));
    await user.click(screen.getByRole('button', { name: 'Link to VHF radio Ørn' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/assets/${ASSET}`);
    const link = fetchMock.mock.calls.find(([input]) => requestUrl(input).pathname.endsWith('/link'));
    expect(bodyOf(link?.[1])).toEqual({ assetId: ASSET, retireOthers: true });
  });

  it('lets an administrator create the asset where the label is, then links the label to it', async () => {
    const fetchMock = mockServer(jsonResponse(label('unlinked')));
    signIn({ token: 't', role: 'admin', username: 'admin' });
    const user = userEvent.setup();
    renderAt(CODE);
    await user.type(await screen.findByLabelText('Search assets'), 'Liferaft 7');
    await user.click(screen.getByRole('button', { name: 'Create a new asset for this label' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Liferaft 7');
    await user.click(screen.getByRole('button', { name: 'Create and link' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/^Type/), 'Life raft');
    await user.type(screen.getByLabelText(/^Location/), 'davit');
    await user.click(await screen.findByRole('option', { name: /Davit 2/ }));
    await user.click(screen.getByRole('button', { name: 'Create and link' }));
    expect(await screen.findByText('Persons is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText(/^Persons/), '12');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Bad\u202Ename');
    await user.click(screen.getByRole('button', { name: 'Create and link' }));
    expect(await screen.findByText('Name contains characters that are not allowed')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Liferaft 7');
    await user.click(screen.getByRole('button', { name: 'Create and link' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/assets/${NEW_ASSET}`);
    const link = fetchMock.mock.calls.find(([input]) => requestUrl(input).pathname.endsWith('/link'));
    expect(bodyOf(link?.[1])).toEqual({ assetId: NEW_ASSET, retireOthers: false });
    const created = fetchMock.mock.calls.filter(
      ([input, init]) => init?.method === 'POST' && requestUrl(input).pathname === '/api/assets',
    );
    expect(created).toHaveLength(2);
    expect((created[1]![1]!.body as FormData).get('fields.persons')).toBe('12');
    expect((created[1]![1]!.body as FormData).get('location')).toBe('MS Fjordbris / Davit 2');
  });
});

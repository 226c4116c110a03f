import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { InspectionPage } from './inspection-page';

const ASSET = '65a1f0c2b3d4e5f6a7b8c9d0';
const PLAN = '65a1f0c2b3d4e5f6a7b8c9d1';

const due = {
  assetId: ASSET,
  assetName: 'Life raft LR-7',
  assetType: 'Life Raft',
  location: 'Deck 3',
  kind: 'inspection',
  sourceId: PLAN,
  name: 'Life raft annual service',
  reference: 'SOLAS III/20.8',
  dueOn: '2026-10-01',
  status: 'overdue',
  lastDoneOn: null,
  dueSoonDays: 30,
  checklist: [
    { id: 'canister', label: 'Canister intact', kind: 'pass-fail', required: true },
    { id: 'pressure', label: 'Cylinder pressure', kind: 'number', unit: 'bar', required: true },
    { id: 'photo', label: 'Photo of the raft', kind: 'photo', required: true },
  ],
};

const recorded = {
  _id: '65a1f0c2b3d4e5f6a7b8c9d2',
  assetId: ASSET,
  planId: PLAN,
  planName: 'Life raft annual service',
  username: 'lena',
  performedAt: '2026-11-25T10:00:00Z',
  result: 'fail',
  answers: due.checklist.map((item) => ({ ...item, pass: null, value: null, text: null, photo: null })),
  failedItems: ['canister'],
  notes: null,
  position: null,
  nextDueOn: '2027-11-25',
};

interface Sent {
  key: string | null;
  body: FormData;
}

/** why: the server is not part of a component test; GET answers the due item, POST answers with `posts` in turn. */
function mockServer(posts: Response[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      if (init?.method === 'POST') {
        sent.push({ key: new Headers(init.headers).get('Idempotency-Key'), body: init.body as FormData });
        return Promise.resolve(posts.shift() ?? jsonResponse({ msg: 'no more answers' }, 500));
      }
      return Promise.resolve(jsonResponse({ due: [due], history: [] }));
    }),
  );
  return sent;
}

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/user/assets/:id/inspect/:planId" element={<InspectionPage area="user" />} />
    </Routes>,
    `/user/assets/${ASSET}/inspect/${PLAN}`,
  );
}

describe('inspection checklist', () => {
  beforeAll(() => {
    // why: jsdom has no object URLs, and the photo's preview only needs one to show.
    URL.createObjectURL = () => 'blob:photo';
    URL.revokeObjectURL = () => undefined;
  });

  it('names each missing required item and sends nothing', async () => {
    const sent = mockServer([]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Life raft annual service' });
    expect(screen.getByText('overdue since 2026-10-01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit inspection' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Canister intact: choose Pass or Fail')).toBeInTheDocument();
    expect(within(alert).getByText('Cylinder pressure: enter a number')).toBeInTheDocument();
    expect(within(alert).getByText('Photo of the raft: take a photo')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('records the answers with the photo, shows what failed and the next due date', async () => {
    const sent = mockServer([jsonResponse(recorded, 201)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Life raft annual service' });
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('button', { name: 'Fail' })).toHaveAttribute('aria-pressed', 'true');
    const pressure = screen.getByRole('textbox', { name: /Cylinder pressure/ });
    expect(pressure).toHaveAttribute('inputmode', 'decimal');
    await user.type(pressure, '12,5');
    const photo = new File(['jpeg'], 'raft.jpg', { type: 'image/jpeg' });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:raft', revokeObjectURL: () => {} }),
    );
    await user.upload(screen.getByLabelText(/Take photo/), photo);
    expect(screen.getByRole('img', { name: 'Photo taken for this item' })).toBeInTheDocument();
    expect(screen.getByText('No position')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit inspection' }));

    expect(await screen.findByRole('heading', { name: 'Inspection failed' })).toBeInTheDocument();
    expect(screen.getByText('Canister intact')).toBeInTheDocument();
    expect(screen.getByTestId('next-due')).toHaveTextContent('Next due on 2027-11-25');
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.key).toMatch(/^[0-9a-f-]{36}$/);
    const inspection = request!.body.get('inspection');
    if (typeof inspection !== 'string') throw new Error('the inspection field is not text');
    expect(JSON.parse(inspection)).toEqual({
      planId: PLAN,
      answers: [
        { itemId: 'canister', pass: false },
        { itemId: 'pressure', value: 12.5 },
      ],
    });
    expect(request!.body.get('photo.photo')).toBeInstanceOf(File);
  });

  it('resends a failed submit of the same answers with the same Idempotency-Key', async () => {
    const sent = mockServer([jsonResponse({ msg: 'Service unavailable' }, 503), jsonResponse(recorded, 201)]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Life raft annual service' });
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await user.type(screen.getByRole('textbox', { name: /Cylinder pressure/ }), '12');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:raft', revokeObjectURL: () => {} }),
    );
    await user.upload(
      screen.getByLabelText(/Take photo/),
      new File(['jpeg'], 'raft.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit inspection' }));
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit inspection' }));
    await screen.findByTestId('inspection-result');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  it('says so when the plan is not due on this asset', async () => {
    mockServer([]);
    renderWithProviders(
      <Routes>
        <Route path="/user/assets/:id/inspect/:planId" element={<InspectionPage area="user" />} />
      </Routes>,
      `/user/assets/${ASSET}/inspect/65a1f0c2b3d4e5f6a7b8c9ff`,
    );
    expect(await screen.findByText('This inspection is not planned for this asset.')).toBeInTheDocument();
  });
});

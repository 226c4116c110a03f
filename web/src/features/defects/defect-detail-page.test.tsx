import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Defect } from '@harbour/contract';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { signIn } from '@/lib/session';
import { DefectDetailPage } from './defect-detail-page';

const ID = '65a1f0c2b3d4e5f6a7b8c9f0';
const DEFECT: Defect = {
  _id: ID,
  reference: 'D-7K3M9QX2',
  assetId: '65a1f0c2b3d4e5f6a7b8c9d0',
  asset: {
    _id: '65a1f0c2b3d4e5f6a7b8c9d0',
    name: 'Light buoy B-12',
    type: 'Light buoy',
    location: 'Oslofjord',
  },
  description: 'Light not working',
  fault: null,
  severity: 'normal',
  state: 'new',
  source: 'public',
  reportedBy: null,
  contact: 'kari@example.no',
  photos: [],
  position: null,
  duplicateOf: null,
  groupedUnder: null,
  reportCount: 1,
  rejectionReason: null,
  triageNote: null,
  triagedBy: null,
  triagedAt: null,
  workOrderId: null,
  occurredAt: '2026-11-29T14:00:00Z',
  receivedAt: '2026-11-29T14:00:01Z',
  createdAt: '2026-11-29T14:00:01Z',
  updatedAt: '2026-11-29T14:00:01Z',
};

let puts: unknown[] = [];

beforeEach(() => {
  puts = [];
  signIn({ token: 't', role: 'admin', username: 'admin' });
  // why: the defect, its asset's defects, and each triage answered with the defect as changed.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = requestUrl(input);
      if (init?.method === 'PUT') {
        const change: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : null;
        puts.push(change);
        return Promise.resolve(jsonResponse({ ...DEFECT, ...(change as object) }));
      }
      if (url.pathname === '/api/defects') return Promise.resolve(jsonResponse([DEFECT]));
      return Promise.resolve(jsonResponse(DEFECT));
    }),
  );
});

function openDefect() {
  renderWithProviders(
    <Routes>
      <Route path="/admin/defects/:id" element={<DefectDetailPage />} />
    </Routes>,
    `/admin/defects/${ID}`,
  );
}

describe('triage of one defect', () => {
  it('shows the public reporter’s contact and accepts the defect', async () => {
    openDefect();
    expect(await screen.findByRole('heading', { name: 'Light not working' })).toBeInTheDocument();
    expect(screen.getByText('kari@example.no')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(puts).toEqual([{ state: 'accepted' }]));
  });

  it('rejects only with a reason, which is sent for the reporter to read', async () => {
    openDefect();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject defect' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(puts).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Switched off for the season');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(puts).toEqual([{ state: 'rejected', rejectionReason: 'Switched off for the season' }]),
    );
  });
});

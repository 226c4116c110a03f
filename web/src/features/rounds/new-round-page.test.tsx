import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, requestUrl } from '@/test/render';
import { NewRoundPage } from './new-round-page';

const PLAN = '65a1f0c2b3d4e5f6a7b8c9d1';
const PERSON = '65a1f0c2b3d4e5f6a7b8c9aa';

const bodyOf = (init: RequestInit | undefined): unknown =>
  typeof init?.body === 'string' ? JSON.parse(init.body) : null;

/**
 * why: no server in a component test. The types come from the admin dashboard, the locations from their
 * tree, the preview counts one asset per chosen location (three with none), and the create answers what the
 * test gives it.
 */
function mockServer(create: Response) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = requestUrl(input);
    switch (url.pathname) {
      case '/api/dashboard/admin':
        return Promise.resolve(
          jsonResponse({
            distributions: {
              byType: [{ type: 'Life Raft' }],
              byLocation: [{ location: 'Quay 7' }, { location: 'Store 2' }],
            },
          }),
        );
      case '/api/locations':
        return Promise.resolve(
          jsonResponse(
            ['Quay 7', 'Store 2'].map((name, index) => ({
              _id: `65a1f0c2b3d4e5f6a7b8c9b${index}`,
              name,
              kind: 'quay',
              parentId: null,
              path: name,
              depth: 0,
              position: null,
              assetCount: 1,
              subtreeAssetCount: 1,
              childCount: 0,
              createdAt: '2026-11-20T10:00:00.000Z',
              updatedAt: '2026-11-20T10:00:00.000Z',
            })),
          ),
        );
      case '/api/rounds/preview': {
        const chosen = url.searchParams.getAll('location').length;
        return Promise.resolve(jsonResponse({ expected: chosen === 0 ? 3 : chosen }));
      }
      case '/api/admin/users':
        return Promise.resolve(jsonResponse([{ _id: PERSON, username: 'ingrid', role: 'user' }]));
      case '/api/admin/inspection-plans':
        return Promise.resolve(jsonResponse([{ _id: PLAN, name: 'Hydrant monthly' }]));
      case '/api/rounds':
        return Promise.resolve(create);
      default:
        return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => bodyOf(init));
}

describe('the new round form', () => {
  it('previews how many assets the chosen scope expects', async () => {
    mockServer(jsonResponse({}, 500));
    const user = userEvent.setup();
    renderWithProviders(<NewRoundPage />, '/admin/rounds/new');
    expect(await screen.findByText('3 assets expected')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a location'), 'quay');
    await user.click(await screen.findByRole('option', { name: /Quay 7/ }));
    expect(screen.getByRole('button', { name: 'Remove Quay 7' })).toBeInTheDocument();
    expect(await screen.findByText('1 asset expected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Quay 7' }));
    expect(await screen.findByText('3 assets expected')).toBeInTheDocument();
  });

  it("asks for an inspection round's plan before sending, and shows the server's refusal beside its field", async () => {
    const posts = mockServer(
      jsonResponse({ message: 'Invalid request', errors: { dueOn: 'Use a real date' } }, 400),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewRoundPage />, '/admin/rounds/new');
    await user.type(screen.getByLabelText(/Name/), 'Hydrant round');
    await user.click(screen.getByRole('radio', { name: /Inspection round/ }));
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    expect(await screen.findByText('Choose the inspection plan this round follows')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.selectOptions(
      screen.getByLabelText(/Inspection plan/),
      await screen.findByRole('option', { name: 'Hydrant monthly' }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'ingrid' }));
    await user.click(screen.getByRole('button', { name: 'Start round' }));
    expect(await screen.findByText('Use a real date')).toBeInTheDocument();
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          name: 'Hydrant round',
          kind: 'inspection',
          scope: { locations: [], types: [] },
          planId: PLAN,
          assignees: [PERSON],
          assigneesMayFinish: false,
        },
      ]),
    );
  });
});

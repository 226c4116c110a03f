import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { ALICE, BOB, scanBy, storedAssetOf, tokenOf } from '@/test/offline-people';
import { offlineDb } from '@/lib/offline/offline-db';
import { enqueue } from '@/lib/offline/outbox';
import { ownerDataOf } from '@/lib/offline/owner-data';
import { signIn } from '@/lib/session';
import { leftBehindOnSignOut } from './left-behind';
import { SignOutDialog } from './sign-out-dialog';

const BUOY = { _id: '65a1f0c2b3d4e5f6a7b8c9d0', name: 'Buoy 7' };

async function openDialog() {
  const leftBehind = await leftBehindOnSignOut();
  expect(leftBehind).not.toBeNull();
  const onSignOut = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<SignOutDialog leftBehind={leftBehind!} onSignOut={onSignOut} onCancel={onCancel} />);
  return { onSignOut, onCancel };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await Promise.all([offlineDb.outbox.clear(), offlineDb.assets.clear()]);
  await enqueue(offlineDb, scanBy(ALICE, 'a1'));
  await enqueue(offlineDb, scanBy(ALICE, 'a2'));
  await enqueue(offlineDb, scanBy(BOB, 'b1'));
  await offlineDb.assets.put(storedAssetOf(ALICE, BUOY));
  signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
});

describe('signing out with work left on the phone', () => {
  it('is not asked when nothing of the person is on the phone', async () => {
    signIn({ token: tokenOf({ userId: '65a1b2c3d4e5f60718293a4d' }), role: 'user', username: 'carl' });
    expect(await leftBehindOnSignOut()).toBeNull();
  });

  it('says what is left, and keeps it for its owner', async () => {
    setOnline(false);
    const { onSignOut } = await openDialog();
    expect(screen.getByTestId('sign-out-dialog')).toHaveTextContent(
      'On this phone: 2 writes waiting to be sent and 1 asset stored for offline use.',
    );
    // Without signal nothing can be sent now, and the screen says why.
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    expect(screen.getByText('No signal: sending needs the network.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Keep it for me and sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(await ownerDataOf(ALICE.userId)).toEqual({ pending: 2, refused: 0, assets: 1 });
  });

  it('discards only after a warning naming the writes lost, and only its owner’s', async () => {
    setOnline(false);
    const { onSignOut } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Discard and sign out' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard your work on this phone?' })).toBeInTheDocument();
    expect(screen.getByTestId('discard-warning')).toHaveTextContent(
      '2 writes made on this phone will never reach the server. The asset stored for offline use is removed from this phone.',
    );
    expect(await ownerDataOf(ALICE.userId)).toEqual({ pending: 2, refused: 0, assets: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Discard 2 writes and sign out' }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledOnce());
    expect(await ownerDataOf(ALICE.userId)).toEqual({ pending: 0, refused: 0, assets: 0 });
    expect(await ownerDataOf(BOB.userId)).toEqual({ pending: 1, refused: 0, assets: 0 });
  });

  it("sends what waits with the owner's token, then asks only about what is still on the phone", async () => {
    setOnline(true);
    const authorisations: Array<string | null> = [];
    const sentKeys: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        authorisations.push(new Headers(init?.headers).get('Authorization'));
        // The queued scans leave as one batch, each answered as done.
        const { writes } = JSON.parse(init?.body as string) as { writes: Array<{ key: string }> };
        sentKeys.push(...writes.map((write) => write.key));
        const answers = writes.map(({ key }) => ({
          key,
          outcome: 'done',
          status: 201,
          body: { message: 'ok' },
        }));
        return Promise.resolve(new Response(JSON.stringify({ answers }), { status: 200 }));
      }),
    );
    const { onSignOut } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() =>
      expect(screen.getByTestId('sign-out-dialog')).toHaveTextContent(
        'On this phone: 1 asset stored for offline use.',
      ),
    );
    expect(authorisations).toEqual([`Bearer ${tokenOf(ALICE)}`]);
    expect(sentKeys).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Send now' })).not.toBeInTheDocument();
    expect(onSignOut).not.toHaveBeenCalled();
    expect(await ownerDataOf(BOB.userId)).toEqual({ pending: 1, refused: 0, assets: 0 });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineDb } from '@/lib/offline/offline-db';
import { enqueue } from '@/lib/offline/outbox';
import { renderWithProviders } from '@/test/render';
import { OtherUsersWrites } from './other-users-writes';

function aliceScan(key: string) {
  return {
    key,
    userId: 'alice-id',
    username: 'alice',
    kind: 'scan' as const,
    path: '/assets/scan',
    body: { json: { assetId: key } },
    summary: `Scan of ${key}`,
    assetId: key,
    roundId: null,
  };
}

beforeEach(async () => {
  await offlineDb.outbox.clear();
});

describe("another person's writes on this phone", () => {
  it('say whose they are and that they wait for them, and are discarded only after a warning', async () => {
    await enqueue(offlineDb, aliceScan('a1'));
    await enqueue(offlineDb, aliceScan('a2'));
    renderWithProviders(<OtherUsersWrites owners={[{ userId: 'alice-id', username: 'alice', count: 2 }]} />);

    expect(
      screen.getByText(
        /2 writes by alice wait here\. They are sent when alice signs in on this phone again, never as yours\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const warning = screen.getByRole('alertdialog', { name: "Discard alice's writes?" });
    expect(warning).toHaveTextContent('will never reach the server');
    expect(await offlineDb.outbox.count()).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    await waitFor(async () => expect(await offlineDb.outbox.count()).toBe(0));
  });
});

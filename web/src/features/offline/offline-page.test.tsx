import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ALICE, scanBy, tokenOf } from '@/test/offline-people';
import { offlineDb } from '@/lib/offline/offline-db';
import { enqueue } from '@/lib/offline/outbox';
import { signIn } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { OfflinePage } from './offline-page';

beforeEach(async () => {
  await offlineDb.outbox.clear();
  signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
});

describe('the offline page', () => {
  it('says nothing waits only once it has read the outbox, never while reading it', async () => {
    await enqueue(offlineDb, scanBy(ALICE, 'a1'));
    renderWithProviders(<OfflinePage area="user" />);
    expect(screen.queryByTestId('outbox-empty')).not.toBeInTheDocument();
    expect(await screen.findByText('Scan of a1')).toBeInTheDocument();
    expect(screen.queryByTestId('outbox-empty')).not.toBeInTheDocument();
  });

  it('says nothing waits when the outbox is read and empty', async () => {
    renderWithProviders(<OfflinePage area="user" />);
    expect(await screen.findByTestId('outbox-empty')).toHaveTextContent(
      'Nothing waiting: everything made on this phone has reached the server.',
    );
  });
});

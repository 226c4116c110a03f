import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALICE, BOB, scanBy, tokenOf } from '@/test/offline-people';
import { getToken, signIn, signOut } from '../session';
import { offlineDb, type OutboxEntry } from './offline-db';
import { drain, enqueue, type SendOutcome } from './outbox';
import { asOwner } from './sync';

beforeEach(async () => {
  await offlineDb.outbox.clear();
});

describe('a queued write is sent only as its owner', () => {
  it('goes out while its owner is signed in, and waits otherwise', async () => {
    await enqueue(offlineDb, scanBy(ALICE, 'a1'));
    const [entry] = await offlineDb.outbox.toArray();
    const send = vi.fn((_entry: OutboxEntry) => Promise.resolve<SendOutcome>({ kind: 'sent' }));

    signIn({ token: tokenOf(BOB), role: 'user', username: BOB.username });
    expect(await asOwner({ one: send }).one(entry!)).toEqual({ kind: 'stop' });
    signOut();
    expect(await asOwner({ one: send }).one(entry!)).toEqual({ kind: 'stop' });
    expect(send).not.toHaveBeenCalled();

    signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
    expect(await asOwner({ one: send }).one(entry!)).toEqual({ kind: 'sent' });
    expect(send).toHaveBeenCalledOnce();
  });

  it("stops a drain when its owner signs out and another signs in half way: no write carries the other's token", async () => {
    for (const id of ['a1', 'a2', 'a3']) await enqueue(offlineDb, scanBy(ALICE, id));
    signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
    const tokens: Array<string | null> = [];
    const send = (entry: OutboxEntry) => {
      tokens.push(getToken());
      // After the first write, A hands the phone over: B signs in while the drain runs.
      if (entry.key === 'alice-a1') signIn({ token: tokenOf(BOB), role: 'user', username: BOB.username });
      return Promise.resolve<SendOutcome>({ kind: 'sent' });
    };

    const report = await drain(offlineDb, ALICE.userId, asOwner({ one: send }), { force: true });

    expect(tokens).toEqual([tokenOf(ALICE)]);
    expect(report).toEqual({ sent: 1, refused: 0, waiting: 2 });
    expect((await offlineDb.outbox.toArray()).map((entry) => entry.key)).toEqual(['alice-a2', 'alice-a3']);
  });

  it('holds back a whole batch while someone else is signed in', async () => {
    for (const id of ['a1', 'a2']) await enqueue(offlineDb, scanBy(ALICE, id));
    const entries = await offlineDb.outbox.toArray();
    const send = vi.fn((batch: OutboxEntry[]) =>
      Promise.resolve(batch.map((): SendOutcome => ({ kind: 'sent' }))),
    );
    const sender = asOwner({ one: vi.fn(), many: { send, batchable: () => true, limit: 100 } });

    signIn({ token: tokenOf(BOB), role: 'user', username: BOB.username });
    expect(await sender.many?.send(entries)).toEqual([{ kind: 'stop' }, { kind: 'stop' }]);
    expect(send).not.toHaveBeenCalled();

    signIn({ token: tokenOf(ALICE), role: 'user', username: ALICE.username });
    expect(await sender.many?.send(entries)).toEqual([{ kind: 'sent' }, { kind: 'sent' }]);
  });
});

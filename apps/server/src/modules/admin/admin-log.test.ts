import type { AdminLogResponse } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActionLog } from '../../db/schema';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { storePlayer } from '../network/test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
/** An actor of its own, so filters by admin see only this file's entries. */
let actorId: string;
let targetId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'] });
  actorId = await storePlayer(ctx.database.db);
  targetId = await storePlayer(ctx.database.db);
  // A second apart each, so "newest first" never depends on two rows sharing an instant.
  const start = Date.now() - 60_000;
  const entries = [
    ['administrator_added', targetId, { phase: 'first' }],
    ['administrator_added', targetId, { phase: 'second' }],
    ['administrator_added', targetId, { phase: 'third' }],
    ['access_verified', null, { phase: 'verify', area: 'master-admin' }],
  ] as const;
  await ctx.database.db.insert(adminActionLog).values(
    entries.map(([action, target, details], index) => ({
      action: `master_admin_${action}`,
      actorUserId: actorId,
      targetUserId: target,
      details,
      createdAt: new Date(start + index * 1000),
    })),
  );
});
afterAll(() => ctx.close());

const read = async (query: string): Promise<AdminLogResponse> => {
  const res = await sendAs(ctx, admin)('GET', `/api/admin/log?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/admin/log', () => {
  it("lists an admin's entries newest first, without the prefix, with both accounts' e-mails", async () => {
    const { entries, nextCursor } = await read(`adminId=${actorId}`);
    expect(entries.map((entry) => [entry.action, entry.details.phase])).toEqual([
      ['access_verified', 'verify'],
      ['administrator_added', 'third'],
      ['administrator_added', 'second'],
      ['administrator_added', 'first'],
    ]);
    expect(entries[1]).toMatchObject({
      admin: { id: actorId, email: `player-${actorId}@example.com` },
      target: { id: targetId, email: `player-${targetId}@example.com` },
    });
    expect(entries[0]?.target).toBeNull();
    expect(nextCursor).toBeNull();
  });

  it('filters by action', async () => {
    const { entries } = await read(`adminId=${actorId}&action=access_verified`);
    expect(entries.map((entry) => entry.details.area)).toEqual(['master-admin']);
  });

  it('pages with the cursor, never repeating an entry', async () => {
    const first = await read(`adminId=${actorId}&limit=3`);
    expect(first.entries).toHaveLength(3);
    expect(first.nextCursor).toBe(first.entries[2]?.id);
    const second = await read(`adminId=${actorId}&limit=3&cursor=${first.nextCursor}`);
    expect(second.entries.map((entry) => entry.details.phase)).toEqual(['first']);
    expect(second.nextCursor).toBeNull();
  });

  it.each([
    ['a page over the maximum', 'limit=101'],
    ['an action that is not one', 'action=DROP%20TABLE'],
    ['a cursor that is not an entry id', 'cursor=1'],
  ])('answers 400 to %s', async (_label, query) => {
    const res = await sendAs(ctx, admin)('GET', `/api/admin/log?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

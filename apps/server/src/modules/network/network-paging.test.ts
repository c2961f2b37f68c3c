import { NETWORK_PAGE_SIZE } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkRepository } from './network.repository';
import { networkApi, storePlayer } from './test-network';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Page = { nextCursor: string | null } & Record<string, unknown>;

/** Every page of a list, following `nextCursor`; fails on any answer but 200. */
async function allPages(get: (cursor: string | null) => Promise<{ statusCode: number; body: string; json(): Page }>) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(cursor);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 10);
  return pages;
}

describe('GET /api/network: pages of NETWORK_PAGE_SIZE by name, then id', () => {
  it('answers one page when the contacts exactly fill it, and a second page for one more', async () => {
    const user = await createUser(ctx, { premium: true });
    const network = networkRepository(ctx.database.db);
    // Same names for most, so the order and the cursor lean on the id across the page boundary.
    const named = (i: number) => (i % 3 === 0 ? { firstName: 'Ana', lastName: 'Ruiz' } : { lastName: `R${i % 7}` });
    const players = new Map<string, { firstName?: string; lastName: string }>();
    for (let i = 0; i < NETWORK_PAGE_SIZE; i++) {
      const id = await storePlayer(ctx.database.db, named(i));
      await network.connect(user.id, id);
      players.set(id, named(i));
    }
    const api = networkApi(ctx, user);
    const get = (cursor: string | null) =>
      api.send('GET', cursor === null ? '/api/network' : `/api/network?cursor=${encodeURIComponent(cursor)}`);

    const [full, ...none] = await allPages(get);
    expect(none).toEqual([]);
    expect(full?.contacts).toHaveLength(NETWORK_PAGE_SIZE);
    expect(full?.nextCursor).toBeNull();
    expect(full?.summary).toMatchObject({ contacts: NETWORK_PAGE_SIZE, contactsLimit: null });

    const extra = await storePlayer(ctx.database.db, named(0));
    await network.connect(user.id, extra);
    players.set(extra, named(0));
    const pages = await allPages(get);
    expect(pages.map((page) => (page.contacts as unknown[]).length)).toEqual([NETWORK_PAGE_SIZE, 1]);
    const listed = pages.flatMap((page) => (page.contacts as { player: { id: string } }[]).map((c) => c.player.id));
    // The directory's order: folded "last<TAB>first" byte by byte (collate "C"), then the id.
    const keyOf = (id: string) => {
      const { firstName = 'Jugador', lastName } = players.get(id) ?? { lastName: '' };
      return `${lastName.toLowerCase()}\t${firstName.toLowerCase()}\u0000${id}`;
    };
    const expected = [...players.keys()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
    expect(listed).toEqual(expected);
  });

  it.each([
    ['a cursor that is not base64url JSON', 'bm9wZQ'],
    ['a cursor of the wrong shape', Buffer.from('[1,2]').toString('base64url')],
    ['characters a cursor never has', 'a.b'],
    ['a cursor with a NUL (text cannot hold one)', Buffer.from(JSON.stringify(['a\u0000', 'b'])).toString('base64url')],
  ])('refuses %s (400)', async (_label, cursor) => {
    const user = await createUser(ctx);
    const res = await networkApi(ctx, user).send('GET', `/api/network?cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/network/requests and /sent: pages, newest first', () => {
  it('pages the requests received and sent without losing or repeating one', async () => {
    const user = await createUser(ctx);
    const network = networkRepository(ctx.database.db);
    const senders: string[] = [];
    for (let i = 0; i <= NETWORK_PAGE_SIZE; i++) {
      const id = await storePlayer(ctx.database.db);
      await network.request(id, user.id);
      senders.push(id);
    }
    const api = networkApi(ctx, user);
    const pages = await allPages((cursor) =>
      api.send('GET', cursor === null ? '/api/network/requests' : `/api/network/requests?cursor=${cursor}`),
    );
    expect(pages.map((page) => (page.requests as unknown[]).length)).toEqual([NETWORK_PAGE_SIZE, 1]);
    const listed = pages.flatMap((page) => (page.requests as { player: { id: string } }[]).map((r) => r.player.id));
    expect(listed).toEqual([...senders].reverse());

    const sent = await allPages((cursor) =>
      api.send('GET', cursor === null ? '/api/network/sent' : `/api/network/sent?cursor=${cursor}`),
    );
    expect(sent).toEqual([expect.objectContaining({ requests: [], nextCursor: null })]);
  });

  it('refuses a contacts cursor on a request list (400)', async () => {
    const user = await createUser(ctx);
    const cursor = Buffer.from(JSON.stringify(['ruiz\tana', 'some-user'])).toString('base64url');
    expect((await networkApi(ctx, user).send('GET', `/api/network/requests?cursor=${cursor}`)).statusCode).toBe(400);
  });
});

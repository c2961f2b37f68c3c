import { FREE_CONTACTS_LIMIT } from '@marcador/contracts';
import type { Role } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkRepository } from './network.repository';
import { networkApi, storePlayer } from './test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function player(options: { premium?: boolean; roles?: Role[] } = {}) {
  const user = await createUser(ctx, options);
  return { ...user, api: networkApi(ctx, user) };
}

/** Connects `user` with `count` new players. */
async function addContacts(user: TestUser, count: number): Promise<void> {
  const network = networkRepository(ctx.database.db);
  for (let i = 0; i < count; i++) await network.connect(user.id, await storePlayer(ctx.database.db));
}

const SPANISH = `El plan gratuito permite hasta ${FREE_CONTACTS_LIMIT} contactos. Con Premium tu red no tiene límite.`;

describe(`the free plan's ${FREE_CONTACTS_LIMIT} contacts`, () => {
  it('stops a free player at the limit from sending a request or accepting one (403, in their language)', async () => {
    const ana = await player();
    const asking = await storePlayer(ctx.database.db);
    const requestId = await networkRepository(ctx.database.db).request(asking, ana.id);
    await addContacts(ana, FREE_CONTACTS_LIMIT);

    const refused = await ana.api.request(await storePlayer(ctx.database.db));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'contacts_limit', message: SPANISH });
    const english = await ctx.app.inject({
      method: 'POST',
      url: `/api/network/requests/${requestId}/accept`,
      headers: { origin: 'http://localhost:3000', cookie: ana.cookie, 'x-language': 'en' },
    });
    expect(english.statusCode).toBe(403);
    expect(english.json().error).toMatchObject({
      code: 'contacts_limit',
      message: `The free plan allows up to ${FREE_CONTACTS_LIMIT} contacts. With Premium your network has no limit.`,
    });
    // Asking someone who asked first is accepting: refused the same way.
    expect((await ana.api.request(asking)).statusCode).toBe(403);
    // Pending requests do not count, and one contact fewer makes room again.
    const { summary } = (await ana.api.network()).json();
    expect(summary).toEqual({
      contacts: FREE_CONTACTS_LIMIT,
      incoming: 1,
      sent: 0,
      contactsLimit: FREE_CONTACTS_LIMIT,
    });
    const [contact] = (await ana.api.network()).json().contacts;
    expect((await ana.api.remove(contact.player.id)).statusCode).toBe(200);
    expect((await ana.api.accept(requestId)).json()).toMatchObject({ connection: 'connected' });
  });

  it('refuses accepting a free requester who reached the limit meanwhile (409 their_contacts_limit)', async () => {
    const ana = await player();
    const luis = await player();
    const eva = await player();
    const { requestId } = (await ana.api.request(luis.id)).json();
    expect((await ana.api.request(eva.id)).statusCode).toBe(200);
    await addContacts(ana, FREE_CONTACTS_LIMIT);
    const refused = await luis.api.accept(requestId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'their_contacts_limit',
      message: `Este jugador ya tiene los ${FREE_CONTACTS_LIMIT} contactos que permite su plan gratuito.`,
    });
    // The same when the other answers with a request of their own.
    expect((await eva.api.request(ana.id)).statusCode).toBe(409);
    expect((await luis.api.incoming()).json().requests).toHaveLength(1);
  });

  it.each<[string, { premium?: boolean; roles?: Role[] }]>([
    ['Premium', { premium: true }],
    ['an admin', { roles: ['admin'] }],
  ])('does not limit %s, either side of a request', async (_label, plan) => {
    const unlimited = await player(plan);
    await addContacts(unlimited, FREE_CONTACTS_LIMIT);
    const free = await player();
    const sent = (await unlimited.api.request(free.id)).json();
    expect(sent).toMatchObject({ connection: 'outgoing', summary: { contactsLimit: null } });
    expect((await free.api.accept(sent.requestId)).json()).toMatchObject({ connection: 'connected' });
    const asking = await player();
    expect((await asking.api.request(unlimited.id)).statusCode).toBe(200);
    expect((await unlimited.api.request(asking.id)).json()).toMatchObject({
      connection: 'connected',
      summary: { contacts: FREE_CONTACTS_LIMIT + 2, contactsLimit: null },
    });
  });
});

describe('the per-user rate limits', () => {
  it.each([
    ['requests', 'request'],
    ['blocks', 'block'],
  ] as const)('answer the 101st %s in an hour with 429', async (_label, action) => {
    const ana = await player();
    const other = await storePlayer(ctx.database.db);
    for (let i = 0; i < 100; i++) expect((await ana.api[action](other)).statusCode).toBe(200);
    const limited = await ana.api[action](other);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

import type { ConnectionChangeResponse } from '@marcador/contracts';
import { and, type Column, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, connections, notifications } from '../../db/schema';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkRepository } from './network.repository';
import { networkApi, storePlayer } from './test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A signed-in player with the network routes at hand. */
async function player(form: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(ctx, { form });
  return { ...user, api: networkApi(ctx, user) };
}

const changed = async (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConnectionChangeResponse;
};

/** Rows of the pair: requests either way and connection rows. */
async function rowsBetween(a: string, b: string) {
  const db = ctx.database.db;
  const pair = (left: Column, right: Column) => or(and(eq(left, a), eq(right, b)), and(eq(left, b), eq(right, a)));
  const requests = await db
    .select()
    .from(connectionRequests)
    .where(pair(connectionRequests.fromUserId, connectionRequests.toUserId));
  const links = await db.select().from(connections).where(pair(connections.userId, connections.contactId));
  return { requests: requests.length, connections: links.length };
}

const kindsOf = async (userId: string) =>
  (await ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.kind);

describe('POST /api/network/requests', () => {
  it('sends a request once: asking again answers the same request, 200 both times', async () => {
    const ana = await player();
    const luis = await player();
    const first = await changed(await ana.api.request(luis.id));
    expect(first).toMatchObject({ userId: luis.id, connection: 'outgoing', requestId: expect.any(String) });
    expect(first.summary).toEqual({ contacts: 0, incoming: 0, sent: 1, contactsLimit: 25 });
    const again = await changed(await ana.api.request(luis.id));
    expect(again).toEqual(first);
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 1, connections: 0 });
    expect(await kindsOf(luis.id)).toEqual(['connection_request']);
  });

  it('connects the two when the other already asked, and tells them', async () => {
    const ana = await player();
    const luis = await player();
    await changed(await ana.api.request(luis.id));
    const mutual = await changed(await luis.api.request(ana.id));
    expect(mutual).toMatchObject({ userId: ana.id, connection: 'connected', requestId: null });
    expect(mutual.summary).toMatchObject({ contacts: 1, incoming: 0, sent: 0 });
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 2 });
    expect(await kindsOf(ana.id)).toEqual(['connection_accepted']);
    // Asking a contact changes nothing.
    expect(await changed(await ana.api.request(luis.id))).toMatchObject({ connection: 'connected' });
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 2 });
  });

  it('connects two simultaneous mutual requests exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const ana = await player();
      const luis = await player();
      const answers = await Promise.all([ana.api.request(luis.id), luis.api.request(ana.id)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const states = answers.map((answer) => (answer.json() as ConnectionChangeResponse).connection).sort();
      expect(states).toEqual(['connected', 'outgoing']);
      expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 2 });
      expect([...(await kindsOf(ana.id)), ...(await kindsOf(luis.id))].sort()).toEqual([
        'connection_accepted',
        'connection_request',
      ]);
    }
  });

  it('refuses the viewer themselves (400), an unknown, hidden or blocking player (404), one the viewer blocked (409)', async () => {
    const ana = await player();
    const network = networkRepository(ctx.database.db);
    const self = await ana.api.request(ana.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({
      code: 'self_request',
      message: 'No puedes enviarle una solicitud a tu propia cuenta.',
    });
    const hidden = await storePlayer(ctx.database.db, { inDirectory: false });
    const blocker = await storePlayer(ctx.database.db);
    await network.block(blocker, ana.id);
    for (const id of ['no-such-player', hidden, blocker]) {
      const response = await ana.api.request(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const blocked = await storePlayer(ctx.database.db);
    await network.block(ana.id, blocked);
    const refused = await ana.api.request(blocked);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'blocked',
      message: 'Bloqueaste a este jugador. Desbloquéalo para enviarle una solicitud.',
    });
  });

  it.each([
    ['no userId', {}],
    ['an empty userId', { userId: '' }],
    ['a userId over 64 characters', { userId: 'x'.repeat(65) }],
    ['a userId that is not text', { userId: 42 }],
  ])('answers 400 to %s', async (_label, body) => {
    const ana = await player();
    const response = await ana.api.send('POST', '/api/network/requests', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('answers 413 to a body over its limit', async () => {
    const ana = await player();
    const response = await ana.api.send('POST', '/api/network/requests', { userId: 'a', pad: 'x'.repeat(5_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('accepting, declining and canceling a request', () => {
  it('accepts a request addressed to the viewer: connected both ways, the sender told', async () => {
    const ana = await player({ firstName: 'Ana', lastName: 'Ruiz' });
    const luis = await player();
    const { requestId } = await changed(await ana.api.request(luis.id));
    const accepted = await changed(await luis.api.accept(requestId ?? ''));
    expect(accepted).toMatchObject({ userId: ana.id, connection: 'connected', requestId: null });
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 2 });
    expect(await kindsOf(ana.id)).toEqual(['connection_accepted']);
    // Gone: accepting again is a 404.
    expect((await luis.api.accept(requestId ?? '')).statusCode).toBe(404);
  });

  it('declines (recipient) and cancels (sender); nobody else may, and a settled request is gone', async () => {
    const ana = await player();
    const luis = await player();
    const eve = await player();
    const { requestId: declined } = await changed(await ana.api.request(luis.id));
    for (const attempt of [
      ana.api.accept(declined ?? ''),
      ana.api.decline(declined ?? ''),
      eve.api.accept(declined ?? ''),
      eve.api.decline(declined ?? ''),
      luis.api.cancel(declined ?? ''),
      eve.api.cancel(declined ?? ''),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    expect(await changed(await luis.api.decline(declined ?? ''))).toMatchObject({
      connection: 'none',
      requestId: null,
    });
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 0 });

    const { requestId: canceled } = await changed(await ana.api.request(luis.id));
    expect(await changed(await ana.api.cancel(canceled ?? ''))).toMatchObject({ connection: 'none' });
    expect((await luis.api.accept(canceled ?? '')).statusCode).toBe(404);
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 0 });
  });

  it('answers 400 to a request id that is not a UUID, and 404 to an unknown one', async () => {
    const ana = await player();
    expect((await ana.api.accept('not-a-uuid')).statusCode).toBe(400);
    expect((await ana.api.cancel('not-a-uuid')).statusCode).toBe(400);
    expect((await ana.api.decline(crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('the network lists', () => {
  it('lists contacts by name, requests received and sent newest first, each with the counts', async () => {
    const ana = await player();
    const zoe = await player({ firstName: 'Zoe', lastName: 'Zamora' });
    const bea = await player({ firstName: 'Bea', lastName: 'Álvarez' });
    const carl = await player({ firstName: 'Carl', lastName: 'Castro' });
    const dani = await player({ firstName: 'Dani', lastName: 'Díaz' });
    await changed(await zoe.api.request(ana.id));
    await changed(await ana.api.request(zoe.id));
    await changed(await bea.api.request(ana.id));
    await changed(await ana.api.request(bea.id));
    await changed(await carl.api.request(ana.id));
    await changed(await dani.api.request(ana.id));
    const sentTo = await storePlayer(ctx.database.db, { firstName: 'Enviada' });
    await changed(await ana.api.request(sentTo));

    const network = (await ana.api.network()).json();
    expect(network.contacts.map((contact: { player: { name: string } }) => contact.player.name)).toEqual([
      'Bea Álvarez',
      'Zoe Zamora',
    ]);
    expect(network.contacts[0]).toMatchObject({ player: { connection: 'connected' }, connectedAt: expect.any(Number) });
    expect(network.summary).toEqual({ contacts: 2, incoming: 2, sent: 1, contactsLimit: 25 });

    const incoming = (await ana.api.incoming()).json();
    expect(incoming.requests.map((request: { player: { id: string } }) => request.player.id)).toEqual([
      dani.id,
      carl.id,
    ]);
    expect(incoming.requests[0]).toMatchObject({ id: expect.any(String), player: { connection: 'incoming' } });
    expect(incoming.summary).toEqual(network.summary);

    const sent = (await ana.api.sent()).json();
    expect(sent.requests).toEqual([
      {
        id: expect.any(String),
        player: expect.objectContaining({ id: sentTo, connection: 'outgoing' }),
        createdAt: expect.any(Number),
      },
    ]);
  });
});

describe('DELETE /api/network/contacts/:id', () => {
  it('removes the connection both ways; again it still answers 200; an unknown player is a 404', async () => {
    const ana = await player();
    const luis = await player();
    await changed(await ana.api.request(luis.id));
    await changed(await luis.api.request(ana.id));
    const removed = await changed(await ana.api.remove(luis.id));
    expect(removed).toMatchObject({ userId: luis.id, connection: 'none', summary: { contacts: 0 } });
    expect(await rowsBetween(ana.id, luis.id)).toEqual({ requests: 0, connections: 0 });
    expect(await changed(await ana.api.remove(luis.id))).toMatchObject({ connection: 'none' });
    expect((await ana.api.remove('no-such-player')).statusCode).toBe(404);
    expect((await luis.api.network()).json().contacts).toEqual([]);
  });
});

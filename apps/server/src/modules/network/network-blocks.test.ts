import type { ConnectionChangeResponse } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkApi, storePlayer } from './test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function player(city = 'Guadalajara') {
  const user = await createUser(ctx, { form: { city } });
  return { ...user, api: networkApi(ctx, user) };
}

const ok = async (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConnectionChangeResponse;
};

describe('blocking a player', () => {
  it('ends their connection and pending requests, both ways, and stops new ones', async () => {
    const ana = await player();
    const luis = await player();
    const eva = await player();
    await ok(await ana.api.request(luis.id));
    await ok(await luis.api.request(ana.id));
    await ok(await eva.api.request(ana.id));

    const blocked = await ok(await ana.api.block(luis.id));
    expect(blocked).toMatchObject({
      userId: luis.id,
      connection: 'blocked',
      requestId: null,
      summary: { contacts: 0 },
    });
    await ok(await ana.api.block(eva.id));
    expect((await ana.api.network()).json().summary).toEqual({ contacts: 0, incoming: 0, sent: 0, contactsLimit: 25 });
    expect((await luis.api.network()).json().contacts).toEqual([]);
    expect((await eva.api.sent()).json().requests).toEqual([]);

    // Luis cannot see or ask Ana; Ana cannot ask Luis until she unblocks him.
    expect((await luis.api.request(ana.id)).statusCode).toBe(404);
    expect((await luis.api.player(ana.id)).statusCode).toBe(404);
    expect((await ana.api.request(luis.id)).statusCode).toBe(409);
  });

  it('is idempotent, lists the blocked players newest first, and unblocks', async () => {
    const ana = await player();
    const first = await storePlayer(ctx.database.db, { firstName: 'Primero' });
    const second = await storePlayer(ctx.database.db, { firstName: 'Segundo' });
    await ok(await ana.api.block(first));
    await ok(await ana.api.block(second));
    expect(await ok(await ana.api.block(first))).toMatchObject({ connection: 'blocked' });
    const list = (await ana.api.blocks()).json();
    expect(list.players.map((card: { id: string; connection: string }) => [card.id, card.connection])).toEqual([
      [second, 'blocked'],
      [first, 'blocked'],
    ]);
    expect(await ok(await ana.api.unblock(first))).toMatchObject({ userId: first, connection: 'none' });
    expect(await ok(await ana.api.unblock(first))).toMatchObject({ connection: 'none' });
    expect((await ana.api.blocks()).json().players.map((card: { id: string }) => card.id)).toEqual([second]);
    expect(await ok(await ana.api.request(first))).toMatchObject({ connection: 'outgoing' });
  });

  it('hides the two from each other’s search, whoever blocked', async () => {
    const ana = await player('Villabloqueo');
    const luis = await player('Villabloqueo');
    const eva = await player('Villabloqueo');
    const seen = async (who: typeof ana) =>
      (await who.api.search({ q: 'villabloqueo' }))
        .json()
        .players.map((card: { id: string }) => card.id)
        .sort();
    expect(await seen(ana)).toEqual([eva.id, luis.id].sort());
    await ok(await ana.api.block(luis.id));
    expect(await seen(ana)).toEqual([eva.id]);
    expect(await seen(luis)).toEqual([eva.id]);
    expect(await seen(eva)).toEqual([ana.id, luis.id].sort());
  });

  it('refuses blocking oneself (400), an unknown player (404 both ways) and bad input (400)', async () => {
    const ana = await player();
    const self = await ana.api.block(ana.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({ code: 'self_block', message: 'No puedes bloquear tu propia cuenta.' });
    expect((await ana.api.block('no-such-player')).statusCode).toBe(404);
    expect((await ana.api.unblock('no-such-player')).statusCode).toBe(404);
    expect((await ana.api.send('POST', '/api/network/blocks', {})).statusCode).toBe(400);
    expect((await ana.api.unblock('x'.repeat(65))).statusCode).toBe(400);
  });
});

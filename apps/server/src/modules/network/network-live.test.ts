import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { openEventStream, type ReceivedEvent } from '../realtime/test-event-stream';
import { decodeUserEvent, encodeUserEvent } from '../realtime/user-events';
import { networkApi, notificationsOf as toldTo } from './test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
beforeAll(async () => {
  ctx = await createTestApp();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

async function player(form: { firstName: string; lastName: string }) {
  const user = await createUser(ctx, { form });
  return { ...user, api: networkApi(ctx, user) };
}

const notificationsOf = (userId: string) => toldTo(ctx.database.db, userId);

describe('what the network tells the players', () => {
  it('notifies the recipient of a request and the sender of its acceptance, each in their own language', async () => {
    const ana = await player({ firstName: 'Ana', lastName: 'Ruiz' });
    const luke = await player({ firstName: 'Luke', lastName: 'Brown' });
    expect((await luke.api.profile({ language: 'en' })).statusCode).toBe(200);

    const { requestId } = (await ana.api.request(luke.id)).json();
    expect(await notificationsOf(luke.id)).toEqual([
      {
        kind: 'connection_request',
        title: 'New connection request',
        message: 'Ana Ruiz wants to connect with you.',
        link: '/network/requests',
      },
    ]);
    expect((await luke.api.accept(requestId)).statusCode).toBe(200);
    expect(await notificationsOf(ana.id)).toEqual([
      {
        kind: 'connection_accepted',
        title: 'Solicitud aceptada',
        message: 'Luke Brown aceptó tu solicitud de conexión.',
        link: `/player/${luke.id}`,
      },
    ]);
    // Declining, canceling, removing and blocking notify nobody.
    await ana.api.remove(luke.id);
    const again = (await luke.api.request(ana.id)).json();
    await luke.api.cancel(again.requestId);
    await ana.api.block(luke.id);
    expect(await notificationsOf(luke.id)).toHaveLength(1);
    expect(await notificationsOf(ana.id)).toHaveLength(2);
  });

  it("sends a 'network' event naming the other player to both players' streams, with the notification's", async () => {
    const ana = await player({ firstName: 'Ana', lastName: 'Vivo' });
    const luis = await player({ firstName: 'Luis', lastName: 'Vivo' });
    const anaStream = await openEventStream(base, ana);
    const luisStream = await openEventStream(base, luis);
    await expect.poll(() => anaStream.comments() > 0 && luisStream.comments() > 0).toBe(true);

    const network = (events: ReceivedEvent[]) => events.filter((event) => event.event === 'network');
    const { requestId } = (await ana.api.request(luis.id)).json();
    const [notified] = await ctx.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, luis.id));
    await luisStream.waitFor(2);
    expect(luisStream.events).toEqual([
      { id: expect.any(String), event: 'notifications', data: { created: [notified?.id], changed: [] } },
      { id: expect.any(String), event: 'network', data: { created: [], changed: [ana.id] } },
    ]);
    expect(network(await anaStream.waitFor(1))).toEqual([
      { id: expect.any(String), event: 'network', data: { created: [], changed: [luis.id] } },
    ]);

    // Every change reaches both: a decline, and a block.
    expect((await luis.api.decline(requestId)).statusCode).toBe(200);
    expect((await luis.api.block(ana.id)).statusCode).toBe(200);
    await anaStream.waitFor(3);
    await luisStream.waitFor(4);
    expect(network(anaStream.events).map((event) => event.data.changed)).toEqual([[luis.id], [luis.id], [luis.id]]);
    expect(network(luisStream.events).map((event) => event.data.changed)).toEqual([[ana.id], [ana.id], [ana.id]]);
    // Nothing changed (already blocked): nothing is sent.
    expect((await luis.api.block(ana.id)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(network(luisStream.events)).toHaveLength(3);
    await Promise.all([anaStream.close(), luisStream.close()]);
  });

  it("carries the 'network' kind through LISTEN/NOTIFY; a kind this version does not know is dropped", () => {
    const event = { userId: 'u1', kind: 'network' as const, created: [], changed: ['u2'] };
    expect(decodeUserEvent(encodeUserEvent(event))).toEqual(event);
    expect(decodeUserEvent(JSON.stringify(['u1', 'court_session', [], []]))).toBeNull();
  });
});

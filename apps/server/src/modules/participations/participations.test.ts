import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi } from '../matches/test-matches';
import { manualFinish, playedWith } from './test-participations';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie }, remoteAddress: nextIp() });
const addedNotices = (user: TestUser) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'added_to_match')));
const patchProfile = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/profile', payload, headers: { cookie: user.cookie, origin: ORIGIN } });

describe('finishing a match tells its registered participants', () => {
  it('notifies each registered invitee once, naming the creator and the sport, linking to the match', async () => {
    const ana = await createUser(ctx, { form: { firstName: 'Ana', lastName: 'Ruiz' } });
    const bea = await createUser(ctx);
    const id = await playedWith(ctx, ana, bea);
    const [notice, ...more] = await addedNotices(bea);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'Te añadieron a un partido',
      message: expect.stringMatching(/ te añadió como participante en un partido de pádel\.$/),
      link: `/match-summary?id=${id}&as=participant`,
      read: false,
    });
    expect(notice?.message.startsWith('Ana')).toBe(true);
    // The creator is not told of their own match.
    expect(await addedNotices(ana)).toEqual([]);
  });

  it('notifies once when the finish is retried or replayed (the offline sync sends it again)', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const id = await playedWith(ctx, ana, bea);
    const api = matchesApi(ctx, ana);
    for (let i = 0; i < 3; i++) expect((await api.finish(id, manualFinish)).statusCode).toBe(200);
    expect((await api.finish(id, { ...manualFinish, reason: 'abandoned' })).statusCode).toBe(200);
    expect(await addedNotices(bea)).toHaveLength(1);
  });

  it("writes in the participant's profile language", async () => {
    const ana = await createUser(ctx);
    const luke = await createUser(ctx);
    expect((await patchProfile(luke, { language: 'en' })).statusCode).toBe(200);
    await playedWith(ctx, ana, luke);
    const [notice] = await addedNotices(luke);
    expect(notice).toMatchObject({
      title: 'You were added to a match',
      message: expect.stringMatching(/ added you as a participant in a padel match\.$/),
    });
  });

  it('tells nobody for an abandoned match (no participants are written until it completes)', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const invitedPlayers = [{ email: bea.email, name: 'Bea', position: 'team2_1' as const }];
    const api = matchesApi(ctx, ana);
    const id = await api.play(entryLog().points('1').entries, matchBody({ config: gameConfig({ invitedPlayers }) }));
    expect((await api.finish(id, { ...manualFinish, reason: 'abandoned' })).statusCode).toBe(200);
    expect(await addedNotices(bea)).toEqual([]);
    expect((await get(bea, '/api/participations')).json().participations).toEqual([]);
  });
});

describe('GET /api/participations', () => {
  it("lists the matches the user was added to, newest first, never the user's own", async () => {
    const ana = await createUser(ctx, { form: { firstName: 'Ana', lastName: 'Ruiz' } });
    const bea = await createUser(ctx);
    const first = await playedWith(ctx, ana, bea);
    const second = await playedWith(ctx, ana, bea);
    const own = await playedWith(ctx, bea, ana);
    const res = await get(bea, '/api/participations');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.hasMore).toBe(false);
    expect(body.participations.map((p: { match: { id: string } }) => p.match.id)).toEqual([second, first]);
    expect(body.participations[0]).toMatchObject({
      creatorName: expect.stringContaining('Ana'),
      addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      match: { id: second, status: 'completed', result: expect.any(String), sets: expect.any(Array) },
    });
    // The rules name the format in the list; the score's working state stays in the match's own answer.
    expect(body.participations[0].match.rules).toMatchObject({ sport: 'padel' });
    expect(body.participations[0].match).not.toHaveProperty('score');
    const anas = (await get(ana, '/api/participations')).json();
    expect(anas.participations.map((p: { match: { id: string } }) => p.match.id)).toEqual([own]);
  });

  it('pages by the last item (limit, before, beforeId): exactly full, one more, the last page', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await playedWith(ctx, ana, bea));
    const newestFirst = [...ids].reverse();
    const idsOf = (body: { participations: { match: { id: string } }[] }) => body.participations.map((p) => p.match.id);

    const whole = (await get(bea, '/api/participations?limit=3')).json();
    expect([idsOf(whole), whole.hasMore]).toEqual([newestFirst, false]);

    const page1 = (await get(bea, '/api/participations?limit=2')).json();
    expect([idsOf(page1), page1.hasMore]).toEqual([newestFirst.slice(0, 2), true]);
    const last = page1.participations[1];
    const after = new URLSearchParams({ limit: '2', before: last.addedAt, beforeId: last.match.id });
    const page2 = (await get(bea, `/api/participations?${after}`)).json();
    expect([idsOf(page2), page2.hasMore]).toEqual([newestFirst.slice(2), false]);
  });

  it.each([['limit=0'], ['limit=101'], ['before=yesterday'], ['beforeId=x']])('refuses %s (400)', async (query) => {
    const bea = await createUser(ctx);
    expect((await get(bea, `/api/participations?${query}`)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/participations' })).statusCode).toBe(401);
  });
});

describe('GET /api/participations/:id', () => {
  it('answers a participant the match with its log and its creator, read-only', async () => {
    const ana = await createUser(ctx, { form: { firstName: 'Ana', lastName: 'Ruiz' } });
    const bea = await createUser(ctx);
    const id = await playedWith(ctx, ana, bea);
    const res = await get(bea, `/api/participations/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      creatorName: expect.stringContaining('Ana'),
      match: { id, status: 'completed', rules: { sport: 'padel' } },
      entries: expect.any(Array),
    });
    expect(res.json().entries).toHaveLength(4);
  });

  it('is a 404 to the creator, to anyone else, and for an unknown id', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const eva = await createUser(ctx);
    const id = await playedWith(ctx, ana, bea);
    for (const [user, matchId] of [
      [ana, id],
      [eva, id],
      [bea, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await get(user, `/api/participations/${matchId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

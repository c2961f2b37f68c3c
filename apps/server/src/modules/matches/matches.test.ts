import { scoreMatch } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { matchesRepository } from './matches.repository';
import { entryLog, gameConfig, matchBody, matchesApi, newId, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
let api: ReturnType<typeof matchesApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
  api = matchesApi(ctx, user);
});
afterAll(() => ctx.close());

const storedEntries = async (id: string) => matchesRepository(ctx.database.db).entriesOf(id);

describe('PUT /api/matches/:id', () => {
  it('creates the match with its client id (201), then updates its configuration (200)', async () => {
    const id = newId();
    const created = await api.put(id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().match).toMatchObject({
      id,
      status: 'in_progress',
      config: gameConfig(),
      rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
      result: null,
      startedAt: new Date(T0).toISOString(),
      endedAt: null,
      entryCount: 0,
      score: { player1: { points: 0, games: 0, sets: 0 }, currentSet: 1, isGameOver: false, setScores: [] },
    });

    const renamed = gameConfig({ team2: { name: 'Rivales', color: 'red', players: ['Luis Pérez', 'Marta Gil'] } });
    const updated = await api.put(id, matchBody({ config: renamed }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().match.config.team2.name).toBe('Rivales');
    expect(updated.json().match.createdAt).toBe(created.json().match.createdAt);
  });

  it('answers a repeated create with 200 and the same match (a retried sync)', async () => {
    const id = newId();
    expect((await api.put(id)).statusCode).toBe(201);
    const again = await api.put(id);
    expect(again.statusCode).toBe(200);
    expect(again.json().match.id).toBe(id);
  });

  it('rescores the held entries when the starting rules change', async () => {
    // 3-3 then a point: golden point wins the game, advantage only leads.
    const id = await api.play(entryLog().points('1112221').entries);
    const advantage = await api.put(id, matchBody({ rules: { sport: 'padel', deuce: 'advantage', finalSet: 'full' } }));
    expect(advantage.json().match.score.player1).toEqual({ points: 4, games: 0, sets: 0 });
    const golden = await api.put(id, matchBody());
    expect(golden.json().match.score.player1).toEqual({ points: 0, games: 1, sets: 0 });
  });
});

describe('POST /api/matches/:id/entries', () => {
  it('stores entries, recomputes the score and counts them', async () => {
    const id = await api.play();
    const res = await api.append(id, entryLog().games('11').points('12').entries);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stored: 10,
      duplicates: 0,
      match: {
        entryCount: 10,
        score: { player1: { points: 1, games: 2, sets: 0 }, player2: { points: 1, games: 0, sets: 0 } },
      },
    });
  });

  it('stores each entry once under concurrent duplicate sends', async () => {
    const id = await api.play();
    const batch = entryLog().points('1121').entries;
    const answers = await Promise.all(Array.from({ length: 8 }, () => api.append(id, batch)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const bodies = answers.map((res) => res.json());
    expect(bodies.reduce((sum, body) => sum + body.stored, 0)).toBe(4);
    expect(bodies.reduce((sum, body) => sum + body.duplicates, 0)).toBe(7 * 4);
    expect(await storedEntries(id)).toHaveLength(4);
    const { match } = (await api.get(id)).json();
    expect(match.entryCount).toBe(4);
    expect(match.score.player1.points).toBe(3);
  });

  it('keeps one copy of an id repeated inside a batch, and counts the resend of a part as duplicates', async () => {
    const id = await api.play();
    const log = entryLog().points('1212');
    const [first, second] = log.entries;
    const res = await api.append(id, [first, first, second]);
    expect(res.json()).toMatchObject({ stored: 2, duplicates: 1, match: { entryCount: 2 } });
    const rest = await api.append(id, log.entries);
    expect(rest.json()).toMatchObject({ stored: 2, duplicates: 2, match: { entryCount: 4 } });
  });

  it("answers the match's progress, not the configuration the device sent", async () => {
    const log = entryLog().points('1');
    const id = await api.play();
    const res = await api.append(id, log.entries);
    expect(Object.keys(res.json().match).sort()).toEqual(
      ['endedAt', 'entryCount', 'id', 'result', 'score', 'sets', 'status', 'updatedAt'].sort(),
    );
    expect(res.json().match).toMatchObject({ id, status: 'in_progress', entryCount: 1, result: null });
    expect(res.json().match.score.player1.points).toBe(1);
  });

  it('folds batches that arrive out of order by their sequence numbers', async () => {
    const id = await api.play();
    const { entries } = entryLog().points('1111').points('2');
    await api.append(id, entries.slice(3));
    const res = await api.append(id, entries.slice(0, 3));
    expect(res.json().match.score).toMatchObject({ player1: { points: 0, games: 1 }, player2: { points: 1 } });
  });

  it('reflects undo and restart entries in the recomputed score', async () => {
    const log = entryLog().points('111');
    const id = await api.play(log.entries);
    const undone = await api.append(id, log.undo().entries.slice(-1));
    expect(undone.json().match.score.player1.points).toBe(2);
    expect(undone.json().match.entryCount).toBe(4);

    const restarted = await api.append(id, log.restart().points('2').entries.slice(-2));
    expect(restarted.json().match.score).toMatchObject({ player1: { points: 0 }, player2: { points: 1 } });
    expect(restarted.json().match.entryCount).toBe(6);
  });

  it('returns the log in fold order with each type and its own fields', async () => {
    const log = entryLog().points('1');
    log.entries.push(
      { id: newId(), seq: 2, at: T0 + 1, type: 'rules_changed', rules: { deuce: 'star' } },
      { id: newId(), seq: 3, at: T0 + 2, type: 'swap_court' },
      { id: newId(), seq: 4, at: T0 + 3, type: 'next_set' },
    );
    log.undo(4).restart();
    const id = await api.play([...log.entries].reverse());
    const res = await api.get(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toEqual(log.entries);
  });

  it('accepts a batch of 500 entries in one request', async () => {
    const id = await api.play();
    const entries = entryLog().points('12'.repeat(250)).entries;
    const res = await api.append(id, entries);
    expect(res.json()).toMatchObject({ stored: 500, match: { entryCount: 500 } });
    const sides = entries.flatMap((entry) => (entry.type === 'point_won' ? [entry.side] : []));
    expect(res.json().match.score).toEqual(scoreMatch(matchBody().rules, sides));
  });
});

describe('statuses', () => {
  it('refuses new entries and configuration changes once completed, but answers a resend with 200', async () => {
    const log = entryLog().games('111111111111');
    const id = await api.play(log.entries);
    expect((await api.finish(id, { reason: 'match_over', endedAt: T0 + 3_600_000 })).statusCode).toBe(200);

    const late = await api.append(id, log.points('2').entries.slice(-1));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('match_completed');
    const resend = await api.append(id, log.entries.slice(0, 3));
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ stored: 0, duplicates: 3, match: { status: 'completed', entryCount: 48 } });

    expect((await api.put(id, matchBody())).statusCode).toBe(200);
    const changed = await api.put(id, matchBody({ startedAt: T0 + 1 }));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('match_completed');
  });

  it('continues an abandoned match when new entries arrive', async () => {
    const log = entryLog().points('11');
    const id = await api.play(log.entries);
    const abandoned = await api.finish(id, { reason: 'abandoned', endedAt: T0 + 60_000 });
    expect(abandoned.json().match).toMatchObject({ status: 'incomplete', endedAt: expect.any(String) });
    const resumed = await api.append(id, log.points('1').entries.slice(-1));
    expect(resumed.json().match).toMatchObject({ status: 'in_progress', endedAt: null, entryCount: 3 });
  });
});

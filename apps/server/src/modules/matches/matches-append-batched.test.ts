import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { foldLog, toEntryRecord } from './match-log';
import { matchesRepository } from './matches.repository';
import { entryLog, matchesApi } from './test-matches';

/**
 * Points of different matches that arrive together share one append statement and one commit
 * (decision 025, group commit): each still gets its own answer, and one that fails does not fail
 * the points batched with it.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MATCHES = 12;
const ROUNDS = 6;

describe('points of many matches at once', () => {
  it('stores each point of each match and answers each device with its own match', async () => {
    const devices = await Promise.all(
      Array.from({ length: MATCHES }, async () => {
        const api = matchesApi(ctx, await createUser(ctx));
        // Deuce after deuce: the match never ends, so every point is stored.
        const log = entryLog().points('12'.repeat(2 + ROUNDS));
        const id = await api.play(log.entries.slice(0, 4));
        return { api, id, log };
      }),
    );
    for (let round = 0; round < ROUNDS; round++) {
      // All devices at once: more points than batches in flight, so later ones share statements.
      const answers = await Promise.all(devices.map(({ api, id, log }) => api.append(id, [log.entries[4 + round]])));
      answers.forEach((answer, i) => {
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.stored).toBe(1);
        expect(body.match.id).toBe(devices[i]?.id);
        expect(body.match.entryCount).toBe(5 + round);
      });
    }
    for (const { api, id, log } of devices) {
      const { match, entries } = (await api.get(id)).json();
      const held = log.entries.slice(0, 4 + ROUNDS);
      expect(entries.map((entry: { id: string }) => entry.id)).toEqual(held.map((entry) => entry.id));
      expect(match.score).toEqual(foldLog(match.rules, held).progress.score);
    }
  });

  it('fails only the call whose point the database refuses; the others in its batch are stored', async () => {
    const BAD = 6;
    const repository = matchesRepository(ctx.database.db);
    const made = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createUser(ctx);
        const id = await matchesApi(ctx, user).play(entryLog().points('1212').entries);
        const row = await repository.findOwned(id, user.id);
        if (!row?.fold) throw new Error('match not stored with its fold');
        return { row, fold: row.fold, ownerId: user.id };
      }),
    );
    const [, , , , point] = entryLog().points('12121').entries;
    if (!point) throw new Error('no fifth point');
    const calls = made.map(({ row, fold, ownerId }, i) => {
      // The seventh match's point has a sequence number past PostgreSQL's integer: its insert fails.
      // The first four calls take the four batches in flight; the last four wait and go as one.
      const entry = toEntryRecord({ ...point, seq: i === BAD ? 2 ** 40 : 5 });
      const progress = { score: row.score, fold, lastSeq: entry.seq, entryCount: row.entryCount + 1 };
      return repository.appendExtending(row.id, ownerId, row.revision, [entry], progress);
    });
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      made.map((_, i) => (i === BAD ? 'rejected' : 'fulfilled')),
    );
    for (const [i, { row, ownerId }] of made.entries()) {
      const outcome = outcomes[i];
      if (outcome?.status === 'fulfilled') {
        expect(outcome.value.inserted).toBe(1);
        expect(outcome.value.saved?.revision).toBe(row.revision + 1);
      } else {
        // The refused point left its match as it was.
        expect((await repository.findOwned(row.id, ownerId))?.revision).toBe(row.revision);
      }
    }
  });
});

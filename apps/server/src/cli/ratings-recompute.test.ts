import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { playerRatings, ratedMatches, users } from '../db/schema';
import { openTestDatabase } from '../test-app';
import { ratingsRecomputeCommand } from './ratings-recompute';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(users).values([
    { id: 'u1', name: 'Ana', email: 'ana@example.com', emailVerified: true },
    { id: 'u2', name: 'Luis', email: 'luis@example.com', emailVerified: true },
  ]);
});
afterAll(() => database.close());

describe('ratingsRecomputeCommand', () => {
  it('rebuilds the ratings from the record, leaving out accounts that are gone', async () => {
    const match = { sport: 'tennis' as const, fingerprint: 'f', winner: 'team1' as const };
    await database.db.insert(ratedMatches).values([
      {
        ...match,
        matchId: 'm1',
        endedAt: new Date('2026-11-01'),
        team1: ['u1'],
        team2: ['u2'],
        seeds: { u1: null, u2: null },
      },
      {
        ...match,
        matchId: 'm2',
        endedAt: new Date('2026-11-02'),
        team1: ['u1'],
        team2: ['gone'],
        seeds: { gone: null },
      },
    ]);
    expect(await ratingsRecomputeCommand(database)).toEqual({
      code: 0,
      message: 'Replayed 2 rated matches: 3 player ratings.',
    });
    const rows = await database.db.select().from(playerRatings);
    expect(rows.map((row) => [row.userId, row.ratedMatches, row.wins]).sort()).toEqual([
      ['u1', 2, 2],
      ['u2', 1, 0],
    ]);
  });
});

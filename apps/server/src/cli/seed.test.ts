import { createPrng, foldMatchLog } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { emailOutbox, emailPreferences, matches, users } from '../db/schema';
import { fromEntryRecord } from '../modules/matches/match-log';
import { matchesRepository } from '../modules/matches/matches.repository';
import { openTestDatabase } from '../test-app';
import { parseSeedArgs, SEED_EMAIL_DOMAIN, seed } from './seed';
import { SEED_TIME_ZONE, startOf } from './seed-bulk';
import { playedPoints, someOf } from './seed-data';

const config = loadConfig({ NODE_ENV: 'test', HIBP_URL: 'off', TTS_PROVIDER: 'off' });

/** The weekday (0 Sunday) and hour a moment has on the seeded players' clocks. */
function onPlayersClock(at: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SEED_TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday')),
    hour: Number(part('hour')),
  };
}

/** When club players start: weekday evenings (17:00-21:59), weekends from 9:00 to 20:59. */
function expectPlayingHours(at: Date): void {
  const { weekday, hour } = onPlayersClock(at);
  const weekend = weekday === 0 || weekday === 6;
  expect(hour, `${at.toISOString()} starts at ${hour}:00 on day ${weekday}`).toBeGreaterThanOrEqual(weekend ? 9 : 17);
  expect(hour).toBeLessThanOrEqual(weekend ? 20 : 21);
}

describe('parseSeedArgs', () => {
  it.each([
    [[], { players: 40, matches: 200, bulk: false, force: false }],
    [
      ['--players', '100000', '--matches', '1000000'],
      { players: 100_000, matches: 1_000_000, bulk: false, force: false },
    ],
    [['--force', '--matches', '0'], { players: 40, matches: 0, bulk: false, force: true }],
  ])('%j', (args, options) => {
    expect(parseSeedArgs(args)).toEqual(options);
  });

  it.each([[['--players', '3']], [['--matches', '-1']], [['--players']], [['--players', 'x']], [['--drop']]])(
    'refuses %j',
    (args) => {
      expect(parseSeedArgs(args)).toBeNull();
    },
  );
});

describe('seed data', () => {
  it('plays every match to its end, the same way for the same seed', () => {
    for (const sport of ['padel', 'tennis'] as const) {
      const rules = { sport, deuce: 'golden', finalSet: 'superTiebreak' } as const;
      const first = playedPoints(rules, { player1: 2, player2: 3 }, createPrng(7));
      expect(first.state.score.isGameOver).toBe(true);
      expect(playedPoints(rules, { player1: 2, player2: 3 }, createPrng(7)).sides).toEqual(first.sides);
    }
  });

  it('picks different players', () => {
    const random = createPrng(3);
    for (let i = 0; i < 200; i++) {
      const picked = someOf([1, 2, 3, 4, 5, 6], 4, random);
      expect(new Set(picked).size).toBe(4);
    }
  });

  it('starts matches in the evening on weekdays and from the morning at weekends, on the same day of the players', () => {
    const random = createPrng(11);
    const monday = Date.UTC(2026, 10, 30);
    for (let d = 0; d < 14; d++) {
      const day = monday + d * 24 * 3600_000;
      for (let i = 0; i < 40; i++) {
        const start = new Date(startOf(day, random));
        expectPlayingHours(start);
        expect(onPlayersClock(start).weekday).toBe(new Date(day).getUTCDay());
      }
    }
  });
});

describe('seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates players and saves matches whose logs replay to their stored scores, with no e-mail', async () => {
    const result = await seed(database, config, { players: 8, matches: 6, bulk: false, force: false });
    expect(result.code).toBe(0);
    const seeded = await database.db.select().from(users);
    expect(seeded).toHaveLength(8);
    expect(seeded.every((user) => user.email.endsWith(`@${SEED_EMAIL_DOMAIN}`))).toBe(true);
    const saved = await database.db.select().from(matches);
    expect(saved).toHaveLength(6);
    const repository = matchesRepository(database.db);
    for (const match of saved) {
      expect(['completed', 'incomplete']).toContain(match.status);
      expectPlayingHours(match.startedAt as Date);
      const entries = await repository.entriesOf(match.id);
      const fold = foldMatchLog(match.rules, entries.map(fromEntryRecord) as never);
      expect(fold.state.score.setScores).toEqual(match.score.setScores);
      if (match.status === 'completed') expect(fold.state.score.isGameOver).toBe(true);
    }
    expect(await database.db.select().from(emailPreferences)).toHaveLength(8);
    // The e-mails a finish writes (added to a match) are kept as suppressed: nothing is sent.
    const mails = await database.db.select().from(emailOutbox);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((mail) => mail.status !== 'suppressed')).toEqual([]);
  });

  it('refuses a database with users of its own unless forced', async () => {
    await database.db.insert(users).values({ id: 'own', name: 'Ana', email: 'ana@example.com', emailVerified: true });
    const refused = await seed(database, config, { players: 4, matches: 1, bulk: false, force: false });
    expect(refused).toEqual({
      code: 1,
      message: 'The database has 1 users of its own; run with --force to add demo data anyway.',
    });
    expect(await database.db.select().from(users)).toHaveLength(9);
    expect((await seed(database, config, { players: 4, matches: 1, bulk: false, force: true })).code).toBe(0);
    expect(await database.db.select().from(users)).toHaveLength(13);
  });
});

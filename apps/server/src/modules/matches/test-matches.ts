/**
 * Test support for the matches routes: a valid configuration, log entries from patterns, and the
 * routes called through `app.inject` as a signed-in user.
 */
import { randomUUID } from 'node:crypto';
import type { GameConfig, MatchLogEntryInput, PutMatchRequest } from '@marcador/contracts';
import { sendAs, type TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** Epoch ms of the first entry of a test log; entries follow 20 s apart. */
export const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const STEP_MS = 20_000;

/** A fresh client id, as a device makes them. */
export const newId = () => randomUUID();

/** A padel doubles configuration; `overrides` replace top-level fields. */
export function gameConfig(overrides: Partial<GameConfig> = {}): GameConfig {
  return {
    isDoubles: true,
    team1: { name: 'Los Rápidos', color: 'green', players: ['Carlos Ruiz', 'Ana López'] },
    team2: { name: '', color: 'blue', players: ['Luis Pérez', ''] },
    invitedPlayers: [],
    club: null,
    sessionDuration: 60,
    tournament: null,
    ...overrides,
  };
}

/** The PUT body of a padel match with golden point, started at T0. */
export function matchBody(overrides: Partial<PutMatchRequest> = {}): PutMatchRequest {
  return {
    config: gameConfig(),
    rules: { sport: 'padel', deuce: 'golden', finalSet: 'full' },
    startedAt: T0,
    ...overrides,
  };
}

/** Builds a log with increasing seq numbers and times, as one device writes it. */
export class EntryLog {
  readonly entries: MatchLogEntryInput[] = [];

  private meta() {
    const n = this.entries.length;
    return { id: newId(), seq: n + 1, at: T0 + n * STEP_MS };
  }

  /** Points from a pattern: '1' for player1, '2' for player2. */
  points(pattern: string): this {
    for (const char of pattern) {
      if (char === '1' || char === '2') this.entries.push({ ...this.meta(), type: 'point_won', side: `player${char}` });
    }
    return this;
  }

  /** Love games: each '1' or '2' is four points in a row. */
  games(pattern: string): this {
    return this.points([...pattern].map((char) => char.repeat(4)).join(''));
  }

  /** Who serves from the next point: the team, and each team's player (0 or 1) for its next turn. */
  serve(server: 'player1' | 'player2', player1: 0 | 1 = 0, player2: 0 | 1 = 0): this {
    this.entries.push({ ...this.meta(), type: 'serve_order', server, player1, player2 });
    return this;
  }

  /** Undoes the entry `back` places from the end (1: the last one). */
  undo(back = 1): this {
    const target = this.entries[this.entries.length - back];
    if (!target) throw new Error('nothing to undo');
    this.entries.push({ ...this.meta(), type: 'undo', target: target.id });
    return this;
  }

  restart(): this {
    this.entries.push({ ...this.meta(), type: 'restart' });
    return this;
  }
}

/** Starts an entry log. */
export const entryLog = () => new EntryLog();

/** Calls the matches API as `user` (cookie, our Origin, a fresh client address). */
export function matchesApi(ctx: TestContext, user: TestUser) {
  const send = sendAs(ctx, user);
  return {
    put: (id: string, body: unknown = matchBody()) => send('PUT', `/api/matches/${id}`, body),
    append: (id: string, entries: readonly unknown[]) => send('POST', `/api/matches/${id}/entries`, { entries }),
    finish: (id: string, body: unknown) => send('POST', `/api/matches/${id}/finish`, body),
    get: (id: string) => send('GET', `/api/matches/${id}`),
    list: (query = '') => send('GET', `/api/matches${query}`),
    /** Creates a match and appends the entries; fails the test if either is refused. */
    async play(entries: readonly MatchLogEntryInput[] = [], body: unknown = matchBody(), id = newId()) {
      const created = await send('PUT', `/api/matches/${id}`, body);
      if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
      if (entries.length > 0) {
        const appended = await send('POST', `/api/matches/${id}/entries`, { entries });
        if (appended.statusCode !== 200) throw new Error(`append failed: ${appended.statusCode} ${appended.body}`);
      }
      return id;
    },
  };
}

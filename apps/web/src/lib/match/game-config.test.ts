import { putMatchRequestSchema } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiConfig, GAME_CONFIG_KEY, readGameConfig, type StoredGameConfig, writeGameConfig } from './game-config';
import { match } from './test-match-store';

/*
 * The hand-over from /setup (or the tournament flow) to /app: a configuration whose rules carry a
 * points race opens /app as a race and is sent to the server as one (decision 043).
 */

const stored = new Map<string, string>();
beforeAll(() => {
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
});
afterAll(() => vi.unstubAllGlobals());

const race = { sport: 'padel', deuce: 'golden', finalSet: 'full', race: { totalPoints: 21 } } as const;
/** The test store's match as /setup (or, later, the tournament flow) hands it over, with a race. */
const setUp: StoredGameConfig = {
  ...match.config,
  matchId: match.id,
  rules: race,
  isPadel: true,
  tournamentMode: false,
};

describe('the hand-over of a points race', () => {
  it('reads back the race the set-up wrote, and the API takes the match as it is', () => {
    writeGameConfig(setUp);
    const read = readGameConfig();
    expect(read?.rules).toEqual(race);
    expect(
      read && putMatchRequestSchema.safeParse({ config: apiConfig(read), rules: read.rules, startedAt: null }).success,
    ).toBe(true);
  });

  it('refuses a stored race out of bounds, so /app sends to /setup instead of scoring it', () => {
    stored.set(GAME_CONFIG_KEY, JSON.stringify({ ...setUp, rules: { ...race, race: { totalPoints: 3 } } }));
    expect(readGameConfig()).toBeNull();
  });
});

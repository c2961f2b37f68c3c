/**
 * Finishes for the statistics bench, in pairs of twins: the same match (players, rules, points, club)
 * saved twice by its owner, once with every seat an invited account (rated: the finish updates the
 * ratings and leaderboard) and once with the last seat a typed name (never rated: the same finish
 * without the rating update). Set-up and points go through the API before the timing; the finish
 * is timed alone, one request at a time, as a player saves a match.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MatchLogEntryInput, PutMatchRequest } from '@marcador/contracts';
import { matchSetup, playedPoints, type SeedSeat } from '../apps/server/src/cli/seed-data.ts';

/** A player who owns and saves the bench's matches: their seat, session cookie and client address. */
export interface Owner extends SeedSeat {
  cookie: string;
  address: string;
}

interface Prepared {
  owner: Owner;
  id: string;
  endedAt: number;
}

const POINT_MS = 20_000;

/** The requests of one match by `owner`, answered 2xx, else an error naming the request. */
function caller(url: string) {
  return async (owner: Owner, method: 'PUT' | 'POST', path: string, body: object) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        origin: url,
        cookie: owner.cookie,
        'content-type': 'application/json',
        'x-forwarded-for': owner.address,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  };
}

/**
 * `pairs` twins set up and played (not finished) on the app at `url`: owners from `owners` in turn,
 * the other seats from `seats`.
 */
export async function preparePairs(
  url: string,
  owners: readonly Owner[],
  seats: readonly SeedSeat[],
  pairs: number,
  random: () => number,
): Promise<Array<{ rated: Prepared; typed: Prepared }>> {
  const send = caller(url);
  const prepared: Array<{ rated: Prepared; typed: Prepared }> = [];
  for (let n = 0; n < pairs; n++) {
    const owner = owners[n % owners.length] as Owner;
    const others = () => seats[Math.floor(random() * seats.length)] as SeedSeat;
    const pick = (k: number) => {
      const chosen = new Map<string, SeedSeat>([[owner.id, owner]]);
      while (chosen.size < k) {
        const seat = others();
        chosen.set(seat.id, seat);
      }
      return [...chosen.values()];
    };
    const { rules, config, strength } = matchSetup(pick, random);
    const { sides } = playedPoints(rules, strength, random);
    const startedAt = Date.now() - (sides.length + 2) * POINT_MS;
    const entries: MatchLogEntryInput[] = sides.map((side, i) => ({
      id: randomUUID(),
      seq: i + 1,
      at: startedAt + (i + 1) * POINT_MS,
      type: 'point_won',
      side,
    }));
    const endedAt = startedAt + (sides.length + 1) * POINT_MS;
    const twin = async (body: PutMatchRequest): Promise<Prepared> => {
      const id = randomUUID();
      await send(owner, 'PUT', `/api/matches/${id}`, body);
      await send(owner, 'POST', `/api/matches/${id}/entries`, { entries });
      return { owner, id, endedAt };
    };
    const rated = await twin({ config, rules, startedAt });
    // The last seat's player is no longer invited: their name stays, typed, with no account behind it.
    const typed = await twin({
      config: { ...config, invitedPlayers: config.invitedPlayers.slice(0, -1) },
      rules,
      startedAt,
    });
    prepared.push({ rated, typed });
  }
  return prepared;
}

/** Finishes every pair, rated then typed in turns; each finish's time in ms, by kind. */
export async function finishPairs(url: string, pairs: ReadonlyArray<{ rated: Prepared; typed: Prepared }>) {
  const send = caller(url);
  const times = { rated: [] as number[], typed: [] as number[] };
  for (const [n, pair] of pairs.entries()) {
    // Each kind goes first in every other pair, so neither always follows the other.
    const order = n % 2 === 0 ? (['rated', 'typed'] as const) : (['typed', 'rated'] as const);
    for (const kind of order) {
      const { owner, id, endedAt } = pair[kind];
      const start = performance.now();
      await send(owner, 'POST', `/api/matches/${id}/finish`, { endedAt, reason: 'match_over', timeZone: 'UTC' });
      times[kind].push(performance.now() - start);
    }
  }
  return times;
}

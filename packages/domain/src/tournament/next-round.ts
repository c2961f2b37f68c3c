import { standingsFromIndexed } from './standings';
import type { DynamicFormat, TournamentMatch, TournamentRound } from './tournament-round';
import { courtsInUse, TournamentInputError, validateRosterNames, validateTournamentCourts } from './validate-players';
import type { IndexedRounds } from './validate-rounds';
import { indexRounds } from './validate-rounds';

/**
 * How the four players of a mexicano group (ranked 1st to 4th) are split into teams:
 * `1-4/2-3` (default) 1st+4th against 2nd+3rd, `1-3/2-4`, or `1-2/3-4`.
 */
export type MexicanoPairing = '1-4/2-3' | '1-3/2-4' | '1-2/3-4';

/** The pairings in the order amexicano prefers them when they repeat equally few partnerships. */
export const MEXICANO_PAIRINGS: readonly MexicanoPairing[] = ['1-4/2-3', '1-3/2-4', '1-2/3-4'];

/** Options of {@link nextRound}. */
export interface NextRoundOptions {
  /**
   * Mexicano: the pairing rule (default `1-4/2-3`). Amexicano: the pairing tried first among equally
   * fresh ones (default the order 1-4/2-3, 1-3/2-4, 1-2/3-4).
   */
  pairing?: MexicanoPairing;
  /**
   * Players who withdrew (roster.ts): never drawn again, but their played matches still count in the
   * standings that rank the others and in partnerships already played.
   */
  withdrawn?: string[];
}

/** Group positions (0-based, by rank) of team 1 and team 2 for each pairing. */
const SEATS: Record<MexicanoPairing, readonly [number, number, number, number]> = {
  '1-4/2-3': [0, 3, 1, 2],
  '1-3/2-4': [0, 2, 1, 3],
  '1-2/3-4': [0, 1, 2, 3],
};

/**
 * Draws the next mexicano or amexicano round (spec section 2; amexicano is defined in
 * docs/decisions/010-amexicano-format.md).
 *
 * - Ranking: with no rounds played, the order of `players` (a level or random order chosen by the
 *   organiser); afterwards the standings order of {@link tournamentStandings}.
 * - Resting (when the players are not a multiple of four, or there are too few courts): those who have
 *   rested least, then played most, then the lowest ranked; so in round 1 the last players of the list.
 * - The others form groups of four from the top of the ranking; group 1 plays on court 1.
 * - Mexicano pairs each group by `options.pairing`. Amexicano takes, of the three possible pairings,
 *   the one whose two partnerships occurred least often in earlier rounds (counting every earlier
 *   time); ties go to 1-4/2-3, then 1-3/2-4, then 1-2/3-4.
 *
 * `players` are those still in the tournament (a late player included); `options.withdrawn` those who
 * left (see {@link NextRoundOptions.withdrawn}). `played` are the earlier rounds, every match with its
 * score. Throws {@link TournamentInputError} for an invalid player list or courts, an unknown format
 * or pairing, or a played round with an unknown player, a player twice, or a missing or invalid score.
 */
export function nextRound(
  format: DynamicFormat,
  players: string[],
  courts: number,
  played: TournamentRound[],
  options: NextRoundOptions = {},
): TournamentRound {
  if (format !== 'mexicano' && format !== 'amexicano') {
    throw new TournamentInputError('invalid_format', `Unknown format "${String(format)}"; use mexicano or amexicano.`);
  }
  const preferred = options.pairing ?? '1-4/2-3';
  if (!MEXICANO_PAIRINGS.includes(preferred)) {
    throw new TournamentInputError(
      'invalid_format',
      `Unknown pairing "${String(preferred)}"; use 1-4/2-3, 1-3/2-4 or 1-2/3-4.`,
    );
  }
  // Withdrawn players take the indices after the players still in: index < n is a player still in.
  const everyone = validateRosterNames(players, options.withdrawn);
  validateTournamentCourts(courts);
  const rounds = indexRounds(everyone, played, { requireScores: true });
  const n = players.length;
  const used = courtsInUse(n, courts);

  const ranking =
    rounds.length === 0 ? players.map((_, i) => i) : rankByStandings(everyone, rounds).filter((p) => p < n);
  const rank = new Array<number>(n);
  ranking.forEach((player, position) => {
    rank[player] = position;
  });
  const resting = chooseResting(n, n - 4 * used, rounds, rank);
  const restingSet = new Set(resting);
  const active = ranking.filter((p) => !restingSet.has(p));

  const partnerCount = partnerCounts(everyone.length, rounds);
  const order = [preferred, ...MEXICANO_PAIRINGS.filter((p) => p !== preferred)];
  const matches: TournamentMatch[] = [];
  for (let court = 0; court < used; court++) {
    const group = active.slice(court * 4, court * 4 + 4) as [number, number, number, number];
    const pairing = format === 'mexicano' ? preferred : freshestPairing(group, order, partnerCount, everyone.length);
    const seats = SEATS[pairing].map((position) => group[position] as number);
    matches.push({
      court: court + 1,
      team1: [players[seats[0] as number] as string, players[seats[1] as number] as string],
      team2: [players[seats[2] as number] as string, players[seats[3] as number] as string],
    });
  }
  return {
    number: played.length + 1,
    matches,
    resting: resting.sort((a, b) => a - b).map((p) => players[p] as string),
  };
}

function rankByStandings(players: readonly string[], rounds: IndexedRounds): number[] {
  const indexByName = new Map(players.map((name, index) => [name, index]));
  return standingsFromIndexed(players, rounds).map((row) => indexByName.get(row.player) as number);
}

/**
 * The `count` players who sit out, of the `n` still in: fewest rests, then most matches, then lowest
 * rank. A round a late player was not in yet counts as a rest, so they are the last to sit out.
 */
function chooseResting(n: number, count: number, rounds: IndexedRounds, rank: readonly number[]): number[] {
  const games = new Array<number>(n).fill(0);
  for (const match of rounds.flat()) for (const p of match.players) if (p < n) games[p] = (games[p] as number) + 1;
  const rests = new Array<number>(n).fill(0);
  for (const round of rounds) {
    const playing = new Set(round.flatMap((match) => match.players));
    for (let p = 0; p < n; p++) if (!playing.has(p)) rests[p] = (rests[p] as number) + 1;
  }
  const byPriority = Array.from({ length: n }, (_, p) => p).sort(
    (a, b) =>
      (rests[a] as number) - (rests[b] as number) ||
      (games[b] as number) - (games[a] as number) ||
      (rank[b] as number) - (rank[a] as number),
  );
  return byPriority.slice(0, count);
}

function partnerCounts(n: number, rounds: IndexedRounds): Int32Array {
  const counts = new Int32Array(n * n);
  for (const match of rounds.flat()) {
    const [a, b, c, d] = match.players;
    counts[a * n + b] = (counts[a * n + b] as number) + 1;
    counts[b * n + a] = (counts[b * n + a] as number) + 1;
    counts[c * n + d] = (counts[c * n + d] as number) + 1;
    counts[d * n + c] = (counts[d * n + c] as number) + 1;
  }
  return counts;
}

/** Amexicano: the pairing whose partnerships were played least before; earlier in `order` wins ties. */
function freshestPairing(
  group: readonly [number, number, number, number],
  order: readonly MexicanoPairing[],
  partnerCount: Int32Array,
  n: number,
): MexicanoPairing {
  let best = order[0] as MexicanoPairing;
  let bestRepeats = Number.POSITIVE_INFINITY;
  for (const pairing of order) {
    const [a, b, c, d] = SEATS[pairing].map((position) => group[position] as number) as [
      number,
      number,
      number,
      number,
    ];
    const repeats = (partnerCount[a * n + b] as number) + (partnerCount[c * n + d] as number);
    if (repeats < bestRepeats) {
      best = pairing;
      bestRepeats = repeats;
    }
  }
  return best;
}

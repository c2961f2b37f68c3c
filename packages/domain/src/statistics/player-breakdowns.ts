import type { Sport } from '../scoring/rules';
import type { MatchOutcome, PlayerMatchRecord } from './player-match-record';
import type { Tally, WinLoss } from './tally';
import { addOutcome, emptyTally, winLoss } from './tally';

/** Results in one sport. */
export interface SportBreakdown extends WinLoss {
  readonly sport: Sport;
}

/** Results with a partner, against an opponent, or at a club. */
export interface GroupBreakdown extends WinLoss {
  /** The registered user or club id; null for a typed name (grouped by that name in lower case). */
  readonly id: string | null;
  /** The name of the newest match in the group. */
  readonly name: string;
}

/** The Premium breakdowns; each list by matches played, most first, then by name. */
export interface PlayerBreakdowns {
  readonly bySport: readonly SportBreakdown[];
  /** Registered partners by user id, typed ones by name in lower case. */
  readonly byPartner: readonly GroupBreakdown[];
  /** Registered opponents only (a typed name says too little to follow someone across matches). */
  readonly againstOpponents: readonly GroupBreakdown[];
  /** Registered clubs by id, typed ones by name in lower case. */
  readonly byClub: readonly GroupBreakdown[];
}

interface Group {
  readonly id: string | null;
  readonly name: string;
  readonly tally: Tally;
}

/** The key of a group: the id, or the typed name trimmed, with single spaces, in lower case. */
function groupKey(id: string | null, name: string): string {
  return id !== null ? `id:${id}` : `name:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

function count(groups: Map<string, Group>, id: string | null, name: string, outcome: MatchOutcome): void {
  const key = groupKey(id, name);
  let group = groups.get(key);
  if (group === undefined) {
    group = { id, name: name.trim(), tally: emptyTally() };
    groups.set(key, group);
  }
  addOutcome(group.tally, outcome);
}

function byPlayedThenName(a: GroupBreakdown, b: GroupBreakdown): number {
  if (a.played !== b.played) return b.played - a.played;
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

function rows(groups: Map<string, Group>): GroupBreakdown[] {
  return [...groups.values()].map((g) => ({ id: g.id, name: g.name, ...winLoss(g.tally) })).sort(byPlayedThenName);
}

/** The breakdowns of the counted records, given newest first (so each group is named as last seen). */
export function playerBreakdowns(newestFirst: readonly PlayerMatchRecord[]): PlayerBreakdowns {
  const sports = new Map<Sport, Tally>();
  const partners = new Map<string, Group>();
  const opponents = new Map<string, Group>();
  const clubs = new Map<string, Group>();
  for (const record of newestFirst) {
    const { outcome, partner, club } = record;
    let sport = sports.get(record.sport);
    if (sport === undefined) {
      sport = emptyTally();
      sports.set(record.sport, sport);
    }
    addOutcome(sport, outcome);
    if (partner !== null) count(partners, partner.userId, partner.name, outcome);
    for (const opponent of record.opponents) {
      if (opponent.userId !== null) count(opponents, opponent.userId, opponent.name, outcome);
    }
    if (club !== null) count(clubs, club.id, club.name, outcome);
  }
  const bySport = [...sports].map(([sport, tally]) => ({ sport, ...winLoss(tally) }));
  bySport.sort((a, b) => b.played - a.played || (a.sport < b.sport ? -1 : 1));
  return { bySport, byPartner: rows(partners), againstOpponents: rows(opponents), byClub: rows(clubs) };
}

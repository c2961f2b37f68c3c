import type { Sport } from '../scoring/rules';
import type { MatchOutcome, PlayerMatchRecord } from './player-match-record';
import type { Tally, WinLoss } from './tally';
import { addOutcome, emptyTally, winLoss } from './tally';

/**
 * How many groups a breakdown lists one by one; the rest are folded into one figure. Uncapped, a
 * player with 2,000 matches against ever-new opponents had thousands of rows: an answer of hundreds
 * of kilobytes and a table nobody reads (decision 037).
 */
export const BREAKDOWN_ROWS = 10;

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

/**
 * The groups a breakdown does not list, as one figure: the sums of their tallies and how many
 * groups they are. The sums are per group, so a match against two opponents left out counts twice.
 */
export interface OtherGroups extends WinLoss {
  readonly groups: number;
}

/** A breakdown's most played groups (at most BREAKDOWN_ROWS), and the rest folded (null when none are left). */
export interface GroupBreakdowns {
  readonly rows: readonly GroupBreakdown[];
  readonly others: OtherGroups | null;
}

/** The Premium breakdowns; each list by matches played, most first, then by name. */
export interface PlayerBreakdowns {
  readonly bySport: readonly SportBreakdown[];
  /** Registered partners by user id, typed ones by name in lower case. */
  readonly byPartner: GroupBreakdowns;
  /** Registered opponents only (a typed name says too little to follow someone across matches). */
  readonly againstOpponents: GroupBreakdowns;
  /** Registered clubs by id, typed ones by name in lower case. */
  readonly byClub: GroupBreakdowns;
}

interface Group {
  readonly id: string | null;
  readonly name: string;
  /** The name in lower case, the order's second key (computed once, not in every comparison). */
  readonly sortName: string;
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
    const trimmed = name.trim();
    group = { id, name: trimmed, sortName: trimmed.toLowerCase(), tally: emptyTally() };
    groups.set(key, group);
  }
  addOutcome(group.tally, outcome);
}

function byPlayedThenName(a: Group, b: Group): number {
  if (a.tally.played !== b.tally.played) return b.tally.played - a.tally.played;
  return a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0;
}

/** The most played groups as rows, the others summed into one tally. */
function capped(groups: Map<string, Group>): GroupBreakdowns {
  const sorted = [...groups.values()].sort(byPlayedThenName);
  const rows = sorted.slice(0, BREAKDOWN_ROWS).map((g) => ({ id: g.id, name: g.name, ...winLoss(g.tally) }));
  const left = sorted.slice(BREAKDOWN_ROWS);
  if (left.length === 0) return { rows, others: null };
  const sum = emptyTally();
  for (const { tally } of left) {
    sum.played += tally.played;
    sum.won += tally.won;
    sum.lost += tally.lost;
    sum.drawn += tally.drawn;
  }
  return { rows, others: { ...winLoss(sum), groups: left.length } };
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
  return { bySport, byPartner: capped(partners), againstOpponents: capped(opponents), byClub: capped(clubs) };
}

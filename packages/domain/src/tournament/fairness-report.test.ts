import { describe, expect, it } from 'vitest';
import { americanoSchedule } from './americano-schedule';
import { fairnessReport } from './fairness-report';
import type { TournamentRound } from './tournament-round';

const round = (
  number: number,
  team1: [string, string],
  team2: [string, string],
  resting: string[],
): TournamentRound => ({
  number,
  matches: [{ court: 1, team1, team2 }],
  resting,
});

describe('fairnessReport', () => {
  it('finds a whist tournament perfectly fair', () => {
    const players = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    const report = fairnessReport(players, americanoSchedule(players, 2));
    expect(report).toMatchObject({
      partnerRepeats: 0,
      maxPartnerCount: 1,
      pairsNeverPartnered: 0,
      opponentSpread: { min: 2, max: 2 },
      restSpread: { min: 0, max: 0 },
      consecutiveRests: 0,
    });
    for (const p of report.players)
      expect(p).toEqual({ player: p.player, matches: 7, rests: 0, partners: 7, opponents: 7 });
  });

  it('counts repeats, rests in a row and pairs that never partner', () => {
    const players = ['A', 'B', 'C', 'D', 'E'];
    const report = fairnessReport(players, [
      round(1, ['A', 'B'], ['C', 'D'], ['E']),
      round(2, ['A', 'B'], ['C', 'E'], ['D']),
      round(3, ['A', 'B'], ['C', 'D'], ['E']),
      round(4, ['A', 'C'], ['B', 'D'], ['E']),
    ]);
    expect(report.partnerRepeats).toBe(3); // A+B three times, C+D twice
    expect(report.maxPartnerCount).toBe(3);
    // Partnered: AB, CD, CE, AC, BD; never: AD, AE, BC, BE, DE.
    expect(report.pairsNeverPartnered).toBe(5);
    // B faces C in every round; C and E, D and E never meet.
    expect(report.opponentSpread).toEqual({ min: 0, max: 4 });
    expect(report.restSpread).toEqual({ min: 0, max: 3 });
    expect(report.consecutiveRests).toBe(1); // E rests rounds 3 and 4
    expect(report.players.find((p) => p.player === 'E')).toEqual({
      player: 'E',
      matches: 1,
      rests: 3,
      partners: 1,
      opponents: 2,
    });
  });

  it('rejects rounds with unknown players', () => {
    expect(() => fairnessReport(['A', 'B', 'C', 'D'], [round(1, ['A', 'B'], ['C', 'X'], [])])).toThrow(
      /"X" is not a player/,
    );
  });
});

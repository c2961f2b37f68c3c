import { describe, expect, it } from 'vitest';
import { replay } from '../scoring/apply-event';
import { matchStats } from '../scoring/match-stats';
import { playedSets } from '../scoring/played-sets';
import { log } from '../scoring/test-support';
import { finishedMatch } from './finished-match';
import { matchFingerprint } from './match-fingerprint';
import { playerMatchFacts } from './player-match-facts';

describe('finishedMatch', () => {
  it.each([
    ['a straight-sets win', {}, log().games('111111').games('222111111').events],
    ['a golden-point match ended by hand', { deuce: 'golden' as const }, log().games('2221').points('121212').events],
    ['a match with no points', {}, []],
  ])('gives what the hooks folded each on their own, for %s', (_, rules, events) => {
    const score = replay(rules, events).score;
    const teams = [
      ['ana', null],
      ['bea', 'carla'],
    ] as const;
    const finished = finishedMatch({ sport: 'padel', rules, events, score, teams });
    expect(finished.stats).toEqual(matchStats(rules, events));
    expect(finished.sides.player1).toEqual(playerMatchFacts(rules, events, 'player1'));
    expect(finished.sides.player2).toEqual(playerMatchFacts(rules, events, 'player2'));
    expect(finished.fingerprint).toBe(matchFingerprint({ sport: 'padel', teams, setScores: playedSets(score) }));
  });
});

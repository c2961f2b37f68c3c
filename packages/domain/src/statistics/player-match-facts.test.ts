import { describe, expect, it } from 'vitest';
import { log, STEP_MS } from '../scoring/test-support';
import { playerMatchFacts } from './player-match-facts';

describe('playerMatchFacts', () => {
  it('reads a straight-sets win from both sides', () => {
    const events = log().games('111111').games('222111111').events;
    const mine = playerMatchFacts({}, events, 'player1');
    const theirs = playerMatchFacts({}, events, 'player2');
    expect(mine.outcome).toBe('won');
    expect(theirs.outcome).toBe('lost');
    expect(mine.sets).toEqual([
      { own: 6, rival: 0 },
      { own: 6, rival: 3 },
    ]);
    expect(theirs.sets[1]).toEqual({ own: 3, rival: 6 });
    expect(mine.stats.points).toEqual({ own: 48, rival: 12 });
    expect(mine.stats.games).toEqual({ own: 12, rival: 3 });
    expect(mine.stats.sets).toEqual({ own: 2, rival: 0 });
    expect(theirs.stats.sets).toEqual({ own: 0, rival: 2 });
    expect(mine.stats.longestRun).toEqual({ own: 24, rival: 12 });
    expect(theirs.stats.longestRun).toEqual({ own: 12, rival: 24 });
    expect(mine.durationMs).toBe((events.length - 1) * STEP_MS);
  });

  it('counts set tie-breaks and the match tie-break apart', () => {
    const events = log().games('121212121212').points('2222222').games('111111').points('1111111111').events;
    const { stats } = playerMatchFacts({ finalSet: 'superTiebreak' }, events, 'player1');
    expect(stats.tiebreaks).toEqual({ own: 0, rival: 1 });
    expect(stats.superTiebreaks).toEqual({ own: 1, rival: 0 });
    expect(stats.sets).toEqual({ own: 2, rival: 1 });
  });

  it('counts deciding points played, and those won by the player’s team', () => {
    const events = log().points('1112221').points('1112222').points('1112222').events;
    const { stats } = playerMatchFacts({ deuce: 'golden' }, events, 'player2');
    expect(stats.decidingPoints).toEqual({ won: 2, played: 3 });
  });

  const lostFirstSet = () => log().games('222222111111');
  it.each([
    ['won after losing the first set', lostFirstSet().games('111111'), {}, 'player1', true],
    ['lost after winning the first set (the loser)', lostFirstSet().games('111111'), {}, 'player2', false],
    ['won in straight sets', log().games('111111111111'), {}, 'player1', false],
    [
      'won the match tie-break after losing the first set',
      lostFirstSet().points('1111111111'),
      { finalSet: 'superTiebreak' },
      'player1',
      true,
    ],
  ] as const)('marks a comeback when the player %s', (_, played, rules, side, comeback) => {
    expect(playerMatchFacts(rules, played.events, side).stats.comeback).toBe(comeback);
  });

  it.each([
    ['trailed 1-4, ended by hand ahead 5-4', '212221111', true],
    ['trailed 0-2, ended by hand ahead 4-2', '221111', false],
    ['trailed 1-4 and stayed behind', '21222', false],
  ])('in a match of one set, marks a comeback when the player %s', (_, pattern, comeback) => {
    expect(playerMatchFacts({}, log().games(pattern).events, 'player1').stats.comeback).toBe(comeback);
  });

  it('counts a one-set match finished 6-3 after trailing 0-3 as a comeback, before a second set starts', () => {
    const events = log().games('222111111').events;
    const facts = playerMatchFacts({}, events, 'player1');
    expect(facts.sets).toEqual([{ own: 6, rival: 3 }]);
    expect(facts.stats.comeback).toBe(true);
  });

  it('calls equal totals when ended by hand a draw, and no comeback', () => {
    const facts = playerMatchFacts({}, log().games('2221').points('12').events, 'player1');
    expect(facts.outcome).toBe('lost');
    const draw = playerMatchFacts({}, log().games('222111').events, 'player1');
    expect(draw.outcome).toBe('draw');
    expect(draw.stats.comeback).toBe(false);
  });

  it('reads the serve from the player’s side when the log chose a server, and leaves it out otherwise', () => {
    const served = playerMatchFacts({}, log().serve('player1').games('12').events, 'player2');
    expect(served.stats.serve?.serviceGames).toEqual({ won: 1, played: 1 });
    expect(served.stats.serve?.breaks).toEqual({ won: 0, played: 1 });
    expect(served.stats.serve?.returnPoints).toEqual({ won: 0, played: 4 });
    expect(playerMatchFacts({}, log().games('12').events, 'player2').stats).not.toHaveProperty('serve');
  });

  it('is empty for an empty log', () => {
    const facts = playerMatchFacts({}, [], 'player1');
    expect(facts.outcome).toBe('draw');
    expect(facts.sets).toEqual([]);
    expect(facts.stats.points).toEqual({ own: 0, rival: 0 });
    expect(facts.stats.comeback).toBe(false);
  });
});

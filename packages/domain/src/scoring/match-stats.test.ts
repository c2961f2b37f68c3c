import { describe, expect, it } from 'vitest';
import { matchStats } from './match-stats';
import { log, STEP_MS, T0 } from './test-support';

describe('matchStats', () => {
  it('is empty for an empty log', () => {
    expect(matchStats({}, [])).toEqual({
      points: { player1: 0, player2: 0 },
      pointsBySet: [],
      games: { player1: 0, player2: 0 },
      longestRun: { player1: 0, player2: 0 },
      sets: { player1: 0, player2: 0 },
      serve: {
        servePoints: { played: { player1: 0, player2: 0 }, won: { player1: 0, player2: 0 } },
        serviceGames: { played: { player1: 0, player2: 0 }, won: { player1: 0, player2: 0 } },
        breakPoints: { played: { player1: 0, player2: 0 }, won: { player1: 0, player2: 0 } },
      },
      tiebreaksWon: { player1: 0, player2: 0 },
      superTiebreaksWon: { player1: 0, player2: 0 },
      openingSetLead: { player1: 0, player2: 0 },
      decidingPointsPlayed: 0,
      decidingPointsWon: { player1: 0, player2: 0 },
      momentum: [],
      durationMs: 0,
    });
  });

  it('counts points, momentum and runs', () => {
    const stats = matchStats({}, log().points('11211122').events);
    expect(stats.points).toEqual({ player1: 5, player2: 3 });
    expect(stats.momentum).toEqual([1, 2, 1, 2, 3, 4, 3, 2]);
    expect(stats.longestRun).toEqual({ player1: 3, player2: 2 });
    expect(stats.games).toEqual({ player1: 1, player2: 0 });
  });

  it('splits points by set, and keeps a set abandoned with next_set apart', () => {
    const events = log().games('111111').points('1222').nextSet().points('21').events;
    const stats = matchStats({}, events);
    expect(stats.pointsBySet).toEqual([
      { set: 1, player1: 24, player2: 0 },
      { set: 2, player1: 1, player2: 3 },
      { set: 3, player1: 1, player2: 1 },
    ]);
  });

  it('counts games including the tie-break that decides a set, consistent with the set scores', () => {
    const stats = matchStats({}, log().games('121212121212').points('1111111').games('222222').events);
    expect(stats.games).toEqual({ player1: 7, player2: 12 });
    expect(stats.tiebreaksWon).toEqual({ player1: 1, player2: 0 });
  });

  it('counts the match tie-break as a tie-break won', () => {
    const events = log().games('111111222222').points('2222222222').events;
    const stats = matchStats({ finalSet: 'superTiebreak' }, events);
    expect(stats.tiebreaksWon).toEqual({ player1: 0, player2: 1 });
    expect(stats.games).toEqual({ player1: 6, player2: 7 });
  });

  it('counts sets won, the match tie-break included', () => {
    const events = log().games('111111222222').points('1111111111').events;
    expect(matchStats({ finalSet: 'superTiebreak' }, events).sets).toEqual({ player1: 2, player2: 1 });
    expect(matchStats({}, log().games('1111112').events).sets).toEqual({ player1: 1, player2: 0 });
  });

  it('keeps the match tie-break apart from the set tie-breaks', () => {
    const events = log().games('121212121212').points('2222222').games('111111').points('1111111111').events;
    const stats = matchStats({ finalSet: 'superTiebreak' }, events);
    expect(stats.tiebreaksWon).toEqual({ player1: 1, player2: 1 });
    expect(stats.superTiebreaksWon).toEqual({ player1: 1, player2: 0 });
  });

  it.each([
    ['a set won 6-4 after trailing 1-4', '2122211111', { player1: 2, player2: 3 }],
    ['the set in play when none was finished', '22212', { player1: 0, player2: 3 }],
    ['only the first set, not the second', '111111222222', { player1: 6, player2: 0 }],
  ])('measures the largest lead in games of the opening set: %s', (_, pattern, lead) => {
    expect(matchStats({}, log().games(pattern).events).openingSetLead).toEqual(lead);
  });

  it('does not take a set abandoned with next_set for the opening set', () => {
    const events = log().games('2222').nextSet().games('1').events;
    expect(matchStats({}, events).openingSetLead).toEqual({ player1: 1, player2: 0 });
  });

  it('counts golden points played and won', () => {
    const events = log().points('1112221').points('1112222').points('1111').events;
    const stats = matchStats({ deuce: 'golden' }, events);
    expect(stats.decidingPointsPlayed).toBe(2);
    expect(stats.decidingPointsWon).toEqual({ player1: 1, player2: 1 });
  });

  it('counts only the star point, not the deuces before it', () => {
    const stats = matchStats({ deuce: 'star' }, log().points('11122212122').events);
    expect(stats.decidingPointsPlayed).toBe(1);
    expect(stats.decidingPointsWon).toEqual({ player1: 0, player2: 1 });
  });

  it('follows a golden-point switch during the match', () => {
    const events = log().points('111222').rules({ deuce: 'golden' }).points('2').events;
    expect(matchStats({}, events).decidingPointsWon).toEqual({ player1: 0, player2: 1 });
  });

  it('ignores points after the end of the match, in counts and duration', () => {
    const finished = log().games('111111111111');
    const stats = matchStats({}, log().games('111111111111').points('2222').events);
    expect(stats).toEqual(matchStats({}, finished.events));
    expect(stats.points).toEqual({ player1: 48, player2: 0 });
    expect(stats.longestRun.player1).toBe(48);
    expect(stats.durationMs).toBe(47 * STEP_MS);
  });

  it('measures duration from the first to the last event', () => {
    const events = log().swap().points('12').events;
    expect(matchStats({}, events).durationMs).toBe(2 * STEP_MS);
    expect(events[0]?.at).toBe(T0);
  });
});

describe('serve statistics', () => {
  it('counts service points, games held and broken, and break points', () => {
    // A1 serves game 1 and holds from 0-40 (three break points saved); B serves game 2 and is broken to love.
    const events = log().serve('player1').points('22211111').points('1111').events;
    const { serve } = matchStats({}, events);
    expect(serve.servePoints).toEqual({ played: { player1: 8, player2: 4 }, won: { player1: 5, player2: 0 } });
    expect(serve.serviceGames).toEqual({ played: { player1: 1, player2: 1 }, won: { player1: 1, player2: 0 } });
    // player2 had three (0-40, 15-40, 30-40), none converted; player1 one, at 40-0 on B's serve, converted.
    expect(serve.breakPoints).toEqual({ played: { player1: 1, player2: 3 }, won: { player1: 1, player2: 0 } });
  });

  it('counts nothing of the serve when no server was chosen', () => {
    const { serve } = matchStats({}, log().games('1212').events);
    expect(serve.servePoints.played).toEqual({ player1: 0, player2: 0 });
    expect(serve.breakPoints.played).toEqual({ player1: 0, player2: 0 });
  });

  it('counts tie-break points on serve but no service game for the tie-break', () => {
    const events = log().serve('player1').games('121212121212').points('1111111').events;
    const { serve } = matchStats({}, events);
    expect(serve.serviceGames.played).toEqual({ player1: 6, player2: 6 });
    expect(serve.servePoints.played.player1 + serve.servePoints.played.player2).toBe(12 * 4 + 7);
  });
});

import { gameConfigSchema, matchRulesSchema, type TournamentDetail } from '@marcador/contracts';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '../../lib/match/game-config';
import { buildGameConfig, initialDraft, parseSetupFlags } from './setup-model';
import { flaggedTournamentMatch, tournamentMatchDraft } from './tournament-match';

const player = (name: string) => ({ id: `p-${name}`, name });
const tournamentMatch = (id: string, court: number, status: 'pending' | 'playing' | 'completed') => ({
  id,
  roundNumber: 2,
  court,
  status,
  teamA: [player('Ana'), player('Bea')],
  teamB: [player('Carla'), player('Dani')],
  scoreA: null,
  scoreB: null,
  unplayed: false,
  completedAt: null,
  revision: 0,
});
const detail = {
  tournament: { id: 't-1', pointsPerMatch: 24 },
  rounds: [
    { number: 1, matches: [tournamentMatch('m-done', 1, 'completed')], resting: [] },
    { number: 2, matches: [tournamentMatch('m-next', 2, 'pending')], resting: [] },
  ],
} as unknown as TournamentDetail;

describe('/setup opened from a tournament match', () => {
  it.each([
    ['fromTournament=true&tournamentId=t-1&matchId=m-next', { tournamentId: 't-1', matchId: 'm-next' }],
    ['tournament=true&tournamentId=t-1&matchId=m-next', { tournamentId: 't-1', matchId: 'm-next' }],
    ['fromTournament=true&tournament=true&tournamentId=t-1', null],
    ['tournamentId=t-1&matchId=m-next', null],
  ])('the flags %s name %o', (query, expected) => {
    expect(flaggedTournamentMatch(parseSetupFlags(new URLSearchParams(query)))).toEqual(expected);
  });

  it("prefills padel doubles, team A as team 1, team B as team 2, keeping the draft's colours", () => {
    const draft = {
      ...initialDraft(),
      sport: 'tennis' as const,
      isDoubles: false,
      team1: { name: 'Old', color: 'red' as const, players: ['X', 'Y'] as [string, string] },
      invites: [{ email: 'eva@example.com', name: 'Eva', position: 'team2_1' as const }],
      club: { name: 'Club', courtName: '', address: '', sessionDuration: '', description: '' },
    };
    const lookup = tournamentMatchDraft(detail, 'm-next', draft);
    expect(lookup).toEqual({
      kind: 'ready',
      ref: { tournamentId: 't-1', matchId: 'm-next', round: 2, totalPoints: 24 },
      draft: expect.objectContaining({
        sport: 'padel',
        isDoubles: true,
        team1: { name: 'Ana / Bea', color: 'red', players: ['Ana', 'Bea'] },
        team2: { name: 'Carla / Dani', color: 'blue', players: ['Carla', 'Dani'] },
        invites: [],
        club: null,
      }),
    });
  });

  it('cuts a team name past the 40 characters the field holds', () => {
    const long = 'N'.repeat(30);
    const withLongNames = structuredClone(detail);
    const match = withLongNames.rounds[1]?.matches[0];
    if (match) match.teamA = [player(long), player(long)];
    const lookup = tournamentMatchDraft(withLongNames, 'm-next', initialDraft());
    const name = lookup.kind === 'ready' ? lookup.draft.team1.name : '';
    expect(name).toHaveLength(40);
    expect(name.endsWith('…')).toBe(true);
  });

  it('a played match, or one no longer in the tournament, cannot be scored', () => {
    expect(tournamentMatchDraft(detail, 'm-done', initialDraft())).toEqual({ kind: 'completed' });
    expect(tournamentMatchDraft(detail, 'm-gone', initialDraft())).toEqual({ kind: 'missing' });
  });

  it('hands /app a race to the points per match that keeps the tournament reference', () => {
    const lookup = tournamentMatchDraft(detail, 'm-next', initialDraft());
    if (lookup.kind !== 'ready') throw new Error('expected the match');
    const config = buildGameConfig(lookup.draft, lookup.ref, 'match-0001');
    expect(config.rules).toEqual({ sport: 'padel', deuce: 'advantage', finalSet: 'full', race: { totalPoints: 24 } });
    expect(config.tournament).toEqual({ tournamentId: 't-1', matchId: 'm-next', round: 2 });
    expect(config.tournamentMode).toBe(true);
    expect(config.team1.players).toEqual(['Ana', 'Bea']);
    expect(matchRulesSchema.safeParse(config.rules).success).toBe(true);
    expect(gameConfigSchema.safeParse(apiConfig(config)).success).toBe(true);
  });
});

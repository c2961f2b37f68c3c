import { gameConfigSchema, putMatchRequestSchema } from '@marcador/contracts';
import { matchUpFormatCode, parseMatchUpFormat, type Sport } from '@marcador/domain';
import { describe, expect, it } from 'vitest';
import { apiConfig } from '../../lib/match/game-config';
import { sessionClubDraft } from '../../lib/match/session-hand-over';
import {
  buildGameConfig,
  canAddInvite,
  draftRules,
  type InvitePosition,
  initialDraft,
  restoreDraft,
  setupIssues,
} from './setup-model';

function parsed(code: string, sport: Sport) {
  const result = parseMatchUpFormat(code, sport);
  if (!result.ok) throw new Error(`${code}: ${result.error}`);
  return result.rules;
}

describe('set-up', () => {
  it('the default draft builds a configuration the API accepts', () => {
    const config = buildGameConfig(initialDraft(), null, 'match-0001');
    expect(gameConfigSchema.safeParse(apiConfig(config)).success).toBe(true);
    expect(
      putMatchRequestSchema.safeParse({ config: apiConfig(config), rules: config.rules, startedAt: null }).success,
    ).toBe(true);
    expect(config).toMatchObject({ matchId: 'match-0001', isPadel: true, tournamentMode: false, club: null });
  });

  it('singles keep one player a team', () => {
    const config = buildGameConfig({ ...initialDraft(), isDoubles: false }, null, 'match-0002');
    expect(config.team1.players).toHaveLength(1);
  });

  it('puts the whole format in the rules, for tennis as for padel', () => {
    const fast4 = parsed('SET3-S:4NOAD/TB5@3-F:TB10', 'tennis');
    const config = buildGameConfig(initialDraft(fast4), null, 'match-0002');
    expect(config.isPadel).toBe(false);
    expect(config.rules).toEqual({
      sport: 'tennis',
      deuce: 'golden',
      finalSet: 'superTiebreak',
      setGames: 4,
      tiebreak: { to: 5, at: 3 },
    });
    expect(matchUpFormatCode(config.rules)).toBe('SET3-S:4NOAD/TB5@3-F:TB10');
    expect(
      putMatchRequestSchema.safeParse({ config: apiConfig(config), rules: config.rules, startedAt: null }).success,
    ).toBe(true);
  });

  it('a tournament match plays its race, the format beside it as before', () => {
    const ref = { tournamentId: 't-1', matchId: 'm-1', round: 2, totalPoints: 21 };
    const config = buildGameConfig(initialDraft(), ref, 'match-0004');
    expect(config.rules).toEqual({ sport: 'padel', deuce: 'advantage', finalSet: 'full', race: { totalPoints: 21 } });
  });

  it('at most 3 invited players in doubles, each in a free place; in singles only the rival', () => {
    const at = (position: InvitePosition) => ({ email: 'a@b.co', name: 'A', position });
    expect(canAddInvite([at('team1_2'), at('team2_1')], true)).toBe(true);
    expect(canAddInvite([at('team1_2'), at('team2_1'), at('team2_2')], true)).toBe(false);
    expect(canAddInvite([], false)).toBe(true);
    expect(canAddInvite([at('team2_1')], false)).toBe(false);
  });

  it.each<[string, boolean, InvitePosition[], Record<string, string>]>([
    ['doubles: the three free places', true, ['team1_2', 'team2_1', 'team2_2'], {}],
    ['singles: the rival', false, ['team2_1'], {}],
    [
      'singles: a doubles place left from before the switch',
      false,
      ['team2_1', 'team2_2'],
      { 'invites.1.position': 'setup.invites.positionTaken' },
    ],
    [
      'doubles: a place held twice',
      true,
      ['team2_1', 'team2_1'],
      { 'invites.1.position': 'setup.invites.positionTaken' },
    ],
    ["doubles: the scorer's place", true, ['team1_1'], { 'invites.0.position': 'setup.invites.positionTaken' }],
  ])('invite places, %s', (_case, isDoubles, positions, issues) => {
    const invites = positions.map((position) => ({ email: 'a@b.co', name: 'A', position }));
    expect(setupIssues({ ...initialDraft(), isDoubles, invites })).toEqual(issues);
  });

  it('a club needs its name; minutes must be 5 to 600; invite e-mails must look like e-mails', () => {
    const club = { name: ' ', courtName: '', address: '', sessionDuration: '3', description: '' };
    const invites = [{ email: 'nope', name: '', position: 'team2_1' as const }];
    expect(setupIssues({ ...initialDraft(), club, invites })).toEqual({
      'club.name': 'setup.club.nameRequired',
      'club.sessionDuration': 'setup.club.minutesInvalid',
      'invites.0.email': 'setup.invites.emailInvalid',
    });
  });

  it('a club with minutes sets the session length', () => {
    const club = { name: 'Club Norte', courtName: '3', address: '', sessionDuration: '90', description: '' };
    const config = buildGameConfig({ ...initialDraft(), club }, null, 'match-0003');
    expect(config.sessionDuration).toBe(90);
    expect(config.club).toMatchObject({ name: 'Club Norte', courtName: '3', sessionDuration: 90 });
    expect(config.tournament).toBeNull();
    expect(config.rules.race).toBeUndefined();
    expect(gameConfigSchema.safeParse(apiConfig(config)).success).toBe(true);
  });
});

describe('the draft kept for the round trip to the contacts', () => {
  it("takes a started court session's club as the venue's, and plays its minutes left", () => {
    const club = {
      id: 'venue-1',
      name: 'Club Norte',
      address: 'Calle Mayor 1',
      courtName: 'Pista 2',
      sessionDuration: 47,
    };
    const draft = restoreDraft({ ...initialDraft(), club: sessionClubDraft(club) });
    expect(draft.club).toMatchObject({ id: 'venue-1', courtName: 'Pista 2', venueCourts: ['Pista 2'] });
    const config = buildGameConfig(draft, null, 'match-0003');
    expect(config.club).toMatchObject({ id: 'venue-1', name: 'Club Norte', courtName: 'Pista 2', sessionDuration: 47 });
    expect(config.sessionDuration).toBe(47);
    expect(gameConfigSchema.safeParse(apiConfig(config)).success).toBe(true);
  });

  it('comes back as it was written, an invitee by account included, and builds its configuration', () => {
    const draft = {
      ...initialDraft(),
      sport: 'tennis' as const,
      team1: { name: 'Los Rápidos', color: 'red' as const, players: ['Ana', 'Luis'] as [string, string] },
      skillLevel: 'avanzado',
      invites: [
        { email: 'eva@example.com', name: 'Eva', position: 'team2_1' as const },
        { email: '', name: 'Luis', position: 'team1_2' as const, userId: 'user-luis' },
      ],
      club: { name: 'Club Norte', courtName: '3', address: '', sessionDuration: '90', description: '' },
    };
    const restored = restoreDraft(JSON.parse(JSON.stringify(draft)));
    expect(restored).toEqual(draft);
    expect(setupIssues(restored)).toEqual({});
    const config = buildGameConfig(restored, null, 'match-0003');
    expect(config.invitedPlayers).toEqual([
      { email: 'eva@example.com', name: 'Eva', position: 'team2_1' },
      { userId: 'user-luis', name: 'Luis', position: 'team1_2' },
    ]);
    expect(gameConfigSchema.safeParse(apiConfig(config)).success).toBe(true);
  });

  it('falls back field by field on what the form cannot hold', () => {
    const restored = restoreDraft({
      sport: 'golf',
      isDoubles: 'yes',
      team1: { color: 'black', players: [1] },
      club: 3,
    });
    expect(restored).toEqual(initialDraft());
    expect(restoreDraft('nonsense')).toEqual(initialDraft());
  });

  it("keeps a format the engine plays, with the draft's sport", () => {
    const draft = initialDraft(parsed('SET5-S:6/TB7-G:TN3D', 'tennis'));
    const restored = restoreDraft(JSON.parse(JSON.stringify(draft)));
    expect(matchUpFormatCode(draftRules(restored))).toBe('SET5-S:6/TB7-G:TN3D');
    expect(draftRules(restored).sport).toBe('tennis');
  });

  it('a stored format the engine cannot play, or a race, gives the starting format', () => {
    const start = initialDraft(parsed('SET1-S:6/TB7', 'padel'));
    for (const format of [
      { deuce: 'silver', finalSet: 'full' },
      { deuce: 'advantage', finalSet: 'full', bestOf: 7 },
      { deuce: 'advantage', finalSet: 'full', setGames: 4, tiebreak: { to: 7, at: 2 } },
      { deuce: 'advantage', finalSet: 'full', race: { totalPoints: 21 } },
      'SET3-S:6/TB7',
      null,
    ])
      expect(restoreDraft({ sport: 'padel', format }, start).format).toEqual(start.format);
  });
});

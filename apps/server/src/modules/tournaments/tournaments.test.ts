import { randomUUID } from 'node:crypto';
import type { TournamentDetail } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { notificationsRepository } from '../notifications/notifications.repository';
import { decodeUserEvent, USER_EVENTS_CHANNEL, type UserEvent } from '../realtime/user-events';
import { accountPlayer, playerNames, tournamentSetUp, tournamentsApi } from './test-tournaments';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TOURNAMENTS_ENABLED: 'true' } });
});
afterAll(() => ctx.close());

async function organiser() {
  const user = await createUser(ctx);
  return { ...user, api: tournamentsApi(ctx, user) };
}

/** Creates a tournament (201 expected) and answers it. */
async function created(api: ReturnType<typeof tournamentsApi>, body: unknown): Promise<TournamentDetail> {
  const response = await api.create(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const matchesOf = (detail: TournamentDetail) => detail.rounds.flatMap((round) => round.matches);
const namesIn = (detail: TournamentDetail, roundNumber: number) =>
  (detail.rounds[roundNumber - 1]?.matches ?? []).flatMap((m) => [...m.teamA, ...m.teamB].map((p) => p.name));

describe('creating and reading', () => {
  it('creates an americano with its whole schedule, and reads it, lists it and finds it active', async () => {
    const ana = await organiser();
    const detail = await created(ana.api, tournamentSetUp());
    // 8 players on 2 courts: the whist tournament, 7 rounds of 2 matches, nobody resting.
    expect(detail.tournament).toMatchObject({
      name: 'Torneo del viernes',
      status: 'active',
      format: 'americano',
      sport: 'padel',
      currentRound: 1,
      totalRounds: 7,
      pointsPerMatch: 21,
      courts: 2,
      organiserId: ana.id,
      canManage: true,
    });
    expect(detail.rounds.map((round) => round.matches.length)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(detail.tournament.currentMatchId).toBe(detail.rounds[0]?.matches[0]?.id);
    expect(detail.players.map((p) => p.name)).toEqual(playerNames(8));
    expect(detail.standings).toHaveLength(8);
    expect(detail.standings.every((line) => line.matchesPlayed === 0)).toBe(true);

    expect((await ana.api.read(detail.tournament.id)).json()).toEqual(detail);
    const act = await ana.api.active();
    expect(act.statusCode, act.body).toBe(200);
    expect(act.json().tournament.tournament.id).toBe(detail.tournament.id);
    const list = (await ana.api.list()).json();
    expect(list).toEqual({ tournaments: [expect.objectContaining({ id: detail.tournament.id })], hasMore: false });
  });

  it('lists newest first, paged after the last one seen', async () => {
    const ana = await organiser();
    const ids: string[] = [];
    for (const name of ['Uno', 'Dos', 'Tres'])
      ids.push((await created(ana.api, tournamentSetUp({ name }))).tournament.id);
    const first = (await ana.api.list('?limit=2')).json();
    expect(first.tournaments.map((t: { name: string }) => t.name)).toEqual(['Tres', 'Dos']);
    expect(first.hasMore).toBe(true);
    const second = (await ana.api.list(`?limit=2&after=${ids[1]}`)).json();
    expect(second).toEqual({ tournaments: [expect.objectContaining({ name: 'Uno' })], hasMore: false });
  });

  it('previews a schedule with its fairness figures and saves nothing', async () => {
    const ana = await organiser();
    const preview = await ana.api.preview(tournamentSetUp({ players: playerNames(9).map((name) => ({ name })) }));
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    // 9 players on 2 courts: a whist tournament of 9 rounds, one player resting each round.
    expect(body).toMatchObject({ format: 'americano', totalRounds: 9, courtsInUse: 2 });
    expect(body.rounds).toHaveLength(9);
    expect(body.rounds.every((round: { resting: string[] }) => round.resting.length === 1)).toBe(true);
    expect(body.fairness).toMatchObject({ partnerRepeats: 0, restSpread: { min: 1, max: 1 } });
    const mexicano = (await ana.api.preview(tournamentSetUp({ format: 'mexicano' }))).json();
    expect(mexicano.rounds).toHaveLength(1);
    expect((await ana.api.list()).json().tournaments).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['three players', tournamentSetUp({ players: playerNames(3).map((name) => ({ name })) }), 'too_few_players'],
    [
      'a blank player',
      tournamentSetUp({ players: [...playerNames(4), '  '].map((name) => ({ name })) }),
      'invalid_player_name',
    ],
    [
      'a repeated player',
      tournamentSetUp({ players: [...playerNames(4), ' ana '].map((name) => ({ name })) }),
      'duplicate_player',
    ],
    [
      'an unknown account',
      tournamentSetUp({
        players: [
          { name: 'Ana', userId: 'nadie' },
          ...playerNames(4)
            .slice(1)
            .map((name) => ({ name })),
        ],
      }),
      'unknown_user',
    ],
    ['an unknown venue', tournamentSetUp({ venueId: randomUUID() }), 'unknown_venue'],
    ['an empty name', tournamentSetUp({ name: '  ' }), 'validation_failed'],
    ['3 points a match', tournamentSetUp({ pointsPerMatch: 3 }), 'validation_failed'],
    ['no courts', tournamentSetUp({ courts: 0 }), 'validation_failed'],
    ['an unknown format', { ...tournamentSetUp(), format: 'liga' }, 'validation_failed'],
    ['players that are not a list', { ...tournamentSetUp(), players: 'Ana, Bea' }, 'validation_failed'],
    ['no body', undefined, 'validation_failed'],
  ])('refuses %s with 400 %s', async (_case, body, code) => {
    const ana = await organiser();
    for (const response of [await ana.api.create(body), await ana.api.preview(body)]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
  });
});

describe('who may read and change', () => {
  it('lets its players with accounts read it (403 to change), admins change it, and hides it from anyone else', async () => {
    const ana = await organiser();
    const bea = await organiser();
    const stranger = await organiser();
    const admin = await createUser(ctx, { roles: ['admin'] });
    const setUp = tournamentSetUp();
    setUp.players[1] = await accountPlayer(ctx, ana, bea, 'Bea');
    const { tournament } = await created(ana.api, setUp);

    const asPlayer = await bea.api.read(tournament.id);
    expect(asPlayer.statusCode).toBe(200);
    expect(asPlayer.json().tournament.canManage).toBe(false);
    expect((await bea.api.act(tournament.id, 'pause')).json().error.code).toBe('forbidden');
    expect((await bea.api.act(tournament.id, 'pause')).statusCode).toBe(403);
    // Not in it: the same 404 as a tournament that never existed; and it is not in their list.
    for (const response of [await stranger.api.read(tournament.id), await stranger.api.act(tournament.id, 'finish')])
      expect(response.statusCode).toBe(404);
    expect((await stranger.api.read(randomUUID())).statusCode).toBe(404);
    expect((await bea.api.list()).json().tournaments).toEqual([]);

    const paused = await tournamentsApi(ctx, admin).act(tournament.id, 'pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json().tournament).toMatchObject({ status: 'paused', canManage: true });
  });

  it("takes the organiser's own account and their connections', never a stranger's", async () => {
    const ana = await organiser();
    const bea = await organiser();
    const stranger = await organiser();
    const withStranger = tournamentSetUp();
    withStranger.players[2] = { name: 'Carlos', userId: stranger.id };
    for (const response of [await ana.api.create(withStranger), await ana.api.preview(withStranger)]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.code).toBe('unknown_user');
    }

    const setUp = tournamentSetUp();
    setUp.players[0] = { name: 'Ana', userId: ana.id };
    setUp.players[1] = await accountPlayer(ctx, ana, bea, 'Bea');
    const { tournament } = await created(ana.api, setUp);
    const late = await ana.api.addPlayer(tournament.id, { name: 'Zoe', userId: stranger.id });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().error.code).toBe('unknown_user');
    expect((await stranger.api.read(tournament.id)).statusCode).toBe(404);
    const connected = await ana.api.addPlayer(tournament.id, await accountPlayer(ctx, ana, stranger, 'Zoe'));
    expect(connected.statusCode, connected.body).toBe(200);
    expect((await stranger.api.read(tournament.id)).statusCode).toBe(200);
  });
});

describe('results', () => {
  it('applies a result id once, refuses a stale correction and a reused id, and ranks the standings', async () => {
    const ana = await organiser();
    const detail = await created(ana.api, tournamentSetUp());
    const id = detail.tournament.id;
    const [first, second] = matchesOf(detail);
    if (!first || !second) throw new Error('no matches');
    const resultId = randomUUID();

    const entered = await ana.api.result(id, first.id, { scoreA: 13, scoreB: 8, resultId, baseRevision: 0 });
    expect(entered.statusCode, entered.body).toBe(200);
    const after = entered.json() as TournamentDetail;
    expect(matchesOf(after)[0]).toMatchObject({ status: 'completed', scoreA: 13, scoreB: 8, revision: 1 });
    // The same result again (a phone syncing twice): nothing changes, even with other figures.
    const again = await ana.api.result(id, first.id, { scoreA: 1, scoreB: 1, resultId, baseRevision: 0 });
    expect(again.statusCode).toBe(200);
    expect(matchesOf(again.json())[0]).toMatchObject({ scoreA: 13, scoreB: 8, revision: 1 });
    // A correction made from revision 0 after revision 1: refused rather than lost silently.
    const stale = await ana.api.result(id, first.id, { scoreA: 11, scoreB: 10, baseRevision: 0 });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'stale_result']);
    const reused = await ana.api.result(id, second.id, { scoreA: 11, scoreB: 10, resultId });
    expect([reused.statusCode, reused.json().error.code]).toEqual([409, 'result_id_reused']);
    const over = await ana.api.result(id, second.id, { scoreA: 20, scoreB: 2 });
    expect([over.statusCode, over.json().error.code]).toEqual([400, 'score_over_points']);
    // A correction from the revision it saw: applied, revision 2.
    const corrected = (await ana.api.result(id, first.id, { scoreA: 15, scoreB: 6, baseRevision: 1 })).json();
    expect(matchesOf(corrected)[0]).toMatchObject({ scoreA: 15, scoreB: 6, revision: 2 });

    const winners = first.teamA.map((p) => p.name).sort();
    expect(
      corrected.standings
        .slice(0, 2)
        .map((line: { player: { name: string } }) => line.player.name)
        .sort(),
    ).toEqual(winners);
    expect(corrected.standings[0]).toMatchObject({ matchesPlayed: 1, wins: 1, pointDifference: 9 });
    expect(corrected.tournament.currentMatchId).toBe(second.id);
  });

  it('draws the next mexicano round from the standings when the last result of a round is entered', async () => {
    const ana = await organiser();
    const detail = await created(ana.api, tournamentSetUp({ format: 'mexicano', rounds: 3 }));
    expect(detail.rounds).toHaveLength(1);
    const [court1, court2] = matchesOf(detail);
    if (!court1 || !court2) throw new Error('no matches');
    await ana.api.result(detail.tournament.id, court1.id, { scoreA: 11, scoreB: 10 });
    const next = (await ana.api.result(detail.tournament.id, court2.id, { scoreA: 16, scoreB: 5 })).json();
    expect(next.rounds).toHaveLength(2);
    expect(next.tournament.currentRound).toBe(2);
    // Group 1 of round 2 is the top four of the standings.
    const topFour = next.standings.slice(0, 4).map((line: { player: { name: string } }) => line.player.name);
    expect(namesIn(next, 2).slice(0, 4).sort()).toEqual(topFour.sort());
  });
});

describe('the life of a tournament', () => {
  it('pauses, resumes and finishes: open matches completed with their score or 0-0 unplayed', async () => {
    const ana = await organiser();
    const detail = await created(ana.api, tournamentSetUp());
    const id = detail.tournament.id;
    const [scored, playing] = matchesOf(detail);
    if (!scored || !playing) throw new Error('no matches');
    await ana.api.result(id, scored.id, { scoreA: 12, scoreB: 9 });
    expect((await ana.api.start(id, playing.id)).json().tournament.currentMatchId).toBe(playing.id);
    expect((await ana.api.act(id, 'pause')).json().tournament.status).toBe('paused');
    expect((await ana.api.act(id, 'resume')).json().tournament.status).toBe('active');

    const finished = (await ana.api.act(id, 'finish')).json() as TournamentDetail;
    expect(finished.tournament.status).toBe('completed');
    const matches = matchesOf(finished);
    expect(matches.every((m) => m.status === 'completed' && m.completedAt !== null)).toBe(true);
    expect(matches[0]).toMatchObject({ scoreA: 12, scoreB: 9, unplayed: false });
    expect(matches.slice(1).every((m) => m.scoreA === 0 && m.scoreB === 0 && m.unplayed)).toBe(true);
    // Only the match played counts: 4 players with one match, the rest with none.
    expect(finished.standings.filter((line) => line.matchesPlayed === 1)).toHaveLength(4);
    expect((await ana.api.active()).json()).toEqual({ tournament: null });
    const refused = await ana.api.act(id, 'pause');
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'tournament_completed']);
    expect((await ana.api.act(id, 'finish')).statusCode).toBe(200);
  });

  it('re-plans the rounds after the one in play for a late player and a withdrawal, keeping results', async () => {
    const ana = await organiser();
    const detail = await created(ana.api, tournamentSetUp());
    const id = detail.tournament.id;
    for (const match of detail.rounds[0]?.matches ?? []) await ana.api.result(id, match.id, { scoreA: 11, scoreB: 10 });

    const late = await ana.api.addPlayer(id, { name: 'Zoe' });
    expect(late.statusCode, late.body).toBe(200);
    const withZoe = late.json() as TournamentDetail;
    expect(withZoe.rounds).toHaveLength(7);
    // Round 1, played, is kept as it was with its results.
    const roundOne = withZoe.rounds[0]?.matches ?? [];
    expect(roundOne.map((m) => m.id)).toEqual(detail.rounds[0]?.matches.map((m) => m.id));
    expect(roundOne.every((m) => m.status === 'completed' && m.scoreA === 11)).toBe(true);
    expect(withZoe.players.at(-1)).toMatchObject({ name: 'Zoe', late: true, withdrawn: false });
    // Zoe plays from round 2, which nobody had started (she "rested" round 1, so she plays first).
    expect(namesIn(withZoe, 2)).toContain('Zoe');
    expect((await ana.api.addPlayer(id, { name: 'zoe ' })).json().error.code).toBe('duplicate_player');

    const ana1 = withZoe.players[0];
    if (!ana1) throw new Error('no players');
    const without = (await ana.api.withdraw(id, ana1.id)).json() as TournamentDetail;
    expect(without.players[0]).toMatchObject({ name: 'Ana', withdrawn: true });
    for (let round = 2; round <= 7; round++) expect(namesIn(without, round)).not.toContain('Ana');
    // Ana keeps her place in the standings with what she played.
    expect(without.standings.find((line) => line.player.name === 'Ana')).toMatchObject({
      matchesPlayed: 1,
      withdrawn: true,
    });
    const again = await ana.api.withdraw(id, ana1.id);
    expect([again.statusCode, again.json().error.code]).toEqual([400, 'unknown_player']);
  });

  it('redraws a mexicano round nobody has started for a late player', async () => {
    const ana = await organiser();
    const detail = await created(ana.api, tournamentSetUp({ format: 'mexicano' }));
    const withZoe = (await ana.api.addPlayer(detail.tournament.id, { name: 'Zoe' })).json() as TournamentDetail;
    // Round 1 drawn again for 9 players: the last of the list sits out.
    expect(withZoe.rounds).toHaveLength(1);
    expect(withZoe.rounds[0]?.resting.map((p) => p.name)).toEqual(['Zoe']);
    expect(withZoe.rounds[0]?.matches.map((m) => m.id)).not.toContain(detail.rounds[0]?.matches[0]?.id);
  });
});

describe('live and notified', () => {
  it('announces each change to the organiser and its players with accounts, and tells them a round starts', async () => {
    const ana = await organiser();
    const bea = await organiser();
    const heard: UserEvent[] = [];
    const stop = await ctx.database.listen(USER_EVENTS_CHANNEL, (payload) => {
      const event = decodeUserEvent(payload);
      if (event?.kind === 'tournament') heard.push(event);
    });
    try {
      const setUp = tournamentSetUp({ name: 'Liga de otoño', format: 'mexicano', rounds: 2 });
      setUp.players[1] = await accountPlayer(ctx, ana, bea, 'Bea');
      const detail = await created(ana.api, setUp);
      const id = detail.tournament.id;
      await vi.waitFor(() =>
        expect(heard.map((e) => [e.userId, e.created]).sort()).toEqual(
          [
            [ana.id, [id]],
            [bea.id, [id]],
          ].sort(),
        ),
      );
      const round = async () =>
        (await notificationsRepository(ctx.database.db).latest(bea.id)).filter((n) => n.kind === 'tournament_round');
      const courtOfBea = (d: TournamentDetail, n: number) =>
        d.rounds[n - 1]?.matches.find((m) => [...m.teamA, ...m.teamB].some((p) => p.name === 'Bea'))?.court;
      expect(await round()).toEqual([
        expect.objectContaining({
          title: 'Empieza la ronda 1',
          message: `Liga de otoño: juegas en la pista ${courtOfBea(detail, 1)}.`,
          link: `/tournament-rotation?tournamentId=${id}&name=Liga+de+oto%C3%B1o`,
        }),
      ]);

      heard.length = 0;
      const [first, second] = matchesOf(detail);
      if (!first || !second) throw new Error('no matches');
      await ana.api.result(id, first.id, { scoreA: 11, scoreB: 10 });
      await vi.waitFor(() => expect(heard.filter((e) => e.changed.includes(id))).toHaveLength(2));
      // Round 1 is not over yet: nothing new to tell; its last result starts round 2.
      expect(await round()).toHaveLength(1);
      const next = (await ana.api.result(id, second.id, { scoreA: 12, scoreB: 9 })).json() as TournamentDetail;
      expect((await round()).map((n) => n.title)).toEqual(['Empieza la ronda 2', 'Empieza la ronda 1']);
      expect((await round())[0]?.message).toBe(`Liga de otoño: juegas en la pista ${courtOfBea(next, 2)}.`);
    } finally {
      await stop();
    }
  });
});

describe('with TOURNAMENTS_ENABLED off', () => {
  it('answers every tournament route 404 in our error shape', async () => {
    const off = await createTestApp();
    try {
      const user = await createUser(off);
      const api = tournamentsApi(off, user);
      const responses = [
        await api.list(),
        await api.create(tournamentSetUp()),
        await api.read(randomUUID()),
        await api.send('POST', `/api/tournaments/${randomUUID()}/spectator-link`),
        await off.app.inject({ method: 'GET', url: `/api/public/tournaments/${'A'.repeat(32)}` }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    } finally {
      await off.close();
    }
  });
});

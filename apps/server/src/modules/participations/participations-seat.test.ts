import type { GameConfig, Participation } from '@marcador/contracts';
import { DEFAULT_TEAM_NAMES, resultFor, seatOf, seenFrom, sideNames, withScorer } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi } from '../matches/test-matches';
import { manualFinish } from './test-participations';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (user: TestUser, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie }, remoteAddress: nextIp() });

/** `creator` scores `config` with `points` ('1' team 1, '2' team 2) and ends it by hand. */
async function played(creator: TestUser, config: GameConfig, points: string): Promise<string> {
  const api = matchesApi(ctx, creator);
  const id = await api.play(entryLog().points(points).entries, matchBody({ config }));
  const finished = await api.finish(id, manualFinish);
  expect(finished.statusCode, finished.body).toBe(200);
  return id;
}

/** The user's participation in match `id`, from the list and from the match's own answer (which must agree). */
async function participationIn(user: TestUser, id: string) {
  const list = await get(user, '/api/participations');
  expect(list.statusCode, list.body).toBe(200);
  const item = (list.json().participations as Participation[]).find((participation) => participation.match.id === id);
  const detail = await get(user, `/api/participations/${id}`);
  expect(detail.statusCode, detail.body).toBe(200);
  expect(detail.json().seat).toBe(item?.seat);
  return item;
}

describe('a participation is read from the invitee’s place', () => {
  it('a singles rival on team 2: their place, the scorer as the rival, and the win as theirs', async () => {
    const ana = await createUser(ctx, { form: { firstName: 'Ana', lastName: 'Ruiz' } });
    const bea = await createUser(ctx);
    const config = gameConfig({
      isDoubles: false,
      team1: { name: '', color: 'green', players: [''] },
      team2: { name: '', color: 'blue', players: [''] },
      invitedPlayers: [{ email: bea.email, name: 'Bea', position: 'team2_1' }],
    });
    // Team 2 leads when the match is ended by hand: Bea won.
    const id = await played(ana, config, '2221');
    const participation = await participationIn(bea, id);
    expect(participation).toMatchObject({ seat: 'team2_1', match: { result: 'player2' } });
    if (!participation?.seat) throw new Error('no seat');
    const seat = seatOf(participation.seat);
    if (!seat) throw new Error(`not a place: ${participation.seat}`);
    // What her history shows (the web applies the same domain rules to this answer).
    const seen = withScorer(participation.match.config, participation.creatorName);
    expect(sideNames(seen, DEFAULT_TEAM_NAMES.es)).toEqual({ player1: participation.creatorName, player2: 'Bea' });
    expect(seenFrom(seen, seat, DEFAULT_TEAM_NAMES.es)).toEqual({
      side: 'player2',
      partner: '',
      rivals: participation.creatorName,
    });
    expect(participation.creatorName).toContain('Ana');
    expect(resultFor(participation.match.result, seat.side)).toBe('won');
  });

  it('a doubles rival on team 2: their second place beside a typed partner, and the loss as theirs', async () => {
    const ana = await createUser(ctx);
    const bea = await createUser(ctx);
    const config = gameConfig({
      team1: { name: 'Leones', color: 'green', players: ['Ana', 'Carla'] },
      team2: { name: '', color: 'blue', players: ['Dani', ''] },
      invitedPlayers: [{ email: bea.email, name: 'Bea', position: 'team2_2' }],
    });
    const id = await played(ana, config, '1112');
    const participation = await participationIn(bea, id);
    expect(participation).toMatchObject({ seat: 'team2_2', match: { result: 'player1' } });
    const seat = seatOf(participation?.seat ?? '');
    if (!participation || !seat) throw new Error('no place');
    expect(seenFrom(participation.match.config, seat, DEFAULT_TEAM_NAMES.es)).toEqual({
      side: 'player2',
      partner: 'Dani',
      rivals: 'Leones',
    });
    expect(resultFor(participation.match.result, seat.side)).toBe('lost');
  });
});

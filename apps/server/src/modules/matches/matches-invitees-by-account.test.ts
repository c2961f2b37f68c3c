import type { GameConfig } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { outboxRepository } from '../mail/outbox.repository';
import { networkRepository } from '../network/network.repository';
import { networkApi } from '../network/test-network';
import { matchesRepository } from './matches.repository';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Plays a point as `owner` with these invitees and ends the match by hand; its id. */
async function finishWith(owner: TestUser, invitedPlayers: GameConfig['invitedPlayers']) {
  const api = matchesApi(ctx, owner);
  const id = await api.play(entryLog().points('1').entries, matchBody({ config: gameConfig({ invitedPlayers }) }));
  const finished = await api.finish(id, { reason: 'manual', endedAt: T0 + 3_600_000 });
  expect(finished.statusCode, finished.body).toBe(200);
  return id;
}

const participants = async (matchId: string) =>
  (await matchesRepository(ctx.database.db).participantsOf(matchId)).filter((row) => row.role === 'participant');

describe('an invitee by account (decision 031)', () => {
  it("seats a connection as a participant, who then sees the match on the creator's page", async () => {
    const ana = await createUser(ctx);
    const luis = await createUser(ctx);
    await networkRepository(ctx.database.db).connect(ana.id, luis.id);
    const id = await finishWith(ana, [{ userId: luis.id, name: 'Luis', position: 'team2_1' }]);

    expect(await participants(id)).toMatchObject([{ userId: luis.id, playerName: 'Luis', playerEmail: luis.email }]);
    const page = (await networkApi(ctx, luis).player(ana.id)).json();
    expect(page).toMatchObject({ matchesTogether: 1, recent: [{ matchId: id, side: 'opponent' }] });
    // Luis has an account: no invitation e-mail.
    const mails = await outboxRepository(ctx.database.db).latest(1000);
    expect(mails.filter((mail) => mail.to === luis.email && mail.template === 'post-match-invite')).toEqual([]);
  });

  it('counts a player who is not a connection (or no longer) as a name only: no participant, no e-mail', async () => {
    const ana = await createUser(ctx);
    const stranger = await createUser(ctx);
    const id = await finishWith(ana, [{ userId: stranger.id, name: 'Eva', position: 'team2_2' }]);
    expect(await participants(id)).toEqual([]);
    const log = await matchesRepository(ctx.database.db).sessionLogOf(id);
    expect(log?.players).toContainEqual({ name: 'Eva', user_id: null, team: 2, position: 2, inNetwork: false });
    const mails = await outboxRepository(ctx.database.db).latest(1000);
    expect(mails.filter((mail) => mail.to === stranger.email && mail.template === 'post-match-invite')).toEqual([]);
  });

  it('keeps the saved matches of both shapes readable, and refuses an invitee with both or neither', async () => {
    const ana = await createUser(ctx);
    const api = matchesApi(ctx, ana);
    const invitedPlayers = [
      { email: 'eva@example.com', name: 'Eva', position: 'team2_1' as const },
      { userId: 'someone', name: 'Luis', position: 'team1_2' as const },
    ];
    const id = await api.play([], matchBody({ config: gameConfig({ invitedPlayers }) }));
    expect((await api.get(id)).json().match.config.invitedPlayers).toEqual(invitedPlayers);
    for (const invitee of [
      { email: 'eva@example.com', userId: 'someone', name: 'Eva', position: 'team2_1' },
      { name: 'Eva', position: 'team2_1' },
      { userId: '', name: 'Eva', position: 'team2_1' },
    ]) {
      const refused = await api.put(id, matchBody({ config: gameConfig({ invitedPlayers: [invitee as never] }) }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
  });
});

/** Test support for participations: a match another player keeps and finishes with the user invited. */
import type { TestUser } from '../../test-accounts';
import type { createTestApp } from '../../test-app';
import { entryLog, gameConfig, matchBody, matchesApi, T0 } from '../matches/test-matches';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** The finish of a match ended by hand, an hour after T0. */
export const manualFinish = { reason: 'manual', endedAt: T0 + 3_600_000 } as const;

/**
 * `creator` creates a padel match inviting `invitee` by e-mail (rival team), plays a few points and
 * ends it by hand; fails the test if any step is refused. Answers the match id.
 */
export async function playedWith(ctx: TestContext, creator: TestUser, invitee: TestUser): Promise<string> {
  const invitedPlayers = [{ email: invitee.email, name: 'Bea Invitada', position: 'team2_1' as const }];
  const api = matchesApi(ctx, creator);
  const id = await api.play(entryLog().points('1121').entries, matchBody({ config: gameConfig({ invitedPlayers }) }));
  const finished = await api.finish(id, manualFinish);
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.statusCode} ${finished.body}`);
  return id;
}

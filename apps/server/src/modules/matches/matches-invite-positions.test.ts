import type { InvitePosition } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { gameConfig, matchBody, matchesApi, newId } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
});
afterAll(() => ctx.close());

const body = (isDoubles: boolean, position: InvitePosition) =>
  matchBody({
    config: gameConfig({
      isDoubles,
      team1: { name: '', color: 'green', players: isDoubles ? ['', ''] : [''] },
      team2: { name: '', color: 'blue', players: isDoubles ? ['', ''] : [''] },
      invitedPlayers: [{ email: 'rival@example.com', name: 'Rival', position }],
    }),
  });

describe('an invitee holds a place the game type has', () => {
  it.each<[string, boolean, InvitePosition]>([
    ["singles: team 1's second player", false, 'team1_2'],
    ["singles: team 2's second player", false, 'team2_2'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_case, isDoubles, position) => {
    const api = matchesApi(ctx, user);
    const id = newId();
    const refused = await api.put(id, body(isDoubles, position));
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { 'config.invitedPlayers': expect.stringContaining('position the game type does not have') },
      },
    });
    expect((await api.get(id)).statusCode).toBe(404);
  });

  it.each<[string, boolean, InvitePosition]>([
    ['singles: the rival', false, 'team2_1'],
    ['singles: a player scored for by someone else', false, 'team1_1'],
    ["doubles: the scorer's partner", true, 'team1_2'],
    ["doubles: team 2's second player", true, 'team2_2'],
  ])('accepts %s', async (_case, isDoubles, position) => {
    const created = await matchesApi(ctx, user).put(newId(), body(isDoubles, position));
    expect(created.statusCode, created.body).toBe(201);
  });
});

import type { GameConfig } from '@marcador/contracts';
import { INVITATIONS_PER_RECIPIENT_PER_DAY, INVITATIONS_PER_USER_PER_DAY } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { outboxRepository } from '../mail/outbox.repository';
import { type EntryLog, entryLog, gameConfig, matchBody, matchesApi, T0 } from './test-matches';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Outbox rows of post-match invitations whose address starts with `prefix`. */
const invitationsTo = async (prefix: string) =>
  (await outboxRepository(ctx.database.db).latest(1000)).filter(
    (row) => row.template === 'post-match-invite' && row.to.startsWith(prefix),
  );

const invitees = (...emails: string[]): GameConfig['invitedPlayers'] =>
  emails.map((email, i) => ({
    email,
    name: `Invitado ${i + 1}`,
    position: (['team1_2', 'team2_1', 'team2_2'] as const)[i] ?? 'team2_2',
  }));

/** Plays `log` as `user` with these invitees, then ends the match by hand. */
async function finishWith(user: TestUser, log: EntryLog, invited: GameConfig['invitedPlayers'], config = gameConfig()) {
  const api = matchesApi(ctx, user);
  const id = await api.play(log.entries, matchBody({ config: { ...config, invitedPlayers: invited } }));
  const res = await api.finish(id, { reason: 'manual', endedAt: T0 + 3_600_000 });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().match.status).toBe('completed');
  return id;
}

const patchProfile = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/profile', payload, headers: { cookie: user.cookie, origin: ORIGIN } });

describe('post-match invitations: points played', () => {
  it.each<[string, () => EntryLog]>([
    ['no point scored', () => entryLog()],
    ['its only point undone', () => entryLog().points('1').undo()],
    ['its points voided by a restart', () => entryLog().points('12').restart()],
  ])('sends none for a match with %s, which still completes', async (label, log) => {
    const tag = label.split(' ').join('-');
    await finishWith(await createUser(ctx), log(), invitees(`none.${tag}@example.com`));
    expect(await invitationsTo(`none.${tag}@`)).toEqual([]);
  });

  it('sends them for a match with one point played', async () => {
    await finishWith(await createUser(ctx), entryLog().points('1'), invitees('one.point@example.com'));
    expect(await invitationsTo('one.point@')).toHaveLength(1);
  });
});

describe('post-match invitations: daily limits', () => {
  it(`sends one user at most ${INVITATIONS_PER_USER_PER_DAY} a day; the matches complete all the same`, async () => {
    const user = await createUser(ctx);
    for (let match = 0; match < 8; match++) {
      const emails = [1, 2, 3].map((n) => `busy.${match}.${n}@example.com`);
      await finishWith(user, entryLog().points('1'), invitees(...emails));
    }
    expect(await invitationsTo('busy.')).toHaveLength(INVITATIONS_PER_USER_PER_DAY);
  });

  it(`sends one address at most ${INVITATIONS_PER_RECIPIENT_PER_DAY} a day, whoever sends them`, async () => {
    for (const user of [await createUser(ctx), await createUser(ctx)]) {
      for (let match = 0; match < 3; match++) {
        await finishWith(user, entryLog().points('1'), invitees('popular@example.com'));
      }
    }
    expect(await invitationsTo('popular@')).toHaveLength(INVITATIONS_PER_RECIPIENT_PER_DAY);
  });
});

describe('post-match invitations: names', () => {
  it('names the sender as the profile says now, not as at sign-up', async () => {
    const user = await createUser(ctx, { form: { firstName: 'Carlos', lastName: 'Ruiz' } });
    expect((await patchProfile(user, { firstName: 'Juan', lastName: 'Pérez' })).statusCode).toBe(200);
    await finishWith(user, entryLog().points('1'), invitees('renamed@example.com'));
    const [mail] = await invitationsTo('renamed@');
    expect(mail?.subject).toBe('Tu partido con Juan Pérez está en Marcador');
    expect(mail?.text).toContain('Juan Pérez registró en Marcador');
  });

  it('keeps control and bidi characters out of the subject and the names in the body', async () => {
    const user = await createUser(ctx);
    const res = await patchProfile(user, { firstName: 'Visit \u202Eelpmaxe.live\u202C', lastName: 'now\u2066' });
    expect(res.statusCode, res.body).toBe(200);
    const config = gameConfig({ team2: { name: '', color: 'blue', players: ['Luis\u202E Pérez', 'Bcc\u2028x'] } });
    await finishWith(user, entryLog().points('1'), invitees('bidi@example.com'), config);
    const [mail] = await invitationsTo('bidi@');
    expect(mail?.subject).toBe('Tu partido con Visit elpmaxe.live now está en Marcador');
    expect(mail?.text).toContain('Luis Pérez, Bcc x');
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u2028]/);
    }
  });
});

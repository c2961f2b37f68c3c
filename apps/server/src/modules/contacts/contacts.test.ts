import { FREE_SAVED_CONTACTS_LIMIT } from '@marcador/contracts';
import { PLAYER_NAME_MAX_LENGTH, type Role } from '@marcador/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { contactsRepository } from './contacts.repository';
import { contactsApi } from './test-contacts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function player(options: { premium?: boolean; roles?: Role[] } = {}) {
  const user = await createUser(ctx, options);
  return { ...user, api: contactsApi(ctx, user), english: contactsApi(ctx, user, 'en') };
}

/** Saves `count` contacts for `user` straight through the repository. */
async function fill(user: TestUser, count: number) {
  const contacts = contactsRepository(ctx.database.db);
  for (let i = 0; i < count; i++)
    await contacts.insert(user.id, { name: `Contacto ${i}`, email: `c${i}.${user.id}@example.com` });
}

describe('saving contacts', () => {
  it('saves a contact (201), lists them by name, accents and case aside, and says which have an account', async () => {
    const ana = await player();
    const luis = await player();
    // Addresses nobody signed up with (other tests' users are in the same database).
    const saved = await ana.api.add({ name: '  Zoe Martín ', email: ` Zoe.${ana.id}@Example.COM ` });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      contact: { name: 'Zoe Martín', email: `zoe.${ana.id.toLowerCase()}@example.com`, registered: false },
      summary: { count: 1, limit: FREE_SAVED_CONTACTS_LIMIT },
    });
    await ana.api.add({ name: 'Álvaro', email: `alvaro.${ana.id}@example.com` });
    await ana.api.add({ name: 'luis', email: luis.email.toUpperCase() });
    const list = (await ana.api.list()).json();
    expect(list.contacts.map((c: { name: string }) => c.name)).toEqual(['Álvaro', 'luis', 'Zoe Martín']);
    expect(list.contacts.map((c: { registered: boolean }) => c.registered)).toEqual([false, true, false]);
    // What the owner typed, and never the account's id.
    expect(Object.keys(list.contacts[1]).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'registered']);
    expect(list.summary).toEqual({ count: 3, limit: FREE_SAVED_CONTACTS_LIMIT });
  });

  it('answers an address already saved with that contact, unchanged (200), also at the limit', async () => {
    const ana = await player();
    const first = (await ana.api.add({ name: 'Eva', email: 'eva@example.com' })).json().contact;
    await fill(ana, FREE_SAVED_CONTACTS_LIMIT - 1);
    const again = await ana.api.add({ name: 'Eva Otra', email: 'EVA@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      contact: first,
      summary: { count: FREE_SAVED_CONTACTS_LIMIT, limit: FREE_SAVED_CONTACTS_LIMIT },
    });
  });

  it("refuses the owner's own address (400 self_contact, in their language)", async () => {
    const ana = await player();
    const refused = await ana.api.add({ name: 'Yo', email: ana.email.toUpperCase() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'self_contact',
      message: 'Ese es tu propio email: no hace falta guardarte como contacto.',
    });
    expect((await ana.english.add({ name: 'Me', email: ana.email })).json().error.message).toBe(
      "That is your own email: you don't need to save yourself as a contact.",
    );
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['a blank name', { name: '   ', email: 'a@example.com' }],
    ['a long name', { name: 'n'.repeat(PLAYER_NAME_MAX_LENGTH + 1), email: 'a@example.com' }],
    ['no e-mail', { name: 'Ana' }],
    ['a broken e-mail', { name: 'Ana', email: 'ana@example' }],
    ['a long e-mail', { name: 'Ana', email: `${'a'.repeat(250)}@example.com` }],
    ['an e-mail that is not text', { name: 'Ana', email: 7 }],
    ['an unknown field', { name: 'Ana', email: 'a@example.com', userId: 'x' }],
    ['an array', [{ name: 'Ana', email: 'a@example.com' }]],
  ])('refuses %s with a 400 JSON error', async (_label, body) => {
    const ana = await player();
    const refused = await ana.api.add(body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
  });
});

describe(`the free plan's ${FREE_SAVED_CONTACTS_LIMIT} saved contacts`, () => {
  it('refuses one more (403 saved_contacts_limit, in the language asked); deleting one makes room', async () => {
    const ana = await player();
    await fill(ana, FREE_SAVED_CONTACTS_LIMIT);
    const refused = await ana.api.add({ name: 'Una más', email: 'una.mas@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'saved_contacts_limit',
      message: `El plan gratuito permite guardar hasta ${FREE_SAVED_CONTACTS_LIMIT} contactos. Con Premium puedes guardar todos los que quieras.`,
    });
    const english = await ana.english.add({ name: 'One more', email: 'one.more@example.com' });
    expect(english.json().error.message).toBe(
      `The free plan lets you save up to ${FREE_SAVED_CONTACTS_LIMIT} contacts. With Premium you can save as many as you like.`,
    );
    const [first] = (await ana.api.list()).json().contacts;
    expect((await ana.api.remove(first.id)).json()).toEqual({
      summary: { count: FREE_SAVED_CONTACTS_LIMIT - 1, limit: FREE_SAVED_CONTACTS_LIMIT },
    });
    expect((await ana.api.add({ name: 'Una más', email: 'una.mas@example.com' })).statusCode).toBe(201);
  });

  it('lets two adds racing at one place left make the limit and one refusal, never one more', async () => {
    const ana = await player();
    await fill(ana, FREE_SAVED_CONTACTS_LIMIT - 1);
    const answers = await Promise.all(
      ['raza.1', 'raza.2', 'raza.3'].map((name) => ana.api.add({ name, email: `${name}@example.com` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
    expect((await ana.api.list()).json().summary.count).toBe(FREE_SAVED_CONTACTS_LIMIT);
  });

  it.each<[string, { premium?: boolean; roles?: Role[] }]>([
    ['Premium', { premium: true }],
    ['an admin', { roles: ['admin'] }],
  ])('does not limit %s', async (_label, plan) => {
    const unlimited = await player(plan);
    await fill(unlimited, FREE_SAVED_CONTACTS_LIMIT);
    const saved = await unlimited.api.add({ name: 'Una más', email: 'una.mas@example.com' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().summary).toEqual({ count: FREE_SAVED_CONTACTS_LIMIT + 1, limit: null });
  });
});

describe('changing and deleting contacts', () => {
  it('renames a contact and changes its address, not to another contact’s nor to the owner’s', async () => {
    const ana = await player();
    const eva = (await ana.api.add({ name: 'Eva', email: 'eva@example.com' })).json().contact;
    await ana.api.add({ name: 'Luis', email: 'luis@example.com' });
    const renamed = await ana.api.change(eva.id, { name: 'Eva Ruiz', email: 'EVA.RUIZ@example.com' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().contact).toMatchObject({ id: eva.id, name: 'Eva Ruiz', email: 'eva.ruiz@example.com' });
    // Its own address again changes nothing.
    expect((await ana.api.change(eva.id, { email: 'eva.ruiz@example.com' })).statusCode).toBe(200);
    const taken = await ana.api.change(eva.id, { email: 'luis@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'contact_exists',
      message: 'Ya tienes otro contacto con ese email.',
    });
    expect((await ana.api.change(eva.id, { email: ana.email })).json().error.code).toBe('self_contact');
    for (const body of [{}, { name: '' }, { email: 'x' }, { name: 'Eva', color: 'red' }]) {
      expect((await ana.api.change(eva.id, body)).statusCode).toBe(400);
    }
  });

  it("answers another user's contact, a deleted one and an id that is not one with 404", async () => {
    const ana = await player();
    const luis = await player();
    const eva = (await ana.api.add({ name: 'Eva', email: 'eva@example.com' })).json().contact;
    for (const answer of [await luis.api.change(eva.id, { name: 'Mía' }), await luis.api.remove(eva.id)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('not_found');
    }
    expect((await luis.api.list()).json().contacts).toEqual([]);
    expect((await ana.api.list()).json().contacts).toEqual([eva]);
    expect((await ana.api.remove(eva.id)).statusCode).toBe(200);
    expect((await ana.api.remove(eva.id)).statusCode).toBe(404);
    expect((await ana.api.remove('not-a-uuid')).statusCode).toBe(400);
  });

  it('asks for a session (401)', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/contacts' });
    expect(answer.statusCode).toBe(401);
  });
});

import { MAX_PLAYER_QUERY, PLAYER_SEARCH_PAGE_SIZE, type PlayerCard } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { networkRepository } from './network.repository';
import { networkApi, storePlayer } from './test-network';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let viewer: TestUser;
let api: ReturnType<typeof networkApi>;
/** Ids of the players stored for the searches. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  viewer = await createUser(ctx);
  api = networkApi(ctx, viewer);
  const db = ctx.database.db;
  ids.jose = await storePlayer(db, {
    firstName: 'José',
    lastName: 'García',
    username: 'pepe_g',
    city: 'Madrid',
    skillLevel: 'avanzado',
  });
  ids.josefina = await storePlayer(db, {
    firstName: 'Josefina',
    lastName: 'Ruiz',
    city: 'Valencia',
    sports: ['tenis'],
    skillLevel: 'principiante',
  });
  ids.maria = await storePlayer(db, {
    firstName: 'María',
    lastName: 'Fernández',
    username: 'zapatilla_loca',
    city: 'Málaga',
  });
  ids.hidden = await storePlayer(db, { firstName: 'José', lastName: 'Hidalgo', city: 'Madrid', inDirectory: false });
  ids.blocked = await storePlayer(db, { firstName: 'José', lastName: 'Bloqueado', city: 'Madrid' });
  ids.blocker = await storePlayer(db, { firstName: 'José', lastName: 'Bloqueador', city: 'Madrid' });
  const network = networkRepository(db);
  await network.block(viewer.id, ids.blocked);
  await network.block(ids.blocker, viewer.id);
});
afterAll(() => ctx.close());

interface SearchAnswer {
  players: PlayerCard[];
  page: number;
  hasMore: boolean;
}

async function search(query: Record<string, string | number>): Promise<SearchAnswer> {
  const response = await api.search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const found = async (query: Record<string, string | number>) => (await search(query)).players.map((card) => card.id);

describe('GET /api/players with q', () => {
  it('ignores accents and case; a whole word first, then a word it starts', async () => {
    for (const q of ['jose', 'JOSÉ', ' José ']) {
      expect(await found({ q })).toEqual([ids.jose, ids.josefina]);
    }
  });

  it.each([
    ['a last name with a typo', 'garsia', 'jose'],
    ['a city with a typo', 'madird', 'jose'],
    ['a city written without its accent', 'malaga', 'maria'],
    ['a word of a username', 'zapatilla', 'maria'],
    ['the start of a username', 'zapat', 'maria'],
    ['first name and a city with a typo', 'jose madird', 'jose'],
    ['a whole username with its underscore', 'zapatilla_loca', 'maria'],
    ['the start of a first name', 'ma', 'maria'],
    ['first name and city, each a word to match', 'jose madrid', 'jose'],
  ])('finds a player by %s (%j)', async (_label, q, who) => {
    expect(await found({ q })).toContain(ids[who]);
  });

  it('corrects a typo also when only a hidden player has the typed word, and never more than a typo', async () => {
    await storePlayer(ctx.database.db, { firstName: 'Oculto', lastName: 'Garsia', inDirectory: false });
    expect(await found({ q: 'garsia' })).toContain(ids.jose);
    expect(await found({ q: 'gaarsiaa' })).toEqual([]);
  });

  it('needs every word of the query to match', async () => {
    expect(await found({ q: 'jose valencia' })).toEqual([ids.josefina]);
    expect(await found({ q: 'maria madrid' })).toEqual([]);
  });

  it('finds nothing for text no player is near', async () => {
    expect(await found({ q: 'xkcdqwz' })).toEqual([]);
  });

  it('filters by sport and level', async () => {
    expect(await found({ q: 'jose', sport: 'tenis' })).toEqual([ids.josefina]);
    expect(await found({ q: 'jose', level: 'avanzado' })).toEqual([ids.jose]);
    expect(await found({ q: 'jose', sport: 'tenis', level: 'avanzado' })).toEqual([]);
  });

  it('leaves out the viewer, hidden players, and players blocked either way', async () => {
    const madrid = await found({ q: 'madrid' });
    expect(madrid).toEqual([ids.jose]);
    expect(await found({ q: 'lopez' })).not.toContain(viewer.id);
  });

  it('shows where the viewer stands with each player, and the card fields', async () => {
    const db = ctx.database.db;
    const asked = await storePlayer(db, { firstName: 'Remigio', lastName: 'Solicitado' });
    const contact = await storePlayer(db, { firstName: 'Remigio', lastName: 'Conectado' });
    const asking = await storePlayer(db, { firstName: 'Remigio', lastName: 'Pidiendo' });
    const stranger = await storePlayer(db, { firstName: 'Remigio', lastName: 'Tercero' });
    expect((await api.request(asked)).statusCode).toBe(200);
    const network = networkRepository(db);
    await network.connect(viewer.id, contact);
    await network.request(asking, viewer.id);
    const cards = (await search({ q: 'remigio' })).players;
    expect(cards.map((card) => [card.id, card.connection])).toEqual([
      [contact, 'connected'],
      [asking, 'incoming'],
      [asked, 'outgoing'],
      [stranger, 'none'],
    ]);
    expect(cards[2]).toEqual({
      id: asked,
      name: 'Remigio Solicitado',
      username: expect.any(String),
      skillLevel: 'intermedio',
      sports: ['padel'],
      city: 'Guadalajara',
      connection: 'outgoing',
    });
  });
});

describe('GET /api/players pages', () => {
  it(`serves ${PLAYER_SEARCH_PAGE_SIZE} a page in a stable order, and says when more follow`, async () => {
    const stored = [];
    for (let i = 0; i < 2 * PLAYER_SEARCH_PAGE_SIZE + 5; i++) {
      const lastName = `Apellido${String(i).padStart(2, '0')}`;
      stored.push(await storePlayer(ctx.database.db, { firstName: 'Paginado', lastName, city: 'Villapaginas' }));
    }
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search({ q: 'villapaginas', page }));
    expect(pages.map((answer) => [answer.page, answer.players.length, answer.hasMore])).toEqual([
      [1, PLAYER_SEARCH_PAGE_SIZE, true],
      [2, PLAYER_SEARCH_PAGE_SIZE, true],
      [3, 5, false],
    ]);
    // Equally good matches come in name order, each once.
    expect(pages.flatMap((answer) => answer.players.map((card) => card.id))).toEqual(stored);
  });

  it('lists everyone by last name, then first name, accents and case aside, without q', async () => {
    const names: [string, string][] = [
      ['Carla', 'Zapata'],
      ['Ana', 'Ñúñez'],
      ['Zoe', 'Álvarez'],
      ['Luis', 'benítez'],
      ['Beto', 'Alvarez'],
    ];
    const byName = new Map<string, string>();
    for (const [firstName, lastName] of names) {
      const id = await storePlayer(ctx.database.db, {
        firstName,
        lastName,
        sports: ['pickleball'],
        skillLevel: 'profesional',
      });
      byName.set(`${firstName} ${lastName}`, id);
    }
    const listed = await search({ sport: 'pickleball', level: 'profesional' });
    expect(listed.players.map((card) => card.name)).toEqual([
      'Beto Alvarez',
      'Zoe Álvarez',
      'Luis benítez',
      'Ana Ñúñez',
      'Carla Zapata',
    ]);
    expect(listed).toMatchObject({ page: 1, hasMore: false });
  });
});

describe('GET /api/players and the profile', () => {
  it('follows name, city and directory changes of a profile', async () => {
    const player = await createUser(ctx);
    const theirs = networkApi(ctx, player);
    expect((await theirs.profile({ firstName: 'Eustaquio', city: 'Zaragoza' })).statusCode).toBe(200);
    expect(await found({ q: 'eustaquio zaragoza' })).toEqual([player.id]);
    const hidden = await theirs.profile({ inDirectory: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().profile.inDirectory).toBe(false);
    expect(await found({ q: 'eustaquio' })).toEqual([]);
    expect((await theirs.profile({ inDirectory: true, firstName: 'Anselmo' })).statusCode).toBe(200);
    expect(await found({ q: 'eustaquio' })).toEqual([]);
    expect(await found({ q: 'anselmo' })).toEqual([player.id]);
  });
});

describe('GET /api/players refuses bad input with 400', () => {
  it.each([
    ['a query over the limit', { q: 'a'.repeat(MAX_PLAYER_QUERY + 1) }],
    ['page 0', { page: 0 }],
    ['page 51', { page: 51 }],
    ['a page that is not a number', { page: 'dos' }],
    ['an unknown sport', { sport: 'golf' }],
    ['an unknown level', { level: 'experto' }],
  ])('%s', async (_label, query) => {
    const response = await api.search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('answers any text within the limit, wildcards and symbols included', async () => {
    for (const q of ['%', '_', '\\', "o'brien", '%%__', '💥 ☃', 'a'.repeat(MAX_PLAYER_QUERY), 'ñ'.repeat(60)]) {
      expect((await api.search({ q })).statusCode, q).toBe(200);
    }
  });

  it('is for signed-in players only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/players?q=jose' })).statusCode).toBe(401);
  });
});

import type { CreateVenueRequest } from '@marcador/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../db/schema';
import { createUser, nextIp, ORIGIN, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { foldSearchText } from './venue-search';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;
type Method = 'GET' | 'POST' | 'PATCH';

let ctx: TestContext;
let player: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  player = await createUser(ctx);
});
afterAll(() => ctx.close());

/** A request as `user` (null: a visitor); a string payload is sent as raw JSON text. */
function send(user: TestUser | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    headers: {
      origin: ORIGIN,
      ...(user ? { cookie: user.cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    remoteAddress: nextIp(),
  });
}

const courtAdmin = () => createUser(ctx, { roles: ['court_admin'] });

/** A court admin with their venue created. */
async function venueOf(body: CreateVenueRequest): Promise<{ admin: TestUser; id: string }> {
  const admin = await courtAdmin();
  const response = await send(admin, 'POST', '/api/venues', body);
  expect(response.statusCode, response.body).toBe(201);
  return { admin, id: response.json().venue.id };
}

const search = async (q: string) => {
  const response = await send(player, 'GET', `/api/venues?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().venues as { name: string }[]).map((venue) => venue.name);
};

describe('a court admin and their venue', () => {
  it('creates it with defaults, reads it, edits it, and cannot create a second', async () => {
    const admin = await courtAdmin();
    const created = await send(admin, 'POST', '/api/venues', { name: '  Club Norte  ' });
    expect(created.statusCode, created.body).toBe(201);
    const { venue } = created.json();
    expect(venue).toEqual({
      id: expect.any(String),
      name: 'Club Norte',
      address: '',
      city: '',
      courtNames: [],
      sessionMinutes: 60,
      isActive: true,
    });

    expect((await send(admin, 'GET', '/api/venues/mine')).json()).toEqual({ venue });

    const edited = await send(admin, 'PATCH', '/api/venues/mine', { city: 'León' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().venue).toEqual({ ...venue, city: 'León' });

    const again = await send(admin, 'POST', '/api/venues', { name: 'Club Norte 2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('venue_exists');
  });

  it('creates exactly one venue when two requests race', async () => {
    const admin = await courtAdmin();
    const answers = await Promise.all(
      [1, 2, 3].map((n) => send(admin, 'POST', '/api/venues', { name: `Carrera ${n}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.database.db.select().from(venues).where(eq(venues.createdBy, admin.id));
    expect(rows).toHaveLength(1);
  });

  it('has no venue before creating one: 404 on read and edit', async () => {
    const admin = await courtAdmin();
    expect((await send(admin, 'GET', '/api/venues/mine')).statusCode).toBe(404);
    const edit = await send(admin, 'PATCH', '/api/venues/mine', { name: 'Nada' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.code).toBe('not_found');
  });

  it('limits creates per user: the 11th in an hour is a 429', async () => {
    const admin = await courtAdmin();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++)
      statuses.push((await send(admin, 'POST', '/api/venues', { name: `Club ${n}` })).statusCode);
    expect(statuses).toEqual([201, ...Array(9).fill(409), 429]);
  });

  it('lets a master admin create one too', async () => {
    const admin = await createUser(ctx, { roles: ['admin'] });
    expect((await send(admin, 'POST', '/api/venues', { name: 'Sede Central' })).statusCode).toBe(201);
    expect((await send(admin, 'GET', '/api/venues/mine')).json().venue.name).toBe('Sede Central');
  });
});

describe('who may do what', () => {
  it('refuses visitors with 401 on every route', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/venues?q=club', undefined],
      ['POST', '/api/venues', { name: 'Club' }],
      ['GET', '/api/venues/mine', undefined],
      ['PATCH', '/api/venues/mine', { name: 'Club' }],
    ] as const) {
      const response = await send(null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('lets a player search but not create, read or edit a venue (403)', async () => {
    expect((await send(player, 'GET', '/api/venues')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/venues', { name: 'Mi club' }],
      ['GET', '/api/venues/mine', undefined],
      ['PATCH', '/api/venues/mine', { name: 'Mi club' }],
    ] as const) {
      const response = await send(player, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('only offers the search when court administration is switched off', async () => {
    const off = await createTestApp({ env: { COURT_ADMIN_ENABLED: 'false' } });
    try {
      const admin = await createUser(off, { roles: ['court_admin'] });
      const headers = { origin: ORIGIN, cookie: admin.cookie };
      const create = await off.app.inject({ method: 'POST', url: '/api/venues', payload: { name: 'X' }, headers });
      expect(create.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/api/venues', headers })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('the search', () => {
  let hidden: string;
  beforeAll(async () => {
    await venueOf({
      name: 'Pádel Málaga Centro',
      city: 'Málaga',
      courtNames: ['Pista 1', 'Pista 2'],
      sessionMinutes: 90,
    });
    await venueOf({ name: 'Club de Tenis Norte', city: 'Sevilla' });
    await venueOf({ name: 'Ñandú Sports', city: 'Córdoba' });
    await venueOf({ name: 'Oferta 50% pistas', city: 'Cádiz' });
    hidden = (await venueOf({ name: 'Málaga Cerrado', city: 'Málaga' })).id;
    await ctx.database.db.update(venues).set({ isActive: false }).where(eq(venues.id, hidden));
  });

  it('finds by part of the name or city, ignoring case and accents', async () => {
    expect(await search('padel')).toEqual(['Pádel Málaga Centro']);
    expect(await search('MALAGA')).toEqual(['Pádel Málaga Centro']);
    expect(await search('sevi')).toEqual(['Club de Tenis Norte']);
    expect(await search('nandu')).toEqual(['Ñandú Sports']);
    expect(await search('cordoba')).toEqual(['Ñandú Sports']);
    expect(await search('  tenis  ')).toEqual(['Club de Tenis Norte']);
  });

  it('answers each venue with what the set-up needs', async () => {
    const response = await send(player, 'GET', '/api/venues?q=p%C3%A1del');
    expect(response.json().venues).toEqual([
      {
        id: expect.any(String),
        name: 'Pádel Málaga Centro',
        address: '',
        city: 'Málaga',
        courtNames: ['Pista 1', 'Pista 2'],
        sessionMinutes: 90,
      },
    ]);
  });

  it('hides inactive venues', async () => {
    expect(await search('cerrado')).toEqual([]);
  });

  it('reads % and _ literally', async () => {
    expect(await search('50%')).toEqual(['Oferta 50% pistas']);
    expect(await search('_')).toEqual([]);
  });

  it('lists the first venues by name (accents ignored) when q is empty, at most 20', async () => {
    const names = await search('');
    const folded = names.map(foldSearchText);
    expect(folded).toEqual([...folded].sort());
    expect(names.indexOf('Ñandú Sports')).toBeGreaterThan(names.indexOf('Club Norte'));
    expect(names.indexOf('Ñandú Sports')).toBeLessThan(names.indexOf('Oferta 50% pistas'));
    const more = [...Array(18).keys()].map((n) => ({ name: `Zeta ${String(n).padStart(2, '0')}` }));
    await ctx.database.db.insert(venues).values(more);
    expect(await search('')).toHaveLength(20);
    expect(await search('zeta')).toHaveLength(18);
  });
});

describe('bad input is a 4xx JSON error, never a 500', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await courtAdmin();
    expect((await send(admin, 'PATCH', '/api/venues/mine', { name: 'x' })).statusCode).toBe(404);
  });

  it.each<[string, Method, string, unknown]>([
    ['a query too long', 'GET', `/api/venues?q=${'a'.repeat(61)}`, undefined],
    ['a repeated query', 'GET', '/api/venues?q=a&q=b', undefined],
    ['no body', 'POST', '/api/venues', ''],
    ['malformed JSON', 'POST', '/api/venues', '{"name":'],
    ['a JSON array', 'POST', '/api/venues', '[1]'],
    ['no name', 'POST', '/api/venues', { city: 'León' }],
    ['a blank name', 'POST', '/api/venues', { name: '   ' }],
    ['a name too long', 'POST', '/api/venues', { name: 'n'.repeat(121) }],
    ['an unknown field', 'POST', '/api/venues', { name: 'Club', isActive: false }],
    ['a session too short', 'POST', '/api/venues', { name: 'Club', sessionMinutes: 4 }],
    ['a session too long', 'POST', '/api/venues', { name: 'Club', sessionMinutes: 601 }],
    ['a fractional session', 'POST', '/api/venues', { name: 'Club', sessionMinutes: 60.5 }],
    ['a session as text', 'POST', '/api/venues', { name: 'Club', sessionMinutes: '60' }],
    ['court names repeated', 'POST', '/api/venues', { name: 'Club', courtNames: ['Pista 1', 'pista 1'] }],
    ['a blank court name', 'POST', '/api/venues', { name: 'Club', courtNames: [' '] }],
    ['too many courts', 'POST', '/api/venues', { name: 'Club', courtNames: [...Array(31).keys()].map(String) }],
    ['an empty edit', 'PATCH', '/api/venues/mine', {}],
    ['an edit of the active flag', 'PATCH', '/api/venues/mine', { isActive: false }],
    ['an edit with a null name', 'PATCH', '/api/venues/mine', { name: null }],
    // Courts are rows managed by the courts routes, no longer a list on the venue.
    ['an edit of the court names', 'PATCH', '/api/venues/mine', { courtNames: ['Pista 1'] }],
  ])('%s -> 400', async (_label, method, url, body) => {
    const response = await send(admin, method, url, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await send(admin, 'GET', '/api/venues/mine')).statusCode).toBe(404);
  });
});

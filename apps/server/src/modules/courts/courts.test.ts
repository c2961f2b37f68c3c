import { MAX_COURTS_PER_VENUE } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { courtAdminWithVenue } from '../venues/test-venues';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const courtsOf = async (user: TestUser, venueId: string) => {
  const response = await sendAs(ctx, user)('GET', `/api/venues/${venueId}/courts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().courts as { id: string; name: string; isActive: boolean }[];
};

describe("a venue's courts", () => {
  it('lists them in order, adds new ones last, renames and deactivates them', async () => {
    const { admin, venueId } = await courtAdminWithVenue(ctx);
    const send = sendAs(ctx, admin);
    const first = await courtsOf(admin, venueId);
    expect(first).toEqual([
      { id: expect.any(String), name: 'Pista 1', surface: 'hard', indoor: false, isActive: true },
      { id: expect.any(String), name: 'Pista 2', surface: 'hard', indoor: false, isActive: true },
    ]);

    const added = await send('POST', `/api/venues/${venueId}/courts`, {
      name: '  Central ',
      surface: 'clay',
      indoor: true,
    });
    expect(added.statusCode, added.body).toBe(201);
    const central = added.json().court;
    expect(central).toEqual({ id: expect.any(String), name: 'Central', surface: 'clay', indoor: true, isActive: true });

    const renamed = await send('PATCH', `/api/venues/${venueId}/courts/${first[0]?.id}`, { name: 'Pista Uno' });
    expect(renamed.json().court).toMatchObject({ name: 'Pista Uno', surface: 'hard' });
    const closed = await send('PATCH', `/api/venues/${venueId}/courts/${first[1]?.id}`, { isActive: false });
    expect(closed.json().court).toMatchObject({ name: 'Pista 2', isActive: false });

    expect((await courtsOf(admin, venueId)).map((court) => [court.name, court.isActive])).toEqual([
      ['Pista Uno', true],
      ['Pista 2', false],
      ['Central', true],
    ]);
    // The players' club search offers the active ones, in order.
    const search = await sendAs(ctx, admin)('GET', '/api/venues?q=club%20central');
    const found = search.json().venues.find((venue: { id: string }) => venue.id === venueId);
    expect(found.courtNames).toEqual(['Pista Uno', 'Central']);
  });

  it('refuses a name another court of the venue has, whatever its case, also when two requests race', async () => {
    const { admin, venueId } = await courtAdminWithVenue(ctx);
    const send = sendAs(ctx, admin);
    const taken = await send('POST', `/api/venues/${venueId}/courts`, { name: 'PISTA 1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('court_name_taken');
    const [court] = await courtsOf(admin, venueId);
    const renamed = await send('PATCH', `/api/venues/${venueId}/courts/${court?.id}`, { name: 'pista 2' });
    expect(renamed.json().error.code).toBe('court_name_taken');
    // Its own name in another case is no clash.
    expect((await send('PATCH', `/api/venues/${venueId}/courts/${court?.id}`, { name: 'PISTA 1' })).statusCode).toBe(
      200,
    );

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', `/api/venues/${venueId}/courts`, { name: 'Central' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await courtsOf(admin, venueId)).filter((c) => c.name === 'Central')).toHaveLength(1);
  });

  it(`holds at most ${MAX_COURTS_PER_VENUE} courts, inactive ones included, also when requests race`, async () => {
    const names = Array.from({ length: MAX_COURTS_PER_VENUE - 3 }, (_, i) => `Pista ${i + 1}`);
    const { admin, venueId } = await courtAdminWithVenue(ctx, {}, names);
    const send = sendAs(ctx, admin);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send('POST', `/api/venues/${venueId}/courts`, { name: `Nueva ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('too_many_courts');
    expect(await courtsOf(admin, venueId)).toHaveLength(MAX_COURTS_PER_VENUE);
  });

  it('is 404 to anyone who does not manage the venue, and for a court of another venue; admins manage any', async () => {
    const { admin, venueId } = await courtAdminWithVenue(ctx);
    const other = await courtAdminWithVenue(ctx);
    const [court] = await courtsOf(admin, venueId);
    const [otherCourt] = await courtsOf(other.admin, other.venueId);
    for (const stranger of [other.admin, await createUser(ctx)]) {
      const send = sendAs(ctx, stranger);
      expect((await send('GET', `/api/venues/${venueId}/courts`)).statusCode).toBe(404);
      expect((await send('POST', `/api/venues/${venueId}/courts`, { name: 'Robada' })).statusCode).toBe(404);
      expect((await send('PATCH', `/api/venues/${venueId}/courts/${court?.id}`, { name: 'Robada' })).statusCode).toBe(
        404,
      );
    }
    const mixed = await sendAs(ctx, admin)('PATCH', `/api/venues/${venueId}/courts/${otherCourt?.id}`, { name: 'X' });
    expect(mixed.statusCode).toBe(404);
    expect((await courtsOf(other.admin, other.venueId))[0]?.name).toBe('Pista 1');

    const master = await createUser(ctx, { roles: ['admin'] });
    expect(await courtsOf(master, venueId)).toHaveLength(2);
  });

  it.each([
    ['a venue id that is no uuid', 'POST', '/api/venues/nope/courts', { name: 'A' }],
    ['a blank name', 'POST', null, { name: '  ' }],
    ['a name too long', 'POST', null, { name: 'n'.repeat(61) }],
    ['an unknown surface', 'POST', null, { name: 'A', surface: 'ice' }],
    ['an unknown field', 'POST', null, { name: 'A', position: 0 }],
    ['an empty change', 'PATCH', 'court', {}],
    ['a null name', 'PATCH', 'court', { name: null }],
  ] as const)('%s -> 400', async (_label, method, url, body) => {
    const { admin, venueId } = await courtAdminWithVenue(ctx);
    const [court] = await courtsOf(admin, venueId);
    const path =
      url === null
        ? `/api/venues/${venueId}/courts`
        : url === 'court'
          ? `/api/venues/${venueId}/courts/${court?.id}`
          : url;
    const response = await sendAs(ctx, admin)(method, path, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toEqual(expect.any(String));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sendAs } from '../../test-accounts';
import { createTestApp } from '../../test-app';
import { courtAdminWithVenue } from '../venues/test-venues';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const WEEK = [
  ...Array.from({ length: 5 }, () => ({ opens: '08:00', closes: '22:00' })),
  { opens: '09:00', closes: '24:00' },
  null,
];

describe("a venue's settings", () => {
  it('reads them and changes only the given fields, the time zone spelt canonically', async () => {
    const { admin, venueId } = await courtAdminWithVenue(ctx);
    const send = sendAs(ctx, admin);
    const read = await send('GET', `/api/venues/${venueId}/settings`);
    expect(read.statusCode, read.body).toBe(200);
    const { venue } = read.json();
    expect(venue).toEqual({
      id: venueId,
      name: 'Club Central',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      country: '',
      phone: '',
      timeZone: 'Europe/Madrid',
      sessionMinutes: 90,
      openingHours: Array.from({ length: 7 }, () => ({ opens: '07:00', closes: '23:00' })),
      isActive: true,
    });

    const changed = await send('PATCH', `/api/venues/${venueId}/settings`, {
      phone: '+34 600 000 000',
      timeZone: 'europe/lisbon',
      sessionMinutes: 60,
      openingHours: WEEK,
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = {
      ...venue,
      phone: '+34 600 000 000',
      timeZone: 'Europe/Lisbon',
      sessionMinutes: 60,
      openingHours: WEEK,
      isActive: false,
    };
    expect(changed.json().venue).toEqual(expected);
    expect((await send('GET', `/api/venues/${venueId}/settings`)).json().venue).toEqual(expected);
  });

  it('is 404 to anyone who does not manage the venue; admins manage any', async () => {
    const { venueId } = await courtAdminWithVenue(ctx);
    const other = await courtAdminWithVenue(ctx);
    for (const stranger of [other.admin, await createUser(ctx)]) {
      expect((await sendAs(ctx, stranger)('GET', `/api/venues/${venueId}/settings`)).statusCode).toBe(404);
      const write = await sendAs(ctx, stranger)('PATCH', `/api/venues/${venueId}/settings`, { name: 'Robado' });
      expect(write.statusCode).toBe(404);
    }
    const master = await createUser(ctx, { roles: ['admin'] });
    const edited = await sendAs(ctx, master)('PATCH', `/api/venues/${venueId}/settings`, { city: 'León' });
    expect(edited.json().venue).toMatchObject({ name: 'Club Central', city: 'León' });
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }],
    ['a blank time zone', { timeZone: ' ' }],
    ['six days of hours', { openingHours: WEEK.slice(0, 6) }],
    ['closing before opening', { openingHours: [{ opens: '22:00', closes: '08:00' }, ...WEEK.slice(1)] }],
    ['a time past 24:00', { openingHours: [{ opens: '08:00', closes: '24:30' }, ...WEEK.slice(1)] }],
    ['a session too short', { sessionMinutes: 10 }],
    ['a session too long', { sessionMinutes: 481 }],
    ['a name too short', { name: 'x' }],
    ['an unknown field', { subscriptionStatus: 'active' }],
    ['no change', {}],
  ])('%s -> 400', async (_label, body) => {
    const { admin, venueId } = await courtAdminWithVenue(ctx);
    const response = await sendAs(ctx, admin)('PATCH', `/api/venues/${venueId}/settings`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });
});

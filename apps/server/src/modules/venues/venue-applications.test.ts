import type { VenueApplicationRequest } from '@marcador/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sendAs, type TestUser } from '../../test-accounts';
import { createTestApp, createTestAppWithSmtpSink } from '../../test-app';
import { decodeQuotedPrintable } from '../../test-servers';
import { adminLogRepository } from '../admin/admin-log.repository';
import { notificationsRepository } from '../notifications/notifications.repository';

/** The app, its e-mail at an SMTP sink of this file's own, and the master admin who decides. */
let env: Awaited<ReturnType<typeof createTestAppWithSmtpSink>>;
let admin: TestUser;
beforeAll(async () => {
  env = await createTestAppWithSmtpSink();
  admin = await createUser(env.ctx, { roles: ['admin'] });
});
afterAll(() => env.close());

const form = (change: Partial<VenueApplicationRequest> = {}): VenueApplicationRequest => ({
  name: 'Club Pádel Norte',
  address: 'Calle Mayor 12',
  city: 'Zaragoza',
  country: 'España',
  timeZone: 'europe/madrid',
  phone: '+34 976 123 456',
  courts: 3,
  note: 'Abrimos de 8 a 23 h.',
  ...change,
});

const apply = (user: TestUser, body: unknown = form()) =>
  sendAs(env.ctx, user)('POST', '/api/venue-applications', body);
const mine = async (user: TestUser) => {
  const res = await sendAs(env.ctx, user)('GET', '/api/venue-applications/mine');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().application;
};
const pendingList = async () => {
  const res = await sendAs(env.ctx, admin)('GET', '/api/admin/venue-applications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().applications as { id: string; applicant: { email: string } }[];
};
const approve = (id: string, by = admin) => sendAs(env.ctx, by)('POST', `/api/admin/venue-applications/${id}/approve`);
const reject = (id: string, reason: unknown, by = admin) =>
  sendAs(env.ctx, by)('POST', `/api/admin/venue-applications/${id}/reject`, { reason });
const me = async (user: TestUser) => (await sendAs(env.ctx, user)('GET', '/api/me')).json();
const latestNotification = async (userId: string) =>
  (await notificationsRepository(env.ctx.database.db).latest(userId))[0];
const logOf = async (applicationId: string) =>
  (await adminLogRepository(env.ctx.database.db).latest(200)).filter(
    (row) => (row.details as { applicationId?: string }).applicationId === applicationId,
  );

/** A new player's pending application; its id. */
async function appliedPlayer(change: Partial<VenueApplicationRequest> = {}) {
  const player = await createUser(env.ctx);
  const res = await apply(player, form(change));
  expect(res.statusCode, res.body).toBe(201);
  return { player, id: res.json().application.id as string };
}

describe('applying', () => {
  it('stores a valid application as pending, the texts trimmed and the time zone canonical', async () => {
    const player = await createUser(env.ctx);
    expect(await mine(player)).toBeNull();
    const res = await apply(player, form({ name: '  Club Pádel Norte ' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().application).toEqual({
      id: expect.any(String),
      status: 'pending',
      name: 'Club Pádel Norte',
      address: 'Calle Mayor 12',
      city: 'Zaragoza',
      country: 'España',
      timeZone: 'Europe/Madrid',
      phone: '+34 976 123 456',
      courts: 3,
      note: 'Abrimos de 8 a 23 h.',
      rejectionReason: null,
      venueId: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await mine(player)).toEqual(res.json().application);
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name'],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, 'timeZone'],
    ['a phone with letters', { phone: '976 abc 456' }, 'phone'],
    ['no courts', { courts: 0 }, 'courts'],
    ['too many courts', { courts: 31 }, 'courts'],
    ['a note over 1,000 characters', { note: 'x'.repeat(1001) }, 'note'],
  ])('refuses %s with 400 naming the field', async (_label, change, field) => {
    const player = await createUser(env.ctx);
    const res = await apply(player, form(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    expect(await mine(player)).toBeNull();
  });

  it('refuses an unknown field (strict body)', async () => {
    const player = await createUser(env.ctx);
    expect((await apply(player, { ...form(), isActive: true })).statusCode).toBe(400);
  });

  it('refuses a second application while the first waits: 409 application_pending', async () => {
    const { player } = await appliedPlayer();
    const second = await apply(player, form({ name: 'Otro Club' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('application_pending');
  });

  it('lets exactly one of simultaneous applications through', async () => {
    const player = await createUser(env.ctx);
    const answers = await Promise.all([1, 2, 3].map((n) => apply(player, form({ name: `Club ${n}` }))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('answers 401 to a visitor', async () => {
    const res = await env.ctx.app.inject({ method: 'GET', url: '/api/venue-applications/mine' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a master admin decides', () => {
  it('lists pending applications oldest first with their applicants, to admins only', async () => {
    const first = await appliedPlayer({ name: 'Primero' });
    const second = await appliedPlayer({ name: 'Segundo' });
    const ids = (await pendingList()).map((application) => application.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await pendingList()).find((a) => a.id === first.id)?.applicant.email).toBe(first.player.email);
    for (const user of [first.player, await createUser(env.ctx, { roles: ['court_admin'] })]) {
      expect((await sendAs(env.ctx, user)('GET', '/api/admin/venue-applications')).statusCode).toBe(403);
    }
  });

  it('approves: the venue is active, the role granted, notified, e-mailed, logged; /api/me names the venue', async () => {
    const { player, id } = await appliedPlayer({ name: 'Club Aprobado', courts: 2 });
    const res = await approve(id);
    expect(res.statusCode, res.body).toBe(200);
    const { application } = res.json();
    expect(application).toMatchObject({
      status: 'approved',
      venueId: expect.any(String),
      decidedAt: expect.any(String),
    });
    expect(await mine(player)).toEqual(application);
    expect((await pendingList()).map((a) => a.id)).not.toContain(id);

    // The role holds at once (the session's cached read was dropped).
    const answer = await me(player);
    expect(answer).toMatchObject({ roles: ['court_admin'], isCourtAdmin: true });
    expect(answer.venue).toEqual({ id: application.venueId, name: 'Club Aprobado' });
    const venue = await sendAs(env.ctx, player)('GET', '/api/venues/mine');
    expect(venue.json().venue).toMatchObject({
      id: application.venueId,
      isActive: true,
      courtNames: ['Pista 1', 'Pista 2'],
      sessionMinutes: 60,
    });
    const search = await sendAs(env.ctx, player)('GET', `/api/venues?q=${encodeURIComponent('Club Aprobado')}`);
    expect(search.json().venues.map((v: { id: string }) => v.id)).toContain(application.venueId);

    expect(await latestNotification(player.id)).toMatchObject({
      kind: 'venue_approved',
      title: 'Solicitud de club aprobada',
      message: 'Ya administras Club Aprobado.',
      link: '/court-admin',
    });
    await env.ctx.app.mail.idle();
    const received = env.sink.messages
      .filter((message) => message.to.includes(player.email))
      .map((message) => decodeQuotedPrintable(message.raw))
      .filter((raw) => raw.includes('Ahora administras Club Aprobado en Marcador.'));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('http://localhost:3000/court-admin');

    expect(await logOf(id)).toEqual([
      expect.objectContaining({
        action: 'master_admin_venue_application_approved',
        actorUserId: admin.id,
        targetUserId: player.id,
        details: expect.objectContaining({ venueId: application.venueId, adminEmail: admin.email }),
      }),
    ]);

    // Running a venue now, the player cannot apply for another.
    const again = await apply(player, form({ name: 'Segundo Club' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('venue_exists');
  });

  it('rejects with a reason: notified, logged, no role; the player may apply again', async () => {
    const { player, id } = await appliedPlayer({ name: 'Club Dudoso' });
    const reason = 'No encontramos el club en esa dirección.';
    const res = await reject(id, `  ${reason} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ status: 'rejected', rejectionReason: reason, venueId: null });
    expect(await mine(player)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(await me(player)).toMatchObject({ roles: [], isCourtAdmin: false, venue: null });
    expect(await latestNotification(player.id)).toMatchObject({
      kind: 'venue_rejected',
      message: `Club Dudoso no fue aprobado. Motivo: ${reason}`,
      link: '/court-admin/pending',
    });
    expect(await logOf(id)).toEqual([
      expect.objectContaining({
        action: 'master_admin_venue_application_rejected',
        actorUserId: admin.id,
        targetUserId: player.id,
        details: expect.objectContaining({ reason }),
      }),
    ]);

    const again = await apply(player, form({ name: 'Club Dudoso', address: 'Calle Real 1' }));
    expect(again.statusCode, again.body).toBe(201);
    expect(await mine(player)).toMatchObject({ status: 'pending', address: 'Calle Real 1' });
  });

  it('requires a reason to reject', async () => {
    const { id } = await appliedPlayer();
    for (const reason of ['', '   ', 'x'.repeat(501)]) expect((await reject(id, reason)).statusCode).toBe(400);
    expect((await sendAs(env.ctx, admin)('POST', `/api/admin/venue-applications/${id}/reject`, {})).statusCode).toBe(
      400,
    );
    expect((await pendingList()).map((a) => a.id)).toContain(id);
  });

  it('decides once: a second decision is 409 application_decided; an unknown id is 404', async () => {
    const { id } = await appliedPlayer();
    expect((await approve(id)).statusCode).toBe(200);
    const twice = await reject(id, 'Demasiado tarde para esto.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('application_decided');
    expect((await approve(id)).statusCode).toBe(409);
    expect((await approve('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses players and court admins with 403 and changes nothing', async () => {
    const { player, id } = await appliedPlayer();
    const courtAdmin = await createUser(env.ctx, { roles: ['court_admin'] });
    for (const user of [player, courtAdmin]) {
      expect((await approve(id, user)).statusCode).toBe(403);
      expect((await reject(id, 'Motivo suficiente.', user)).statusCode).toBe(403);
    }
    expect(await mine(player)).toMatchObject({ status: 'pending' });
  });

  it('approves once when two admins approve at the same moment', async () => {
    const { player, id } = await appliedPlayer();
    const other = await createUser(env.ctx, { roles: ['admin'] });
    const answers = await Promise.all([approve(id), approve(id, other)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await latestNotification(player.id)).toMatchObject({ kind: 'venue_approved' });
    expect(await logOf(id)).toHaveLength(1);
  });
});

describe('with COURT_ADMIN_ENABLED=false', () => {
  it('has none of the routes', async () => {
    const off = await createTestApp({ env: { COURT_ADMIN_ENABLED: 'false' } });
    try {
      const player = await createUser(off);
      const send = sendAs(off, player);
      expect((await send('POST', '/api/venue-applications', form())).statusCode).toBe(404);
      expect((await send('GET', '/api/venue-applications/mine')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

/**
 * Test support for the security suites: one signed-in user per role on a test app, and the world a
 * route-access row builds its request from (fresh ids, objects the actor owns, valid tokens).
 */
import { randomBytes } from 'node:crypto';
import type {
  CreateSessionRequest,
  CreateTournamentRequest,
  MatchLogEntryInput,
  OptionalEmailCategory,
  PutMatchRequest,
  SignUpRequest,
  VenueApplicationRequest,
} from '@marcador/contracts';
import { accessRepository } from '../modules/accounts/access.repository';
import { usersRepository } from '../modules/accounts/users.repository';
import { clubTvRepository } from '../modules/club-tv/club-tv.repository';
import { contactsRepository } from '../modules/contacts/contacts.repository';
import { liveMatchesService } from '../modules/live-matches/live-matches.service';
import { outboxRepository } from '../modules/mail/outbox.repository';
import { signUnsubscribeToken } from '../modules/mail/unsubscribe-token';
import { entryLog, matchBody, matchesApi, newId } from '../modules/matches/test-matches';
import { networkRepository } from '../modules/network/network.repository';
import { storePlayer } from '../modules/network/test-network';
import { notificationText } from '../modules/notifications/notification-texts';
import { notificationsRepository } from '../modules/notifications/notifications.repository';
import { playedWith } from '../modules/participations/test-participations';
import { storeSession, storeVenue, venueDay } from '../modules/sessions/test-sessions';
import { spectatorLinksService } from '../modules/tournaments/spectator-links.service';
import { tournamentSetUp } from '../modules/tournaments/test-tournaments';
import { tournamentsService } from '../modules/tournaments/tournaments.service';
import { venueApplicationsRepository } from '../modules/venues/venue-applications.repository';
import { createUser, GOOD_PASSWORD, post, signUpForm, signUpVerified, type TestUser } from '../test-accounts';
import type { createTestApp } from '../test-app';
import type { AccessRole } from './route-access';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** What one cell sends: path parameters fill `{name}` in the row's path. */
export interface CellRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** What a row's request may use; every call makes something new, so cells never share state. */
export interface AccessWorld {
  role: AccessRole;
  /** The acting user; null for a visitor. */
  user: TestUser | null;
  /** The acting user's password (a visitor's is any valid one). */
  password: string;
  newId(): string;
  signUpForm(): SignUpRequest;
  matchBody(): PutMatchRequest;
  /** `count` point entries for a match log. */
  points(count: number): MatchLogEntryInput[];
  /** A new in-progress match owned by the actor (for a visitor: by a signed-in bystander). */
  ownMatch(): Promise<string>;
  /** E-mail and password of a new verified account no one has signed in to. */
  spareAccount(): Promise<{ email: string; password: string }>;
  /** A genuine unsubscribe token of a category (not one notification kind) for a new address. */
  unsubscribeToken(category: Exclude<OptionalEmailCategory, 'notifications'>): string;
  /** A genuine, unused password-reset token of a new account. */
  passwordResetToken(): Promise<string>;
  /** A new open demo checkout session of the actor (for a visitor: of a bystander). */
  demoCheckout(): Promise<string>;
  /** A new unread notification of the actor (for a visitor: of a bystander). */
  ownNotification(): Promise<string>;
  /** A new player in the directory, unrelated to the actor. */
  otherPlayer(): Promise<string>;
  /** A new player's pending request to the actor (for a visitor: to a bystander); its id. */
  requestToActor(): Promise<string>;
  /** The actor's pending request to a new player (for a visitor: a bystander's); its id. */
  requestFromActor(): Promise<string>;
  /** A new player connected with the actor (for a visitor: with a bystander). */
  contactOfActor(): Promise<string>;
  /** A new player the actor blocked (for a visitor: a bystander blocked). */
  blockedByActor(): Promise<string>;
  /** A match a new player finished with the actor invited (for a visitor: the bystander); its id. */
  participationOfActor(): Promise<string>;
  /** A new saved contact of the actor (for a visitor: of a bystander); its id. */
  savedContactOfActor(): Promise<string>;
  /** A valid tournament set-up (8 players, 2 courts, americano to 21). */
  tournamentSetUp(): CreateTournamentRequest;
  /** A new tournament the actor organises (for a visitor: a bystander); its id, a match's and a player's. */
  tournamentOfActor(): Promise<{ id: string; matchId: string; playerId: string }>;
  /** The spectator link's token of a new tournament the actor (for a visitor: a bystander) organises. */
  spectatorTokenOfActor(): Promise<string>;
  /** The spectator link's token of a new match the actor (for a visitor: a bystander) shares live. */
  sharedMatchToken(): Promise<string>;
  /** A valid venue application. */
  venueApplication(): VenueApplicationRequest;
  /** A new player's pending venue application; its id. */
  pendingApplication(): Promise<string>;
  /** A new account that has not confirmed its e-mail yet; its id. */
  unverifiedAccount(): Promise<string>;
  /** A new player holding the admin role, unrelated to the actor; their id. */
  otherAdministrator(): Promise<string>;
  /** A new active venue the actor created (for a visitor: a bystander), with one court. */
  venueOfActor(): Promise<{ venueId: string; courtId: string }>;
  /** The club TV token of a new venue the actor (for a visitor: a bystander) created. */
  venueTvTokenOfActor(): Promise<string>;
  /** A valid booking of a free slot tomorrow at a new active venue of someone else. */
  sessionBooking(): Promise<CreateSessionRequest>;
  /**
   * A new session the actor (for a visitor: a bystander) booked and plays in, on a new venue's court,
   * starting `startsInMinutes` from now (negative: it began that long ago); its id.
   */
  sessionOfActor(startsInMinutes: number): Promise<string>;
}

/** A valid application, as the schema leaves it (the repository's input too). */
const venueApplication = () => ({
  name: 'Club Matriz',
  address: 'Calle Mayor 1',
  city: 'León',
  country: 'España',
  timeZone: 'Europe/Madrid',
  phone: '+34 987 000 000',
  courts: 2,
  note: '',
});

/** Creates the user a role acts as; null for a visitor. */
export function createRoleUser(ctx: TestContext, role: AccessRole): Promise<TestUser | null> {
  if (role === 'visitor') return Promise.resolve(null);
  if (role === 'free') return createUser(ctx);
  if (role === 'premium') return createUser(ctx, { premium: true });
  return createUser(ctx, { roles: [role] });
}

/** The world of one cell: `bystander` owns what a visitor's rows need to exist. */
export function accessWorld(
  ctx: TestContext,
  role: AccessRole,
  user: TestUser | null,
  bystander: TestUser,
): AccessWorld {
  const actor = user ?? bystander;
  const network = networkRepository(ctx.database.db);
  return {
    role,
    user,
    password: user?.password ?? GOOD_PASSWORD,
    newId,
    signUpForm: () => signUpForm(),
    matchBody: () => matchBody(),
    points: (count) => entryLog().points('12'.repeat(count).slice(0, count)).entries,
    ownMatch: () => matchesApi(ctx, user ?? bystander).play(entryLog().points('1').entries),
    async spareAccount() {
      const { form } = await signUpVerified(ctx);
      return { email: form.email, password: form.password };
    },
    unsubscribeToken: (category) =>
      signUnsubscribeToken(ctx.app.secrets.unsubscribe, { email: signUpForm().email, category }),
    async demoCheckout() {
      const id = `demo_${newId()}`;
      await ctx.app.billing.repository.createDemoCheckout(id, (user ?? bystander).id);
      return id;
    },
    async ownNotification() {
      const { id } = await notificationsRepository(ctx.database.db).insert({
        userId: (user ?? bystander).id,
        kind: 'premium_started',
        ...notificationText({ kind: 'premium_started' }, 'es'),
      });
      return id;
    },
    otherPlayer: () => storePlayer(ctx.database.db),
    requestToActor: async () => network.request(await storePlayer(ctx.database.db), actor.id),
    requestFromActor: async () => network.request(actor.id, await storePlayer(ctx.database.db)),
    async contactOfActor() {
      const id = await storePlayer(ctx.database.db);
      await network.connect(actor.id, id);
      return id;
    },
    async blockedByActor() {
      const id = await storePlayer(ctx.database.db);
      await network.block(actor.id, id);
      return id;
    },
    participationOfActor: async () => playedWith(ctx, await createUser(ctx), actor),
    savedContactOfActor: () =>
      contactsRepository(ctx.database.db).insert(actor.id, { name: 'Ana Ruiz', email: signUpForm().email }),
    tournamentSetUp: () => tournamentSetUp(),
    async tournamentOfActor() {
      const created = await tournamentsService(ctx.database.db, ctx.app.notifier).create(
        { id: actor.id, admin: false },
        tournamentSetUp(),
      );
      const match = created.rounds[0]?.matches[0];
      const player = created.players.at(-1);
      if (!match || !player) throw new Error('the tournament has no match or player');
      return { id: created.tournament.id, matchId: match.id, playerId: player.id };
    },
    async spectatorTokenOfActor() {
      const { id } = await this.tournamentOfActor();
      const { token } = await spectatorLinksService(ctx.database.db).rotate({ id: actor.id, admin: false }, id);
      return token as string;
    },
    async sharedMatchToken() {
      const id = await this.ownMatch();
      const { token } = await liveMatchesService(ctx.database.db).rotate(actor.id, id);
      return token as string;
    },
    venueApplication: () => venueApplication(),
    async pendingApplication() {
      const applicant = await storePlayer(ctx.database.db);
      const { id } = await venueApplicationsRepository(ctx.database.db).insert(applicant, venueApplication());
      return id;
    },
    async unverifiedAccount() {
      const form = signUpForm();
      await post(ctx, '/api/auth/sign-up', form);
      const account = await usersRepository(ctx.database.db).findByEmail(form.email);
      if (!account) throw new Error('sign-up made no account');
      return account.id;
    },
    async otherAdministrator() {
      const admin = await storePlayer(ctx.database.db);
      await accessRepository(ctx.database.db).grantRole(admin, 'admin');
      return admin;
    },
    async venueOfActor() {
      const { venueId, courtIds } = await storeVenue(ctx.database.db, actor.id, { courtCount: 1 });
      return { venueId, courtId: courtIds[0] as string };
    },
    async venueTvTokenOfActor() {
      const { venueId } = await this.venueOfActor();
      const token = randomBytes(24).toString('base64url');
      await clubTvRepository(ctx.database.db).setToken(venueId, token);
      return token;
    },
    async sessionBooking() {
      const { venueId, courtIds } = await storeVenue(ctx.database.db, await storePlayer(ctx.database.db), {
        courtCount: 1,
      });
      return { venueId, courtId: courtIds[0] as string, date: venueDay(1), time: '10:00' };
    },
    async sessionOfActor(startsInMinutes) {
      const { venueId, courtId } = await this.venueOfActor();
      return storeSession(
        ctx.database.db,
        {
          venueId,
          courtId,
          createdBy: actor.id,
          startsAt: new Date(Date.now() + startsInMinutes * 60_000),
          minutes: 60,
        },
        [{ userId: actor.id, name: 'Jugador Prueba' }],
      );
    },
    async passwordResetToken() {
      const { form } = await signUpVerified(ctx);
      await post(ctx, '/api/auth/request-password-reset', { email: form.email });
      await ctx.app.background.idle(); // the reset e-mail is written after the answer
      const mails = await outboxRepository(ctx.database.db).latest(100);
      const mail = mails.find((m) => m.to === form.email && m.template === 'password-reset');
      const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error(`no password-reset e-mail for ${form.email}`);
      return token;
    },
  };
}

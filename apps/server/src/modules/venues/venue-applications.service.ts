import { firstCourtNames } from '@marcador/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit, transaction } from '../../db/after-commit';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/error-shape';
import type { Mailer } from '../../plugins/mail';
import { accessRepository } from '../accounts/access.repository';
import { usersRepository } from '../accounts/users.repository';
import { adminLogRepository } from '../admin/admin-log.repository';
import { courtAdminEmail } from '../mail/templates/invitation-templates';
import type { Notifier } from '../notifications/notifier';
import {
  type ApplicationFields,
  type VenueApplicationRow,
  venueApplicationsRepository,
} from './venue-applications.repository';
import { venuesRepository } from './venues.repository';

export interface VenueApplicationsDeps {
  db: Db;
  mail: Mailer;
  notifier: Notifier;
  log: FastifyBaseLogger;
  /** Origin of the e-mail's links (the address the deciding admin used). */
  origin?: string;
  /** The applicant's roles changed: their cached session reads must go (auth plugin). */
  rolesChanged: (userId: string) => void;
}

/** The master admin who decides, as the admin log records them. */
export interface Reviewer {
  id: string;
  email: string;
}

/** Each session a new venue proposes to a match, until its court admin sets another (the spec's default). */
const FIRST_SESSION_MINUTES = 60;

const applicationPending = () =>
  new HttpError(409, 'application_pending', 'Your application is waiting for a decision; you cannot send another.');
const venueExists = () => new HttpError(409, 'venue_exists', 'You already run a venue.');
const notFound = () => new HttpError(404, 'not_found', 'No such application.');
const decided = () => new HttpError(409, 'application_decided', 'The application was already decided.');

/**
 * Becoming a court admin (decision 047). Each change runs under the applicant's user-row lock, so an
 * application and a decision (or two applications) never interleave: at most one pending or active
 * venue per applicant holds under concurrent requests, on PostgreSQL and PGlite alike.
 */
export function venueApplicationsService({ db, mail, notifier, log, origin, rolesChanged }: VenueApplicationsDeps) {
  /** Runs `work` on a locked, still pending application with its applicant locked too. */
  const decide = <T>(id: string, work: (tx: Db, application: VenueApplicationRow) => Promise<T>) =>
    transaction(
      db,
      async (tx) => {
        const rows = venueApplicationsRepository(tx);
        const application = await rows.lock(id);
        if (!application) throw notFound();
        if (application.status !== 'pending') throw decided();
        // Then the applicant, as `apply` and the venues API lock them: neither ever locks an
        // application, so the two locks are never taken in the other order.
        await rows.lockApplicant(application.applicantId);
        return work(tx, application);
      },
      (error) => log.warn({ err: error, applicationId: id }, 'venue application follow-up failed'),
    );

  return {
    /** The player's newest application, or null. */
    mine: (userId: string) => venueApplicationsRepository(db).newestOf(userId),

    /** 409 while one is pending or once they run a venue. */
    apply: (userId: string, fields: ApplicationFields) =>
      db.transaction(async (tx) => {
        const rows = venueApplicationsRepository(tx);
        await rows.lockApplicant(userId);
        if ((await rows.newestOf(userId))?.status === 'pending') throw applicationPending();
        if (await rows.runsVenue(userId)) throw venueExists();
        return rows.insert(userId, fields);
      }),

    /**
     * Creates the venue (active), grants `court_admin`, logs, notifies; the court-admin e-mail goes
     * once all of it is committed.
     */
    approve: (id: string, reviewer: Reviewer) =>
      decide(id, async (tx, application) => {
        const applicantId = application.applicantId;
        const contact = await usersRepository(tx).contactOf(applicantId);
        const locale = contact?.language ?? 'es';
        const venue = await venuesRepository(tx).createForCreator(
          applicantId,
          {
            name: application.name,
            address: application.address,
            city: application.city,
            country: application.country,
            timeZone: application.timeZone,
            phone: application.phone,
            sessionMinutes: FIRST_SESSION_MINUTES,
          },
          firstCourtNames(application.courtCount, locale),
        );
        if (!venue) throw venueExists();
        await accessRepository(tx).grantRole(applicantId, 'court_admin');
        const approved = await venueApplicationsRepository(tx).decide(id, {
          status: 'approved',
          decidedBy: reviewer.id,
          venueId: venue.id,
        });
        await adminLogRepository(tx).record({
          action: 'venue_application_approved',
          actorUserId: reviewer.id,
          targetUserId: applicantId,
          details: { adminEmail: reviewer.email, applicationId: id, venueId: venue.id, venueName: venue.name },
        });
        await notifier.notify(
          applicantId,
          { kind: 'venue_approved', venue: { venueName: venue.name, reason: null } },
          locale,
          tx,
        );
        afterCommit(tx, async () => {
          rolesChanged(applicantId);
          if (!contact) return;
          await mail.send(courtAdminEmail, {
            to: contact.email,
            locale,
            data: { name: contact.name, venueName: venue.name },
            origin,
          });
        });
        return approved;
      }),

    /** Records the reason, logs, notifies; the applicant may apply again. */
    reject: (id: string, reviewer: Reviewer, reason: string) =>
      decide(id, async (tx, application) => {
        const rejected = await venueApplicationsRepository(tx).decide(id, {
          status: 'rejected',
          decidedBy: reviewer.id,
          rejectionReason: reason,
        });
        await adminLogRepository(tx).record({
          action: 'venue_application_rejected',
          actorUserId: reviewer.id,
          targetUserId: application.applicantId,
          details: { adminEmail: reviewer.email, applicationId: id, venueName: application.name, reason },
        });
        const contact = await usersRepository(tx).contactOf(application.applicantId);
        await notifier.notify(
          application.applicantId,
          { kind: 'venue_rejected', venue: { venueName: application.name, reason } },
          contact?.language ?? 'es',
          tx,
        );
        return rejected;
      }),
  };
}

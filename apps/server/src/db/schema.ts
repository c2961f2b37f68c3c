/**
 * The one Drizzle schema, gathered from ./tables (one file per area). Migrations in ./migrations are
 * generated from it (`npm run db:generate`) and committed; PGlite and PostgreSQL 15 run the same
 * SQL, so use nothing newer than PostgreSQL 15.
 */
export * from './tables/accounts';
export * from './tables/auth';
export * from './tables/billing';
export * from './tables/community';
export * from './tables/contact';
export * from './tables/contacts';
export * from './tables/court-sessions';
export * from './tables/invitations';
export * from './tables/mail';
export * from './tables/matches';
export * from './tables/network';
export * from './tables/notifications';
export * from './tables/ratings';
export * from './tables/security';
export * from './tables/statistics';
export * from './tables/tournaments';
export * from './tables/venues';
export * from './tables/voice';

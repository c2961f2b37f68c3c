DROP INDEX "matches_owner_updated_idx";--> statement-breakpoint
-- A point rewrites its match row; free room on each page lets PostgreSQL keep the new version on the same page (a HOT update, no index writes). Not tracked by drizzle-kit: a table storage parameter.
ALTER TABLE "matches" SET (fillfactor = 70);
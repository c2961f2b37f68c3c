ALTER TABLE "matches" ADD COLUMN "entries_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counter starts from what each match holds.
UPDATE "matches" SET "entries_held" = (SELECT count(*) FROM "match_entries" WHERE "match_entries"."match_id" = "matches"."id");--> statement-breakpoint
-- users.name now follows the profile (domain displayName: first and last name, trimmed); profile edits made before did not reach it.
UPDATE "users" SET "name" = btrim(btrim("profiles"."first_name") || ' ' || btrim("profiles"."last_name")) FROM "profiles" WHERE "profiles"."user_id" = "users"."id";

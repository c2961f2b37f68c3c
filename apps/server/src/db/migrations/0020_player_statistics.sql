CREATE TABLE "player_statistics" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"snapshot" jsonb,
	"snapshot_version" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_statistics" ADD CONSTRAINT "player_statistics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle's schema cannot say it; decision 037, "Snapshots"): every statement that
-- changes `player_match_records` moves the `version` of each player whose rows it changed, so a kept
-- snapshot can never outlive a change, whoever writes (the finish, the seed, the backfill, a cascade).
-- Per statement with transition tables: a bulk insert of a day's matches moves each player once.
-- Upserted in user order for inserts and updates (the row appears with a player's first record; two
-- finishes lock their players in the same order); a delete locks its rows in that order too, and only
-- moves rows that exist, since a cascade from a deleted account may already have removed that
-- account's row (and its user).
CREATE FUNCTION "player_statistics_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "player_statistics" AS s ("user_id")
      SELECT DISTINCT "user_id" FROM changed_new ORDER BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = s."version" + 1, "updated_at" = now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "player_statistics" AS s ("user_id")
      SELECT "user_id" FROM changed_new UNION SELECT "user_id" FROM changed_old ORDER BY 1
      ON CONFLICT ("user_id") DO UPDATE SET "version" = s."version" + 1, "updated_at" = now();
  ELSE
    -- Locked in user order first, as the upserts lock theirs: two deletions sharing players (two
    -- matches of theirs deleted at once) then wait for each other instead of deadlocking.
    PERFORM 1 FROM "player_statistics" WHERE "user_id" IN (SELECT "user_id" FROM changed_old)
      ORDER BY "user_id" FOR UPDATE;
    UPDATE "player_statistics" SET "version" = "version" + 1, "updated_at" = now()
      WHERE "user_id" IN (SELECT "user_id" FROM changed_old);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "player_match_records_inserted" AFTER INSERT ON "player_match_records"
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "player_statistics_changed"();--> statement-breakpoint
CREATE TRIGGER "player_match_records_updated" AFTER UPDATE ON "player_match_records"
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION "player_statistics_changed"();--> statement-breakpoint
CREATE TRIGGER "player_match_records_deleted" AFTER DELETE ON "player_match_records"
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION "player_statistics_changed"();--> statement-breakpoint
-- Players who already have records get their row (no snapshot: their next read takes one).
INSERT INTO "player_statistics" ("user_id") SELECT DISTINCT "user_id" FROM "player_match_records";

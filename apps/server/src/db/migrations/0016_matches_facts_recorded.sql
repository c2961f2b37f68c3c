ALTER TABLE "matches" ADD COLUMN "facts_recorded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A completed match that already has a statistics record or a rating was finished with the hooks of
-- decisions 036-038: recorded. The others are the backfill's (decision 042).
UPDATE "matches" SET "facts_recorded" = true WHERE "status" = 'completed' AND (
  EXISTS (SELECT 1 FROM "player_match_records" r WHERE r."match_id" = "matches"."id")
  OR EXISTS (SELECT 1 FROM "rated_matches" m WHERE m."match_id" = "matches"."id")
);--> statement-breakpoint
CREATE INDEX "matches_facts_unrecorded_idx" ON "matches" USING btree ("ended_at","id") WHERE "matches"."status" = 'completed' and not "matches"."facts_recorded";

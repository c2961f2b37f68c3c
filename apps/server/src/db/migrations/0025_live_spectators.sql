ALTER TABLE "matches" ADD COLUMN "spectator_token" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "scorer_seen_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "tv_token" text;--> statement-breakpoint
CREATE INDEX "matches_live_venue_idx" ON "matches" USING btree (("config" -> 'club' ->> 'id')) WHERE "matches"."status" = 'in_progress';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_spectator_token_key" UNIQUE("spectator_token");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_tv_token_key" UNIQUE("tv_token");
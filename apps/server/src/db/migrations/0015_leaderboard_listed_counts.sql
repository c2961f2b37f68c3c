CREATE TABLE "leaderboard_level_counts" (
	"sport" text NOT NULL,
	"period" text NOT NULL,
	"level_tenths" smallint NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_level_counts_sport_period_level_tenths_pk" PRIMARY KEY("sport","period","level_tenths"),
	CONSTRAINT "leaderboard_level_counts_sport_known" CHECK ("leaderboard_level_counts"."sport" in ('tennis', 'padel'))
);
--> statement-breakpoint
DROP INDEX "leaderboard_periods_order_idx";--> statement-breakpoint
-- Existing rows take their player's directory setting (a row without a profile is not listed), then the
-- column has no default: every writer says whether a row is listed (decision 036).
ALTER TABLE "leaderboard_periods" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "leaderboard_periods" SET "listed" = true FROM "profiles" WHERE "profiles"."user_id" = "leaderboard_periods"."user_id" AND "profiles"."in_directory";--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ALTER COLUMN "listed" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "leaderboard_periods_listed_order_idx" ON "leaderboard_periods" USING btree ("sport","period","level_tenths" DESC NULLS LAST,"user_id") WHERE "leaderboard_periods"."listed";--> statement-breakpoint
INSERT INTO "leaderboard_level_counts" ("sport", "period", "level_tenths", "players")
SELECT "sport", "period", "level_tenths", count(*)::integer FROM "leaderboard_periods" WHERE "listed" GROUP BY "sport", "period", "level_tenths";
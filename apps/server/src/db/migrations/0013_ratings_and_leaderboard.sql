CREATE TABLE "leaderboard_periods" (
	"user_id" text NOT NULL,
	"sport" text NOT NULL,
	"period" text NOT NULL,
	"level_tenths" smallint NOT NULL,
	"matches" integer NOT NULL,
	"wins" integer NOT NULL,
	CONSTRAINT "leaderboard_periods_user_id_sport_period_pk" PRIMARY KEY("user_id","sport","period"),
	CONSTRAINT "leaderboard_periods_sport_known" CHECK ("leaderboard_periods"."sport" in ('tennis', 'padel'))
);
--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"user_id" text NOT NULL,
	"sport" text NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"level_tenths" smallint NOT NULL,
	"rated_matches" integer NOT NULL,
	"wins" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ratings_user_id_sport_pk" PRIMARY KEY("user_id","sport"),
	CONSTRAINT "player_ratings_sport_known" CHECK ("player_ratings"."sport" in ('tennis', 'padel'))
);
--> statement-breakpoint
CREATE TABLE "rated_matches" (
	"match_id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"fingerprint" text NOT NULL,
	"team1" text[] NOT NULL,
	"team2" text[] NOT NULL,
	"winner" text NOT NULL,
	"seeds" jsonb NOT NULL,
	CONSTRAINT "rated_matches_sport_known" CHECK ("rated_matches"."sport" in ('tennis', 'padel')),
	CONSTRAINT "rated_matches_winner_known" CHECK ("rated_matches"."winner" in ('team1', 'team2'))
);
--> statement-breakpoint
ALTER TABLE "leaderboard_periods" ADD CONSTRAINT "leaderboard_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_periods_order_idx" ON "leaderboard_periods" USING btree ("sport","period","level_tenths" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "rated_matches_fingerprint_idx" ON "rated_matches" USING btree ("fingerprint","ended_at");--> statement-breakpoint
CREATE INDEX "rated_matches_replay_idx" ON "rated_matches" USING btree ("ended_at","match_id");
CREATE TABLE "tournament_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"court_number" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"team_a_player1" uuid NOT NULL,
	"team_a_player2" uuid NOT NULL,
	"team_b_player1" uuid NOT NULL,
	"team_b_player2" uuid NOT NULL,
	"score_a" integer,
	"score_b" integer,
	"unplayed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"last_result_id" uuid,
	CONSTRAINT "tournament_matches_court_key" UNIQUE("round_id","court_number"),
	CONSTRAINT "tournament_matches_status_check" CHECK ("tournament_matches"."status" in ('pending', 'playing', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"position" integer NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "tournament_players_position_key" UNIQUE("tournament_id","position")
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"result_id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_number" integer NOT NULL,
	"resting" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	CONSTRAINT "tournament_rounds_number_key" UNIQUE("tournament_id","round_number")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"format" text NOT NULL,
	"sport" text DEFAULT 'padel' NOT NULL,
	"current_round" integer DEFAULT 1 NOT NULL,
	"current_match" uuid,
	"total_rounds" integer NOT NULL,
	"points_per_match" integer NOT NULL,
	"courts" integer NOT NULL,
	"venue_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('active', 'paused', 'completed')),
	CONSTRAINT "tournaments_format_check" CHECK ("tournaments"."format" in ('americano', 'mexicano', 'amexicano'))
);
--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_team_a_player1_tournament_players_id_fk" FOREIGN KEY ("team_a_player1") REFERENCES "public"."tournament_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_team_a_player2_tournament_players_id_fk" FOREIGN KEY ("team_a_player2") REFERENCES "public"."tournament_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_team_b_player1_tournament_players_id_fk" FOREIGN KEY ("team_b_player1") REFERENCES "public"."tournament_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_team_b_player2_tournament_players_id_fk" FOREIGN KEY ("team_b_player2") REFERENCES "public"."tournament_players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_matches_tournament_idx" ON "tournament_matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "tournament_players_user_idx" ON "tournament_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_results_match_idx" ON "tournament_results" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "tournaments_created_by_idx" ON "tournaments" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
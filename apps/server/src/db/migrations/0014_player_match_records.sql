CREATE TABLE "player_match_records" (
	"user_id" text NOT NULL,
	"match_id" text NOT NULL,
	"sport" text NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"side" text NOT NULL,
	"outcome" text NOT NULL,
	"record" jsonb NOT NULL,
	CONSTRAINT "player_match_records_user_id_match_id_pk" PRIMARY KEY("user_id","match_id"),
	CONSTRAINT "player_match_records_side_known" CHECK ("player_match_records"."side" in ('player1', 'player2')),
	CONSTRAINT "player_match_records_outcome_known" CHECK ("player_match_records"."outcome" in ('won', 'lost', 'draw'))
);
--> statement-breakpoint
ALTER TABLE "player_match_records" ADD CONSTRAINT "player_match_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_match_records" ADD CONSTRAINT "player_match_records_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_match_records_user_ended_idx" ON "player_match_records" USING btree ("user_id","ended_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_match_records_match_idx" ON "player_match_records" USING btree ("match_id");
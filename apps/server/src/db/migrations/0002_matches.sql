CREATE TABLE "match_entries" (
	"match_id" text NOT NULL,
	"id" text NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_entries_match_id_id_pk" PRIMARY KEY("match_id","id")
);
--> statement-breakpoint
CREATE TABLE "match_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" text NOT NULL,
	"user_id" text,
	"role" text NOT NULL,
	"player_name" text NOT NULL,
	"player_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_participants_role_known" CHECK ("match_participants"."role" in ('creator', 'participant'))
);
--> statement-breakpoint
CREATE TABLE "match_session_logs" (
	"match_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"start_at" timestamp (3) with time zone,
	"end_at" timestamp (3) with time zone,
	"duration_seconds" integer NOT NULL,
	"players" jsonb NOT NULL,
	"points" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"config" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"score" jsonb NOT NULL,
	"fold" jsonb,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"result" text,
	"started_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "matches_status_known" CHECK ("matches"."status" in ('in_progress', 'incomplete', 'completed')),
	CONSTRAINT "matches_result_known" CHECK ("matches"."result" is null or "matches"."result" in ('player1', 'player2', 'draw'))
);
--> statement-breakpoint
ALTER TABLE "match_entries" ADD CONSTRAINT "match_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_participants" ADD CONSTRAINT "match_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_session_logs" ADD CONSTRAINT "match_session_logs_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_session_logs" ADD CONSTRAINT "match_session_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_participants_match_email_idx" ON "match_participants" USING btree ("match_id","player_email");--> statement-breakpoint
CREATE INDEX "match_participants_user_idx" ON "match_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matches_owner_updated_idx" ON "matches" USING btree ("owner_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "matches_owner_created_idx" ON "matches" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
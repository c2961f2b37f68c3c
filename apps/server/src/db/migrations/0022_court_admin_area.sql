CREATE TABLE "court_session_players" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	CONSTRAINT "court_session_players_session_id_position_pk" PRIMARY KEY("session_id","position"),
	CONSTRAINT "court_session_players_position_range" CHECK ("court_session_players"."position" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "court_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"court_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_sessions_ends_after_start" CHECK ("court_sessions"."ends_at" > "court_sessions"."starts_at"),
	CONSTRAINT "court_sessions_status_known" CHECK ("court_sessions"."status" in ('scheduled', 'in_play', 'finished', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"surface" text DEFAULT 'hard' NOT NULL,
	"indoor" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courts_surface_known" CHECK ("courts"."surface" in ('hard', 'clay', 'grass', 'artificial_grass', 'carpet', 'other'))
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "opening_hours" jsonb DEFAULT '[{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"},{"opens":"07:00","closes":"23:00"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "court_session_players" ADD CONSTRAINT "court_session_players_session_id_court_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."court_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_session_players" ADD CONSTRAINT "court_session_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_sessions" ADD CONSTRAINT "court_sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_sessions" ADD CONSTRAINT "court_sessions_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_sessions" ADD CONSTRAINT "court_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_session_players_user_idx" ON "court_session_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "court_sessions_venue_starts_idx" ON "court_sessions" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "court_sessions_created_by_starts_idx" ON "court_sessions" USING btree ("created_by","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_venue_name_key" ON "courts" USING btree ("venue_id",lower("name"));--> statement-breakpoint
CREATE INDEX "courts_venue_position_idx" ON "courts" USING btree ("venue_id","position");--> statement-breakpoint
-- Two sessions that are not cancelled never overlap on one court (decision 048): btree_gist lets the
-- exclusion compare the court's uuid with =, the range with && ('[)': one may start as another ends).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "court_sessions" ADD CONSTRAINT "court_sessions_no_overlap" EXCLUDE USING gist ("court_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
-- The venues' court names become courts, in their order.
INSERT INTO "courts" ("venue_id", "name", "position")
SELECT "venues"."id", "named"."name", "named"."ordinal" - 1
FROM "venues", unnest("venues"."court_names") WITH ORDINALITY AS "named"("name", "ordinal");--> statement-breakpoint
-- The Master Admin Venue (spec; decision 047 left it to this part): a well-known row, inactive so no
-- player search or booking offers it, managed by master admins who run no venue of their own.
INSERT INTO "venues" ("id", "name", "is_active", "time_zone") VALUES ('00000000-0000-4000-8000-00000000ad01', 'Master Admin Venue', false, 'Europe/Madrid');

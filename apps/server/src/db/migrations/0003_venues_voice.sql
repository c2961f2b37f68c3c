CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_by" text,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"court_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"session_minutes" integer DEFAULT 60 NOT NULL,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_session_minutes_range" CHECK ("venues"."session_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "tts_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"voice" text NOT NULL,
	"language" text NOT NULL,
	"content_type" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_usage" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"commands_accepted" integer DEFAULT 0 NOT NULL,
	"commands_rejected" integer DEFAULT 0 NOT NULL,
	"announcements_played" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_usage_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "voice_usage_month_format" CHECK ("voice_usage"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_usage" ADD CONSTRAINT "voice_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venues_created_by_idx" ON "venues" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "venues_name_lower_idx" ON "venues" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tts_cache_last_used_at_idx" ON "tts_cache" USING btree ("last_used_at");
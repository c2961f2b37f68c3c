CREATE TABLE "invitation_months" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "invitation_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invite_signups" (
	"user_id" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_signups_not_self" CHECK ("invite_signups"."user_id" <> "invite_signups"."inviter_id")
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "notification_emails" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_months" ADD CONSTRAINT "invitation_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_signups" ADD CONSTRAINT "invite_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_signups" ADD CONSTRAINT "invite_signups_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_participants_participations_idx" ON "match_participants" USING btree ("user_id","created_at" DESC NULLS LAST,"match_id" DESC NULLS LAST) WHERE "match_participants"."role" = 'participant';
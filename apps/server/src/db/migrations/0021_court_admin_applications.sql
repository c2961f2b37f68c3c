CREATE TABLE "venue_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"phone" text NOT NULL,
	"court_count" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"venue_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_applications_status_known" CHECK ("venue_applications"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "venue_applications_court_count_range" CHECK ("venue_applications"."court_count" between 1 and 30),
	CONSTRAINT "venue_applications_decision_complete" CHECK (("venue_applications"."status" = 'pending') = ("venue_applications"."decided_at" is null) and ("venue_applications"."status" = 'rejected') = ("venue_applications"."rejection_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_applications" ADD CONSTRAINT "venue_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_applications" ADD CONSTRAINT "venue_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_applications" ADD CONSTRAINT "venue_applications_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_applications_one_pending_key" ON "venue_applications" USING btree ("applicant_id") WHERE "venue_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "venue_applications_applicant_idx" ON "venue_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "venue_applications_pending_idx" ON "venue_applications" USING btree ("created_at") WHERE "venue_applications"."status" = 'pending';
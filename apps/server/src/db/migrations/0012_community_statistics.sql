CREATE TABLE "community_counted_matches" (
	"fingerprint" text NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "community_counted_matches_fingerprint_ended_at_pk" PRIMARY KEY("fingerprint","ended_at")
);
--> statement-breakpoint
CREATE TABLE "community_counters" (
	"metric" text NOT NULL,
	"key" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	"label" text,
	CONSTRAINT "community_counters_metric_key_slot_pk" PRIMARY KEY("metric","key","slot")
);

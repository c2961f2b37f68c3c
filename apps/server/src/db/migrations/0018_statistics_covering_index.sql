-- The statistics' records of a user read from the index alone (decision 041): `include (record)` is
-- written here by hand, drizzle's schema cannot say it. Created before the old index is dropped, so
-- the statistics keep an index throughout.
CREATE INDEX "player_match_records_user_records_idx" ON "player_match_records" USING btree ("user_id","ended_at" DESC NULLS LAST) INCLUDE ("record");--> statement-breakpoint
DROP INDEX "player_match_records_user_ended_idx";

-- The player search's trigram indexes and typo correction (decision 030). Not tracked by drizzle-kit: an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connection_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_requests_pair_key" UNIQUE("from_user_id","to_user_id"),
	CONSTRAINT "connection_requests_not_self" CHECK ("connection_requests"."from_user_id" <> "connection_requests"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"user_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_user_id_contact_id_pk" PRIMARY KEY("user_id","contact_id"),
	CONSTRAINT "connections_not_self" CHECK ("connections"."user_id" <> "connections"."contact_id")
);
--> statement-breakpoint
CREATE TABLE "player_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "player_blocks_not_self" CHECK ("player_blocks"."blocker_id" <> "player_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "in_directory" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing profiles' search text (domain playerSearchText: first name, last name, username, city, folded) as well as SQL can: lower case, the accented letters of db/text-fold.ts, apostrophes dropped, other runs of non-alphanumerics one space. Each profile's next write stores the application's exact folding.
UPDATE "profiles" SET "search_text" = btrim(regexp_replace(regexp_replace(translate(lower(concat_ws(' ', "first_name", "last_name", "username", "city")), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy'), '[''`´‘’]', '', 'g'), '[^[:alnum:]]+', ' ', 'g'));--> statement-breakpoint
-- The words of their names and cities (domain correctionWords), folded the same way, which the search corrects typos to (each profile write adds its own).
INSERT INTO "search_words" ("word") SELECT DISTINCT "word" FROM "profiles", unnest(string_to_array(btrim(regexp_replace(regexp_replace(translate(lower(concat_ws(' ', "first_name", "last_name", "city")), 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy'), '[''`´‘’]', '', 'g'), '[^[:alnum:]]+', ' ', 'g')), ' ')) AS "word" WHERE "word" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "directory_name" text GENERATED ALWAYS AS (translate("last_name", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy') || chr(9) || translate("first_name", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunnccyyy')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_requests" ADD CONSTRAINT "connection_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_contact_id_users_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_blocks" ADD CONSTRAINT "player_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_blocks" ADD CONSTRAINT "player_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "connection_requests_to_idx" ON "connection_requests" USING btree ("to_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_blocks_blocked_idx" ON "player_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "profiles_directory_search_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops) WHERE "profiles"."in_directory";--> statement-breakpoint
CREATE INDEX "profiles_directory_name_idx" ON "profiles" USING btree ("directory_name" collate "C","user_id") WHERE "profiles"."in_directory";
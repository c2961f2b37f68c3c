ALTER TABLE "tournaments" ADD COLUMN "spectator_token" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_spectator_token_key" UNIQUE("spectator_token");